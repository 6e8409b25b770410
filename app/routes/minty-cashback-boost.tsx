import type { Route } from "./+types/minty-cashback-boost";
import { PageIntro } from "~/components/layout/page-intro";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = { transparentHeader: true, inquiryType: "minty" };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Minty Cashback Boost",
    description: "Minty Cashback Boost puts personalized cashback offers into SafeOpt emails to lift conversions and repeat purchases.",
  });

export default function Page() {
  return (
    <PageIntro eyebrow="Add-on for SafeOpt" title="Minty Cashback Boost">
      <p>Put personalized cashback offers into your SafeOpt emails and turn recovered shoppers into repeat customers.</p>
    </PageIntro>
  );
}
