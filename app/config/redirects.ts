import { site } from "#app/config/site.ts";

/**
 * Every permanent redirect of the site, in one table.
 * The server answers these with an HTTP 301 before anything else; inside the
 * app the catch-all route replaces the navigation with the same target.
 */
const legacyHomePaths = [
  "/contact-success",
  "/404",
  "/oracle-installation-instructions",
  "/results",
  "/partner-ecosystem",
  "/confirm-email-subscription",
  "/retail-campaign-lookbook",
  "/insurance",
  "/home-data-24",
  "/new-invoicing-system",
  "/resources-1",
];

export const legacyIndustries = [
  "food-beverage",
  "sports-fitness",
  "health-beauty",
  "software",
  "residential-services",
  "firearm-tobacco",
  "luxury",
  "pet-supplies",
  "travel",
  "jewelry",
  "apparel",
  "furniture",
  "beauty-and-cosmetics",
  "tobacco",
];

function buildRedirects(): Map<string, string> {
  const table = new Map<string, string>();
  table.set("/webinar", "/webinar/bfcm2025");
  for (let n = 1; n <= 23; n++) table.set(`/msa${n}`, "/msa");
  table.set("/contact", "/help");
  for (const path of legacyHomePaths) table.set(path, "/");
  table.set("/blog", site.externalUrls.blog);
  table.set("/industry-case-studies", "/success-stories");
  for (const industry of legacyIndustries) {
    table.set(`/case-studies/leading-online-${industry}-brands`, "/success-stories");
  }
  return table;
}

export const redirects: ReadonlyMap<string, string> = buildRedirects();

/** The target of a redirect for a path, matching without a trailing slash and case-insensitively. */
export function redirectTarget(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return redirects.get(normalized) ?? redirects.get(normalized.toLowerCase());
}

/** Paths that once existed and are gone for good (HTTP 410). */
export const gonePaths: ReadonlySet<string> = new Set(["/bigcat"]);
