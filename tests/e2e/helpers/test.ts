import { type BrowserContext, devices, type Page, type Response, test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Whether React has hydrated the page: the client entry's "hydrated" mark, read
 * from the browser's timeline (Playwright's fake clock empties `performance`).
 */
export const hydrated = () => {
  const marks = new PerformanceObserver(() => undefined);
  marks.observe({ type: "mark", buffered: true });
  const taken = marks.takeRecords();
  marks.disconnect();
  return taken.some((mark) => mark.name === "hydrated");
};

/** Resolves once React has hydrated the page (the client entry marks "hydrated" when hydration commits). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hydrated, undefined, { timeout: 15_000 });
}

/**
 * Playwright's fake clock puts a `performance` of its own in the page, whose
 * marks go nowhere: in the context's pages each mark also reaches the
 * browser's timeline, where `hydrated` reads it. (Runs before the clock's
 * own script, which is added when a journey first touches the clock.)
 */
export async function keepMarksUnderFakeClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const real = performance;
    let current = real;
    Object.defineProperty(window, "performance", {
      configurable: true,
      get: () => current,
      set(replacement: Performance) {
        if (replacement !== real) {
          const fakeMark = replacement.mark.bind(replacement);
          replacement.mark = (name, options) => (real.mark(name, options), fakeMark(name, options));
        }
        current = replacement;
      },
    });
  });
}

/**
 * Most journeys play a visitor who acts once the page is ready, so with
 * JavaScript on, `page.goto` and `page.reload` here also wait for hydration
 * when the answer is an HTML page. Journeys about the page before React or
 * without JavaScript (early-visitor.spec.ts) pass `waitUntil` other than
 * "load", or turn JavaScript off.
 */
export const test = base.extend({
  // Each journey is a visitor of its own to the server's count (it tells
  // visitors apart by address and user agent, and every journey comes from
  // 127.0.0.1): its browser's agent carries the test's id.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: there are none
  userAgent: async ({}, provide, testInfo) => provide(`${devices["Desktop Chrome"].userAgent} Journey/${testInfo.testId}`),
  context: async ({ context }, provide) => {
    await keepMarksUnderFakeClock(context);
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const hydrateAfter = async (response: Response | null, waitUntil: string | undefined) => {
        const isPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
        if (isPage && (waitUntil === undefined || waitUntil === "load" || waitUntil === "networkidle")) await waitForHydration(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => hydrateAfter(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => hydrateAfter(await reload(options), options?.waitUntil);
    }
    await provide(page);
  },
});
