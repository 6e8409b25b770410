import { z } from "zod";

/**
 * The page-view beacon, shared by the pages that send it and the server that
 * counts it: where it goes and what it carries (at most 1 KiB).
 */
export const BEACON_PATH = "/api/visit";
export const BEACON_LIMIT_BYTES = 1024;

/** The visitor's own measures of the page load: largest contentful paint and interaction to next paint in ms, layout shift score. */
export const FieldVitalsSchema = z
  .object({
    lcp: z.number().min(0).max(600_000).optional(),
    inp: z.number().min(0).max(600_000).optional(),
    cls: z.number().min(0).max(100).optional(),
  })
  .strict();
export type FieldVitals = z.infer<typeof FieldVitalsSchema>;

export const BeaconSchema = z.object({
  /** The page's path and query (an origin, if sent, is ignored). */
  url: z.string().max(900),
  /** Where the visitor came from: document.referrer on arrival, the previous page after an in-site navigation, "" for none. */
  referrer: z.string().max(900).default(""),
  /** Sent when the visitor leaves a page: its field measures. Such a beacon reports a load, it is not another view. */
  vitals: FieldVitalsSchema.optional(),
});

export type Beacon = z.infer<typeof BeaconSchema>;
