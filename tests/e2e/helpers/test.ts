import { type Page, type Response, test as base } from "@playwright/test";

export * from "@playwright/test";

/** Resolves once React has hydrated the page (the client entry marks "hydrated" when hydration commits). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("hydrated", "mark").length > 0, undefined, { timeout: 15_000 });
}

/**
 * Keeps `waitForHydration` working on a page under `page.clock` (the `page`
 * fixture here does it for its page; a page opened any other way needs it
 * before its first `goto`).
 */
export async function keepHydrationMarkUnderClock(page: Page): Promise<void> {
  await page.addInitScript(keepMarksUnderTestClock);
}

/**
 * `page.clock` swaps the page's `performance` for a stand-in whose `mark`
 * records nothing and whose `getEntriesByName` always answers [], so under
 * a test clock the "hydrated" mark would never show and every `goto` would
 * time out. Run before the page's scripts: when a clock puts its stand-in
 * in place, the names marked on it are kept and reported back as marks.
 * The real `performance` is left as it is.
 */
function keepMarksUnderTestClock() {
  // The type says Performance; under a clock it is only shaped like one.
  const keepMarks = (candidate: Pick<Performance, "mark" | "getEntriesByName">): Performance => {
    if (candidate instanceof Performance) return candidate;
    const marked = new Set<string>();
    const mark = candidate.mark.bind(candidate);
    const entriesByName = candidate.getEntriesByName.bind(candidate);
    candidate.mark = (name, options) => {
      marked.add(name);
      return mark(name, options);
    };
    candidate.getEntriesByName = (name, type) =>
      marked.has(name) && (type === undefined || type === "mark")
        ? ([{ name, entryType: "mark", startTime: 0, duration: 0 }] as unknown as PerformanceEntryList)
        : entriesByName(name, type);
    return candidate as Performance;
  };
  let current = keepMarks(window.performance);
  Object.defineProperty(window, "performance", {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: Performance) => {
      current = keepMarks(value);
    },
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
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      await keepHydrationMarkUnderClock(page);
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
