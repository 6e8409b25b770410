import { Archive } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { statusPageLinks } from "#app/config/navigation.ts";

export const GONE_TITLE = "Page No Longer Available";

/** The head of a 410 page: never indexed. */
export const goneSeo = { title: GONE_TITLE, description: "This page has been permanently removed.", noindex: true } as const;

/** A page removed for good (HTTP 410): a retired address, or a case study, story or webinar taken down. */
export function GonePage() {
  return (
    <StatusPage
      icon={Archive}
      label="Error 410"
      title={GONE_TITLE}
      text="This page has been permanently removed. You can head back to our homepage or reach our team."
      actions={[
        { href: "/", label: "Return to Home" },
        { href: "/help", label: "Contact Us" },
      ]}
      links={statusPageLinks}
    />
  );
}

/** A collection page's error boundary: its loader throws 410 once the entry is unpublished. */
export function TakenDownBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 410) return <GonePage />;
  throw error;
}
