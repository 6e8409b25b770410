import type { Route } from "./+types/success-stories";
import { PageIntro } from "~/components/layout/page-intro";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = {};

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Success Stories",
    description: "See how leading online brands recover lost revenue, grow first-party data and build loyalty with SafeOpt and Minty.",
  });

export default function Page() {
  return (
    <PageIntro eyebrow="Customer stories" title="Success Stories">
      <p>See how leading online brands recover lost revenue, grow first-party data and build loyalty.</p>
    </PageIntro>
  );
}
