import { BEACON_LIMIT_BYTES, BEACON_PATH, type Beacon } from "#app/forms/page-view-beacon.ts";

let lastUrl: string | undefined;

/**
 * Tells the server a page was viewed: once per address (path and query),
 * on arrival and after every in-site navigation. Nothing is stored on the
 * device; the server counts the view (server/analytics/).
 */
export function sendPageView(): void {
  if (typeof navigator.sendBeacon !== "function") return;
  const url = location.pathname + location.search;
  if (url === lastUrl) return;
  const referrer = lastUrl === undefined ? document.referrer : location.origin + lastUrl;
  lastUrl = url;
  const beacon: Beacon = { url: url.slice(0, 900), referrer: referrer.slice(0, 900) };
  const body = JSON.stringify(beacon);
  if (body.length <= BEACON_LIMIT_BYTES) navigator.sendBeacon(BEACON_PATH, body);
}
