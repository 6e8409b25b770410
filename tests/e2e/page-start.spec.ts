import { test, expect } from "./helpers/test";
import { staticPaths } from "#app/config/routes.ts";

/**
 * The first paint is the page's own: until the browser has painted the page
 * and its fonts and priority images (the hero) have arrived, it requests only
 * the HTML, the stylesheet, the fonts and the images; React's modules come
 * after, and React then hydrates the very nodes the browser painted (no node
 * is replaced, nothing logged). Run in the full browser, whose paint timing
 * is a visitor's Chrome's.
 */
const routes = [...staticPaths, "/success-stories/avon", "/case-study/3", "/webinar/bfcm2025", "/no-such-page", "/bigcat"];

type Timeline = {
  firstContentfulPaint: number;
  requests: { path: string; type: string; start: number; end: number }[];
  /** The fonts and the images marked fetchpriority="high". */
  waitedFor: string[];
  sameNodes: boolean;
};

for (const route of routes) {
  test(`${route}: nothing but the page's own files before its first paint; React after it, on the painted nodes`, { tag: "@full-browser" }, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      // A 404 or 410 page logs its own status; anything else logged is a fault.
      if (message.type() === "error" && !/status of 4(04|10)|non-existent route/.test(message.text())) problems.push(message.text());
      if (message.type() === "warning") problems.push(message.text());
    });
    // The page's landmarks and heading as the browser parsed them, kept to be compared with the page React has hydrated.
    await page.addInitScript(() => {
      addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __parsed: Element[] }).__parsed = [...document.querySelectorAll("header, main, footer, h1")];
      });
    });
    await page.goto(route);
    const timeline: Timeline = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      requests: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
        path: new URL(entry.name).pathname,
        type: entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
      waitedFor: [...document.querySelectorAll<HTMLImageElement>("img[fetchpriority=high]")].map((image) => new URL(image.currentSrc).pathname),
      sameNodes: ((parsed) => parsed.length > 0 && parsed.every((element) => element.isConnected))((window as unknown as { __parsed: Element[] }).__parsed),
    }));

    const scripts = timeline.requests.filter((request) => request.path.endsWith(".js"));
    expect(scripts.length, "React's modules were requested").toBeGreaterThan(0);
    const awaited = timeline.requests.filter((request) => request.path.endsWith(".woff2") || timeline.waitedFor.includes(request.path));
    const startedAt = Math.max(timeline.firstContentfulPaint, ...awaited.map((request) => request.end));
    for (const script of scripts) expect(script.start, `${script.path} requested after the first paint, the fonts and the hero`).toBeGreaterThanOrEqual(startedAt);
    const beforePaint = timeline.requests.filter((request) => request.start < timeline.firstContentfulPaint).map((request) => request.path);
    for (const path of beforePaint) expect(path, "requested before the first paint").toMatch(/\.(css|woff2|avif|webp|png|jpe?g|svg)$/);
    expect(timeline.sameNodes, "the nodes the browser painted are the ones React hydrated").toBe(true);
    expect(problems).toEqual([]);
  });
}
