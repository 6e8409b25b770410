// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "../../forms/zod.ts";
import { webinarTimeProblems } from "../../lib/webinar-sessions.ts";
import bfcm2025 from "./bfcm2025.ts";
import bfcm2025Playbook from "./bfcm2025-2.ts";
import ecommercePersonalization2025 from "./ecommerce-personalization-2025.ts";
import emailMarketingAutomation2025 from "./email-marketing-automation-2025.ts";
import { type Webinar, WebinarSchema } from "./schema.ts";
import socialCommerceTrends2025 from "./social-commerce-trends-2025.ts";

/**
 * Webinar records for /webinar/{id}, one file each, named by its id. The two
 * BFCM webinars each run two live sessions (the visitor picks one on the Zoom
 * registration page); the three older entries carry meeting details instead
 * of a registration link. A new webinar is a new file here plus its line in
 * the list below: its page, calendar files, sitemap entry and Event data
 * follow from it. Its background and presenter pictures, when SVG drawings
 * under public/, reach the page as AVIF/WebP files the build renders from
 * them (vite/webinar-art.ts).
 *
 * NOTE: presenters are placeholders and the Zoom registration and meeting
 * links use placeholder ids until the real events are scheduled.
 *
 * Relative imports only: the server looks webinars up with plain Node.
 */
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

const byId = new Map<string, Webinar>(webinars.map((w) => [w.id, w]));

/** What an unknown webinar id is called, on the page's redirect and in the API's answer alike. */
export const WEBINAR_NOT_FOUND = "Webinar not found";

export function getWebinar(id: string): Webinar | undefined {
  return byId.get(id);
}

export const defaultWebinarId = "bfcm2025";
