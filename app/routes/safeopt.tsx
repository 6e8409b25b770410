import type { Route } from "./+types/safeopt";
import { PageIntro } from "~/components/layout/page-intro";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = { transparentHeader: true, inquiryType: "safeopt" };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Turning Browsers Into Buyers",
    description: "SafeOpt recovers lost revenue with direct-to-inbox retargeting that re-engages high-intent shoppers, including anonymous ones, on CPA-only pricing.",
  });

export default function Page() {
  return (
    <PageIntro eyebrow="SafeOpt" title="Turning Browsers Into Buyers">
      <p>Revenue recovery and direct-to-inbox retargeting that re-engages high-intent shoppers, including anonymous ones. Performance-based pricing, no setup costs and no long-term contracts.</p>
    </PageIntro>
  );
}
