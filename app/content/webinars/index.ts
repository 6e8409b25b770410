// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import { type WebinarTeaser, webinarSessions, webinarTimeProblems } from "#app/lib/webinar-sessions.ts";
import bfcm2025 from "#app/content/webinars/bfcm2025.ts";
import bfcm2025Playbook from "#app/content/webinars/bfcm2025-2.ts";
import ecommercePersonalization2025 from "#app/content/webinars/ecommerce-personalization-2025.ts";
import emailMarketingAutomation2025 from "#app/content/webinars/email-marketing-automation-2025.ts";
import { type Webinar, WebinarSchema } from "#app/content/webinars/schema.ts";
import socialCommerceTrends2025 from "#app/content/webinars/social-commerce-trends-2025.ts";

// Webinar records for /webinar/{id}, one file each named by id; add the file and its line below, and the page, calendar files,
// sitemap entry and Event data follow. SVG backgrounds and presenters reach the page as AVIF/WebP (vite/webinar-art.ts).
// Presenters, Zoom ids and recording videos are placeholders until the events are scheduled. Relative imports only: the server uses plain Node.
const rawWebinars: Webinar[] = [
  bfcm2025,
  bfcm2025Playbook,
  ecommercePersonalization2025,
  emailMarketingAutomation2025,
  socialCommerceTrends2025,
];

export const webinars: Webinar[] = z.array(WebinarSchema).parse(rawWebinars);

{
  const seen = new Set<string>();
  for (const w of webinars) {
    if (seen.has(w.id)) throw new Error(`webinars: duplicate webinar id "${w.id}"`);
    seen.add(w.id);
    const problems = webinarTimeProblems(w);
    if (problems.length > 0) throw new Error(`webinars: ${problems.join("; ")}`);
    if (w.titleLines && w.titleLines.join(" ") !== w.title) {
      throw new Error(`webinars: the title lines of "${w.id}" do not make its title`);
    }
  }
}


/** On the page's redirect and in the API's answer alike. */
export const WEBINAR_NOT_FOUND = "Webinar not found";

/** In the webinars given (the published ones on a running server). */
export function findWebinar(list: readonly Webinar[], id: string): Webinar | undefined {
  return list.find((webinar) => webinar.id === id);
}

export const getWebinar = (id: string) => findWebinar(webinars, id);

/** Every webinar but `id`, with its sessions: where "the next webinar" is looked for. */
export function otherWebinars(id: string, list: readonly Webinar[] = webinars): WebinarTeaser[] {
  return list.filter((w) => w.id !== id).map((w) => ({ id: w.id, title: w.title, sessions: webinarSessions(w) }));
}

export const defaultWebinarId = "bfcm2025";
