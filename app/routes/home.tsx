import type { Route } from "./+types/home";
import { PageIntro } from "~/components/layout/page-intro";
import { Button } from "~/components/ui/button";
import { useSiteDialogs } from "~/components/dialogs/site-dialogs";
import { site } from "~/config/site";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = { transparentHeader: true, scrollTopOnLoad: true };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: site.name,
    description: site.description,
    // `/request-demo` renders the same page; both point search engines at `/`.
    canonicalPath: "/",
  });

export default function Home() {
  const { openGoalDialog } = useSiteDialogs();
  return (
    <PageIntro eyebrow={site.tagline} title="New Growth Channels Built for Performance">
      <p>Recover lost shoppers, grow first-party data and build loyalty that lasts.</p>
      <Button size="lg" className="mt-8" onClick={openGoalDialog}>
        Get Started
      </Button>
    </PageIntro>
  );
}
