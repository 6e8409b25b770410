/**
 * The page-view beacon, shared by the pages that send it and the server that
 * counts it: where it goes and what it carries (at most 1 KiB). Types and
 * constants only: the pages send it on every load, so it brings no schema
 * library into their JavaScript (the server checks it:
 * server/analytics/beacon-schema.ts).
 */
export const BEACON_PATH = "/api/visit";
export const BEACON_LIMIT_BYTES = 1024;

/** The visitor's own measures of the page load: largest contentful paint and interaction to next paint in ms, layout shift score. */
export type FieldVitals = { lcp?: number; inp?: number; cls?: number };

export type Beacon = {
  /** The page's path and query (an origin, if sent, is ignored). */
  url: string;
  /** Where the visitor came from: document.referrer on arrival, the previous page after an in-site navigation, "" for none. */
  referrer: string;
  /** Sent when the visitor leaves a page: its field measures. Such a beacon reports a load, it is not another view. */
  vitals?: FieldVitals;
};
