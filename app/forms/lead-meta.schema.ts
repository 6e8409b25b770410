import { z } from "#app/forms/zod.ts";

/**
 * What the browser sends with every lead besides the form's own fields:
 * an idempotency key per submission attempt, the version of the consent text
 * shown, and first/last-touch attribution. All optional on the wire (a classic
 * form post carries only some), all bounded.
 */
const short = z.string().trim().max(300);
const url = z.string().trim().max(2000);

export const TouchSchema = z
  .object({
    utm_source: short.optional(),
    utm_medium: short.optional(),
    utm_campaign: short.optional(),
    utm_term: short.optional(),
    utm_content: short.optional(),
    gclid: short.optional(),
    fbclid: short.optional(),
    msclkid: short.optional(),
    landingPage: url.optional(),
    referrer: url.optional(),
    at: z.string().trim().max(40).optional(),
  })
  .strip();
export type Touch = z.infer<typeof TouchSchema>;

export const LeadMetaSchema = z
  .object({
    /** A UUID made by the page for one submission attempt; retries reuse it. */
    idempotencyKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid idempotency key")
      .optional(),
    /** The version id of the consent text the visitor saw (see app/content/consent.ts). */
    consentVersion: z.string().trim().max(40).optional(),
    pageUrl: url.optional(),
    referrer: url.optional(),
    firstTouch: TouchSchema.optional(),
    lastTouch: TouchSchema.optional(),
  })
  .strip();
export type LeadMeta = z.infer<typeof LeadMetaSchema>;

export { HONEYPOT_FIELD } from "#app/forms/options.ts";
