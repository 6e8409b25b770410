import { site } from "#app/config/site.ts";
import type { Goal } from "#app/forms/demo-request.schema.ts";

/** The booking tab opens about 1000 ms after the demo request’s answer. */
export const BOOKING_TAB_DELAY_MS = 1000;

/** reduce-abandonment → the SafeOpt intro booking, grow-data → the brand's, both with the site config's campaign parameters. */
export function bookingUrlFor(goal: Goal): string {
  const base = goal === "reduce-abandonment" ? site.externalUrls.bookingSafeOpt : site.externalUrls.bookingBrand;
  const url = new URL(base);
  for (const [key, value] of Object.entries(site.bookingCampaign)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Opens an empty tab now, while the click's user activation lasts (browsers block a later one), to be pointed at the booking
 * page once the answer is in. Null when the browser blocked it.
 */
export function openPendingTab(): Window | null {
  let tab: Window | null;
  try {
    tab = window.open("", "_blank");
  } catch {
    return null;
  }
  if (!tab) return null;
  try {
    // The booking page must not be able to reach back into this one (what rel=noopener does).
    tab.opener = null;
    const doc = tab.document;
    doc.title = "Opening your booking page…";
    const note = doc.createElement("p");
    note.textContent = "Opening your booking page…";
    note.setAttribute(
      "style",
      "font:500 16px/1.5 system-ui,sans-serif;color:#334155;text-align:center;margin-top:30vh",
    );
    doc.body.append(note);
  } catch {
    // A tab we cannot write into still works: it just stays blank until it navigates.
  }
  return tab;
}

/** False when the visitor closed it meanwhile. */
export function pointTabAt(tab: Window, url: string): boolean {
  try {
    if (tab.closed) return false;
    tab.location.replace(url);
    return true;
  } catch {
    return false;
  }
}
