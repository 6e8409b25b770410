import { describe, expect, it } from "vitest";
import { ATTRIBUTION_STORAGE_KEY, captureAttribution, readAttribution, touchFromVisit } from "./attribution";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const t1 = new Date("2025-03-01T10:00:00.000Z");
const t2 = new Date("2025-03-05T10:00:00.000Z");
const t3 = new Date("2025-03-09T10:00:00.000Z");

describe("touchFromVisit", () => {
  it("reads UTM parameters, click ids, the landing page and an external referrer", () => {
    const touch = touchFromVisit(
      "https://site.example/safeopt?utm_source=google&utm_medium=cpc&utm_campaign=bfcm&gclid=abc123#top",
      "https://www.google.com/",
      t1,
    );
    expect(touch).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "bfcm",
      gclid: "abc123",
      referrer: "https://www.google.com/",
      landingPage: "https://site.example/safeopt?utm_source=google&utm_medium=cpc&utm_campaign=bfcm&gclid=abc123",
      at: t1.toISOString(),
    });
  });

  it("is no touch for a direct or internal visit", () => {
    expect(touchFromVisit("https://site.example/help", "", t1)).toBeNull();
    expect(touchFromVisit("https://site.example/help", "https://site.example/", t1)).toBeNull();
  });

  it("counts fbclid and msclkid as campaign visits and bounds long values", () => {
    const long = "x".repeat(500);
    const touch = touchFromVisit(`https://site.example/?fbclid=${long}&msclkid=m1`, "", t1);
    expect(touch?.fbclid).toHaveLength(300);
    expect(touch?.msclkid).toBe("m1");
    expect(touch?.referrer).toBeUndefined();
  });
});

describe("captureAttribution", () => {
  it("keeps the first touch and moves the last touch on each campaign visit", () => {
    const storage = memoryStorage();
    captureAttribution({ href: "https://site.example/?utm_source=newsletter", referrer: "", now: t1, storage });
    // A plain internal page view changes nothing.
    captureAttribution({ href: "https://site.example/help", referrer: "", now: t2, storage });
    expect(readAttribution(storage).lastTouch?.utm_source).toBe("newsletter");

    captureAttribution({ href: "https://site.example/minty?utm_source=facebook&fbclid=f1", referrer: "", now: t3, storage });
    const stored = readAttribution(storage);
    expect(stored.firstTouch).toMatchObject({ utm_source: "newsletter", at: t1.toISOString() });
    expect(stored.lastTouch).toMatchObject({ utm_source: "facebook", fbclid: "f1", at: t3.toISOString() });
  });

  it("records a direct first visit with its landing page", () => {
    const storage = memoryStorage();
    const result = captureAttribution({ href: "https://site.example/careers", referrer: "", now: t1, storage });
    expect(result.firstTouch).toEqual({ landingPage: "https://site.example/careers", at: t1.toISOString() });
    expect(JSON.parse(storage.data.get(ATTRIBUTION_STORAGE_KEY) ?? "{}").firstTouch.landingPage).toBe(
      "https://site.example/careers",
    );
  });

  it("survives broken storage: corrupt data, a throwing setItem, no storage at all", () => {
    const storage = memoryStorage();
    storage.data.set(ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(readAttribution(storage)).toEqual({});
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => captureAttribution({ href: "https://site.example/?utm_source=x", referrer: "", storage: throwing })).not.toThrow();
    expect(captureAttribution({ href: "https://site.example/", referrer: "", storage: null })).toEqual({});
  });
});
