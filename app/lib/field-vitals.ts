import { BEACON_PATH, type Beacon, type FieldVitals } from "#app/forms/page-view-beacon.ts";

let started = false;

/**
 * Measures this page load as the visitor lived it (LCP, INP, CLS, with the
 * web-vitals library, fetched once the page is idle) and sends the figures
 * in one beacon when the visitor leaves or hides the page.
 */
export function reportFieldVitals(): void {
  if (started || typeof navigator.sendBeacon !== "function") return;
  started = true;
  const url = (location.pathname + location.search).slice(0, 900);
  const vitals: FieldVitals = {};
  let sent = false;
  void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
    // Every change is kept, so the figures are current whenever the page is hidden.
    onLCP((metric) => (vitals.lcp = Math.round(metric.value)), { reportAllChanges: true });
    onINP((metric) => (vitals.inp = Math.round(metric.value)), { reportAllChanges: true });
    onCLS((metric) => (vitals.cls = Math.round(metric.value * 1000) / 1000), { reportAllChanges: true });
    addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "hidden" || sent || Object.keys(vitals).length === 0) return;
      sent = true;
      const beacon: Beacon = { url, referrer: "", vitals };
      navigator.sendBeacon(BEACON_PATH, JSON.stringify(beacon));
    });
  });
}

/** Starts the measuring once the browser is idle after the page has started. */
export function reportFieldVitalsWhenIdle(): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(reportFieldVitals, { timeout: 5_000 });
  else setTimeout(reportFieldVitals, 2_000);
}
