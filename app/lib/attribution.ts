import type { Touch } from "~/forms/lead-meta.schema";

/**
 * First- and last-touch attribution, kept in the visitor's own browser
 * (first-party localStorage, no cookie, no third party). The layout calls
 * `captureAttribution` on every page load; the forms read `readAttribution`
 * and send both touches with the lead.
 *
 * - First touch: the first visit we ever saw from this browser. Never changed.
 * - Last touch: updated on every campaign visit (UTM parameters or an ad
 *   click id in the URL) and on every arrival from another site.
 */
export const ATTRIBUTION_STORAGE_KEY = "lumora:attribution:v1";

export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "msclkid",
] as const;

export type Attribution = { firstTouch?: Touch; lastTouch?: Touch };

/** The limits of LeadMetaSchema, so a stored touch always passes the server's parse. */
const SHORT_MAX = 300;
const URL_MAX = 2000;

type CaptureInput = {
  /** The full URL of the page being loaded. */
  href: string;
  /** `document.referrer`, or "" when there is none (or it is not new). */
  referrer: string;
  now?: Date;
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
};

function browserStorage(): Pick<Storage, "getItem" | "setItem"> | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage disabled (privacy settings, sandboxed frames): attribution is best effort.
    return null;
  }
}

/** Strips the fragment and keeps the URL within the schema's limit. */
function cleanUrl(value: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    url.hash = "";
    return url.toString().slice(0, URL_MAX);
  } catch {
    return undefined;
  }
}

function isExternalReferrer(referrer: string, href: string): boolean {
  try {
    return new URL(referrer).origin !== new URL(href).origin;
  } catch {
    return false;
  }
}

/** The touch described by a page URL and its referrer, or null when it is not one. */
export function touchFromVisit(href: string, referrer: string, now = new Date()): Touch | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const touch: Touch = {};
  let campaign = false;
  for (const param of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(param)?.trim();
    if (value) {
      touch[param] = value.slice(0, SHORT_MAX);
      campaign = true;
    }
  }
  const external = isExternalReferrer(referrer, href);
  if (!campaign && !external) return null;
  if (external) touch.referrer = cleanUrl(referrer);
  touch.landingPage = cleanUrl(href);
  touch.at = now.toISOString();
  return touch;
}

function parseStored(raw: string | null): Attribution {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return {};
    const { firstTouch, lastTouch } = value as Attribution;
    return {
      firstTouch: firstTouch && typeof firstTouch === "object" ? firstTouch : undefined,
      lastTouch: lastTouch && typeof lastTouch === "object" ? lastTouch : undefined,
    };
  } catch {
    return {};
  }
}

export function readAttribution(storage = browserStorage()): Attribution {
  if (!storage) return {};
  try {
    return parseStored(storage.getItem(ATTRIBUTION_STORAGE_KEY));
  } catch {
    return {};
  }
}

/**
 * Records this page load. The first load ever becomes the first touch (a
 * direct visit too: its landing page is still worth knowing); a campaign or
 * referred visit becomes the last touch. Returns what is stored.
 */
export function captureAttribution({ href, referrer, now = new Date(), storage = browserStorage() }: CaptureInput): Attribution {
  if (!storage) return {};
  const stored = readAttribution(storage);
  const touch = touchFromVisit(href, referrer, now);
  const next: Attribution = { ...stored };

  if (!stored.firstTouch) {
    const first = touch ?? { landingPage: cleanUrl(href), at: now.toISOString() };
    next.firstTouch = first;
    next.lastTouch = first;
  } else if (touch) {
    next.lastTouch = touch;
  } else {
    return stored;
  }

  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded or storage blocked: the lead simply goes without attribution.
  }
  return next;
}

let referrerConsumed = false;

/**
 * The layout's hook-in: call on every page load (and client navigation). The
 * document's referrer belongs to the first page load only; later client
 * navigations would otherwise count the same arrival again.
 */
export function captureCurrentVisit(): void {
  if (typeof window === "undefined") return;
  const referrer = referrerConsumed ? "" : document.referrer;
  referrerConsumed = true;
  captureAttribution({ href: window.location.href, referrer });
}
