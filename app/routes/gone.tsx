import { data } from "react-router";
import type { Route } from "./+types/gone";
import { LinkButton } from "~/components/ui/link-button";
import { seo } from "~/lib/seo";

export function loader() {
  return data(null, { status: 410 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Page No Longer Available",
    description: "This page has been permanently removed.",
    noindex: true,
  });

export default function Gone() {
  return (
    <section className="flex min-h-[70dvh] items-center justify-center bg-gradient-to-b from-canvas to-white px-4 pt-24 pb-16">
      <div className="max-w-lg text-center">
        <p className="text-eyebrow text-muted">Error 410</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Page No Longer Available</h1>
        <p className="mt-3 text-muted">
          This page has been permanently removed. You can head back to our homepage or reach our team.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton href="/">Go to Homepage</LinkButton>
          <LinkButton href="/help" variant="secondary">
            Contact Us
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
