import { type Page, type Route, expect, test, waitForHydration } from "./helpers/test";

/**
 * A prerendered page paints from its HTML, stylesheet, font and images alone;
 * React's code is requested only after the load event and the first paint,
 * or as soon as the visitor presses, touches, types or moves focus.
 */

/** Script requests, in page time (ms), and the page's load event start. */
async function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === "script" || entry.initiatorType === "link" || /\.js(\?|$)/.test(entry.name))
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    return { loadEventStart: navigation.loadEventStart, firstContentfulPaint: paint, scripts };
  });
}

test("a prerendered page requests no script before its load event and first paint, then hydrates", async ({ page }) => {
  await page.goto("/minty");
  const { loadEventStart, firstContentfulPaint, scripts } = await scriptTimings(page);
  expect(loadEventStart).toBeGreaterThan(0);
  expect(firstContentfulPaint).toBeGreaterThan(0);
  expect(scripts.map((script) => script.url)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/framework-/), expect.stringMatching(/^\/assets\/router-/), expect.stringMatching(/^\/assets\/boot-/)]),
  );
  for (const script of scripts) {
    expect(script.start, script.url).toBeGreaterThanOrEqual(loadEventStart);
    expect(script.start, script.url).toBeGreaterThanOrEqual(firstContentfulPaint);
  }
  // Hydrated: the carousel's controls work.
  await page.getByRole("button", { name: /next/i }).first().click();
});

test("React DOM and React Router load as two files, React DOM first, so each evaluates in a task of its own", async ({ request }) => {
  const html = await (await request.get("/minty")).text();
  const modules = html.match(/\("\/assets\/boot-[^"]+\.js",(\[[^\]]+\])\)/)?.[1];
  expect(modules, "the hydration loader's module list").toBeTruthy();
  const list = JSON.parse(modules!) as string[];
  const framework = list.findIndex((path) => /^\/assets\/framework-/.test(path));
  const router = list.findIndex((path) => /^\/assets\/router-/.test(path));
  expect(framework).toBeGreaterThanOrEqual(0);
  expect(router).toBeGreaterThan(framework);
  // Why the order matters: React Router's file imports React DOM's.
  const routerSource = await (await request.get(list[router]!)).text();
  expect(routerSource).toContain(`"./${list[framework]!.split("/").pop()}"`);
});

test("a visitor who reaches for the page before it has loaded starts React at once", async ({ page }) => {
  // Hold every image, so the load event cannot come.
  const held: Route[] = [];
  await page.route(/\.(avif|webp|png|jpe?g|svg)(\?|$)/, (route) => {
    held.push(route);
  });
  await page.goto("/minty", { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);

  await page.keyboard.press("Tab");
  await waitForHydration(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  expect(held.length).toBeGreaterThan(0);
});

test("until then the page works as plain HTML: a link is a link", async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/minty", { waitUntil: "domcontentloaded" });
  await page.getByRole("contentinfo").getByRole("link", { name: "Success Stories", exact: true }).click();
  await expect(page).toHaveURL(/\/success-stories$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
