import { useEffect } from "react";
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { redirectTarget } from "~/config/redirects";
import { seo } from "~/lib/seo";

export function loader({ url }: Route.LoaderArgs) {
  // `url` is the page's URL (a data request's raw URL ends in `.data`).
  const { pathname } = url;
  // Reached only by in-app navigations (the server answers document requests
  // for these paths with a 301 first). The old path never enters the history:
  // the visitor lands on the target, and Back returns to where they were.
  const target = redirectTarget(pathname);
  if (target) throw redirect(target, 301);
  // The server's request log records the 404 with its path (server/http/request-log.ts).
  return data({ pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    noindex: true,
  });

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { pathname } = loaderData;
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="flex min-h-[70dvh] items-center justify-center bg-gradient-to-b from-brand-soft/60 to-white px-4 pt-24 pb-16">
      <div className="text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand sm:text-8xl">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-3 text-muted">The page you&apos;re looking for doesn&apos;t exist or has moved.</p>
        <Link
          to="/"
          className="mt-8 inline-flex h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-strong"
        >
          Return to Home
        </Link>
      </div>
    </section>
  );
}
