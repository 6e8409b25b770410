import type { Route } from "./+types/minty";
import { PageIntro } from "~/components/layout/page-intro";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = { transparentHeader: true, mintyDogs: true, inquiryType: "minty" };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Minty: Your AI Shopping Assistant",
    description: "Minty is an AI-powered loyalty and shopping assistant that rewards shoppers with cashback and brings brands repeat purchases.",
  });

export default function Page() {
  return (
    <PageIntro eyebrow="Minty" title="Minty: Your AI Shopping Assistant">
      <p>An AI-powered loyalty and shopping assistant with cashback that turns one-time buyers into loyal customers.</p>
    </PageIntro>
  );
}
