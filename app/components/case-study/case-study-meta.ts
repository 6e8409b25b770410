import type { MetaDescriptor } from "react-router";
import { caseStudyJsonLd } from "#app/lib/structured-data.ts";
import { type MetaArgsLike, seo } from "#app/lib/seo.ts";

/**
 * The meta tags of a case study, the same on /case-study/{id} and
 * /success-stories/{slug}: the slug page is the canonical one.
 */
export function caseStudyMeta(
  args: MetaArgsLike,
  study: { title: string; description: string; slug: string; image: string; industry: string } | undefined,
): MetaDescriptor[] {
  if (!study) return [];
  return [
    ...seo(args, {
      title: study.title,
      description: study.description,
      canonicalPath: `/success-stories/${study.slug}`,
      image: study.image,
      type: "article",
    }),
    caseStudyJsonLd(args, study),
  ];
}
