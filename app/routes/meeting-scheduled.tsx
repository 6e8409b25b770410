import type { Route } from "./+types/meeting-scheduled";
import { PageIntro } from "~/components/layout/page-intro";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = {};

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Thank you for booking a meeting with our team!",
    description: "Thank you for booking a meeting with our team.",
  });

export default function Page() {
  return (
    <PageIntro eyebrow="Meeting booked" title="Thank you for booking a meeting with our team!">
      <p>We look forward to speaking with you.</p>
    </PageIntro>
  );
}
