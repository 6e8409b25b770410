import type { Route } from "./+types/careers";
import { PageIntro } from "~/components/layout/page-intro";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = { transparentHeader: true };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Keep Growing With Us",
    description: "Join a remote-first team building growth channels for online retailers. Competitive benefits, 401k matching and unlimited PTO.",
  });

export default function Page() {
  return (
    <PageIntro eyebrow="Careers" title="Keep Growing With Us">
      <p>We are a remote-first team that builds growth channels for the world's best online brands.</p>
    </PageIntro>
  );
}
