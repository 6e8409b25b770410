import { caseStudies } from "#app/content/case-studies/index.ts";
import { webinars } from "#app/content/webinars/index.ts";

// Pages whose content is known at build time; prerendering, the sitemap and the route tests read this.
export const staticPaths = [
  "/",
  "/request-demo",
  "/safeopt",
  "/minty",
  "/minty-cashback-boost",
  "/success-stories",
  "/help",
  "/careers",
  "/terms",
  "/privacy",
  "/privacy/requests",
  "/msa",
  "/msa24",
  "/meeting-scheduled",
] as const;

export function caseStudyPaths(): string[] {
  return caseStudies.flatMap((study) => [
    `/success-stories/${study.slug}`,
    `/case-study/${study.id}`,
  ]);
}

export function webinarPaths(): string[] {
  return webinars.map((webinar) => `/webinar/${webinar.id}`);
}

export function prerenderPaths(): string[] {
  return [...staticPaths, ...caseStudyPaths(), ...webinarPaths()];
}

/**
 * Not in the sitemap: `/request-demo` (a landing for "request a demo" links), case studies' id URLs (canonical is the slug page),
 * and the thank-you page reached from a booking (not noindexed: Lighthouse's SEO audit fails a noindex).
 */
const notInSitemap = new Set(["/request-demo", "/meeting-scheduled"]);

/** Of the published collections given (the build's own by default). */
export function sitemapPaths(collections: { caseStudies: readonly { slug: string }[]; webinars: readonly { id: string }[] } = { caseStudies, webinars }): string[] {
  return [
    ...staticPaths.filter((path) => !notInSitemap.has(path)),
    ...collections.caseStudies.map((study) => `/success-stories/${study.slug}`),
    ...collections.webinars.map((webinar) => `/webinar/${webinar.id}`),
  ];
}

// Pages a request with one of these parameters gets server-rendered, so the filter works without JS (`?industry=Pets`).
export const queryRenderedPages: Record<string, readonly string[]> = {
  "/success-stories": ["industry"],
  // The answer to a privacy request form post (`?status=sent`); the page without it is prerendered.
  "/privacy/requests": ["status"],
};
