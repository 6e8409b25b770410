import { Compass } from "lucide-react";
import { useEffect } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { statusPageLinks } from "#app/config/navigation.ts";
import { redirectTarget } from "#app/config/redirects.ts";
import { seo } from "#app/lib/seo.ts";

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
    <StatusPage
      icon={Compass}
      label="Error 404"
      title="Oops! Page not found"
      text="The page you’re looking for doesn’t exist or has moved."
      actions={[{ href: "/", label: "Return to Home" }]}
      links={statusPageLinks}
    />
  );
}
