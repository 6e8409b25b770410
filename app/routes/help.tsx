import type { Route } from "./+types/help";
import { PageIntro } from "~/components/layout/page-intro";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = {};

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Need Help?",
    description: "Contact our team. We typically reply within 24 business hours.",
  });

export default function Page() {
  return (
    <PageIntro eyebrow="Contact" title="Need Help?">
      <p>Our team typically replies within 24 business hours. We operate on EST, and every inquiry is handled according to our privacy policy.</p>
    </PageIntro>
  );
}
