import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { type MetaArgsLike, originFromMatches } from "./seo";

/**
 * schema.org SoftwareApplication data for a product page, only with what is
 * true of the product: name, description, category, the company behind it,
 * and its page.
 */
export function productJsonLd(
  args: MetaArgsLike,
  product: { name: string; description: string; category: string; operatingSystem?: string; installUrl?: string },
): MetaDescriptor {
  const origin = originFromMatches(args.matches);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: product.name,
      description: product.description,
      applicationCategory: product.category,
      ...(product.operatingSystem ? { operatingSystem: product.operatingSystem } : {}),
      ...(product.installUrl ? { installUrl: product.installUrl } : {}),
      url: `${origin}${args.location.pathname}`,
      publisher: { "@type": "Organization", name: site.name, url: `${origin}/` },
    },
  };
}

/** schema.org Article data for a case study page (its canonical address is the slug page). */
export function caseStudyJsonLd(
  args: MetaArgsLike,
  study: { title: string; description: string; slug: string; image: string; industry: string },
): MetaDescriptor {
  const origin = originFromMatches(args.matches);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: study.title,
      description: study.description,
      image: new URL(study.image, origin).toString(),
      about: study.industry,
      mainEntityOfPage: `${origin}/success-stories/${study.slug}`,
      author: { "@type": "Organization", name: site.name, url: `${origin}/` },
      publisher: { "@type": "Organization", name: site.name, url: `${origin}/` },
    },
  };
}
