import { replace } from "react-router";
import type { Route } from "./+types/case-study";
import { PageIntro } from "~/components/layout/page-intro";
import { getCaseStudyById } from "~/content/case-studies";
import { seo } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const study = getCaseStudyById(params.id);
  if (!study) throw replace("/success-stories");
  return { study };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, {
        title: args.loaderData.study.title,
        description: args.loaderData.study.description,
        // The slug URL is the canonical page for each case study.
        canonicalPath: `/success-stories/${args.loaderData.study.slug}`,
        type: "article",
      })
    : [];

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  return (
    <PageIntro eyebrow={study.industry} title={study.title}>
      <p>Fill out the form below to access the full story.</p>
    </PageIntro>
  );
}
