import { z } from "zod";

/**
 * The page-view beacon, shared by the pages that send it and the server that
 * counts it: where it goes and what it carries (at most 1 KiB).
 */
export const BEACON_PATH = "/api/visit";
export const BEACON_LIMIT_BYTES = 1024;

export const BeaconSchema = z.object({
  /** The page's path and query (an origin, if sent, is ignored). */
  url: z.string().max(900),
  /** Where the visitor came from: document.referrer on arrival, the previous page after an in-site navigation, "" for none. */
  referrer: z.string().max(900).default(""),
});

export type Beacon = z.infer<typeof BeaconSchema>;
