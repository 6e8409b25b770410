import type { Beacon } from "#app/forms/page-view-beacon.ts";
import { type DeviceClass, deviceClass } from "./user-agent.ts";
import { withoutPersonalData } from "./personal-data.ts";
import { isConsolePath } from "../http/console-guard.ts";

/** Only whether one was present is kept, never its value. */
const CLICK_IDS = ["gclid", "fbclid", "msclkid", "li_fat_id"] as const;
const UTM = ["source", "medium", "campaign", "content", "term"] as const;

export type PageView = {
  path: string;
  /** Never its path or query. */
  referrerHost: string | null;
  utm: Record<(typeof UTM)[number], string | null>;
  adClick: boolean;
  device: DeviceClass;
};

/** An address or phone number is replaced by a marker. */
const short = (value: string | null) => (value ? withoutPersonalData(value.trim().toLowerCase()).slice(0, 100) || null : null);

/** Null for console pages (the team's own tool). */
export function pageViewOf(beacon: Beacon, { siteHost, userAgent }: { siteHost: string; userAgent: string }): PageView | null {
  let url: URL;
  try {
    url = new URL(beacon.url, "http://site.invalid");
  } catch {
    return null;
  }
  const path = url.pathname.slice(0, 300);
  if (isConsolePath(path)) return null;
  let referrerHost: string | null = null;
  if (beacon.referrer) {
    try {
      const host = new URL(beacon.referrer).hostname.toLowerCase();
      referrerHost = host && host !== siteHost ? host.slice(0, 100) : null;
    } catch {
      referrerHost = null;
    }
  }
  const params = url.searchParams;
  return {
    path,
    referrerHost,
    utm: Object.fromEntries(UTM.map((key) => [key, short(params.get(`utm_${key}`))])) as PageView["utm"],
    adClick: CLICK_IDS.some((key) => params.has(key)),
    device: deviceClass(userAgent),
  };
}
