import { caseStudies } from "../content/case-studies/index.ts";
import { webinars } from "../content/webinars/index.ts";

/**
 * The pages of the site whose content is known at
 * build time. Prerendering, the sitemap and the route tests all read this.
 */
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
 * Pages listed in the sitemap: every prerendered page except `/request-demo`
 * (Home that also opens the demo dialog: a landing for "request a demo"
 * links, not a page for search), each case study's id URL (its canonical URL
 * is the slug page) and the post-booking thank-you page, which visitors reach
 * from their booking, not from search (it is not blocked either:
 * Lighthouse's SEO audit counts a noindex as a failure).
 */
const notInSitemap = new Set(["/request-demo", "/meeting-scheduled"]);

export function sitemapPaths(): string[] {
  return [
    ...staticPaths.filter((path) => !notInSitemap.has(path)),
    ...caseStudies.map((study) => `/success-stories/${study.slug}`),
    ...webinarPaths(),
  ];
}

/**
 * Prerendered pages whose content follows a query parameter: a request that
 * carries one is rendered by the server, so the filter works without
 * JavaScript (`/success-stories?industry=Pets`).
 */
export const queryRenderedPages: Record<string, readonly string[]> = {
  "/success-stories": ["industry"],
  // The answer to a privacy request form post (`?status=sent`); the page without it is prerendered.
  "/privacy/requests": ["status"],
};
