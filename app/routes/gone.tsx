import { Archive } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/gone";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { statusPageLinks } from "#app/config/navigation.ts";
import { seo } from "#app/lib/seo.ts";

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
    <StatusPage
      icon={Archive}
      label="Error 410"
      title="Page No Longer Available"
      text="This page has been permanently removed. You can head back to our homepage or reach our team."
      actions={[
        { href: "/", label: "Return to Home" },
        { href: "/help", label: "Contact Us" },
      ]}
      links={statusPageLinks}
    />
  );
}
