import { replace } from "react-router";
import type { Route } from "./+types/success-story";
import { PageIntro } from "~/components/layout/page-intro";
import { getCaseStudyBySlug } from "~/content/case-studies";
import { seo } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const study = getCaseStudyBySlug(params.slug);
  // Unknown stories go back to the list (spec §2 "Case-study detail pages").
  if (!study) throw replace("/success-stories");
  return { study };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, {
        title: args.loaderData.study.title,
        description: args.loaderData.study.description,
        canonicalPath: `/success-stories/${args.loaderData.study.slug}`,
        type: "article",
      })
    : [];

export default function SuccessStory({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  return (
    <PageIntro eyebrow={study.industry} title={study.title}>
      <p>{study.description}</p>
    </PageIntro>
  );
}
