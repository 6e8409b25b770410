import { type Page, type Response, test as base } from "@playwright/test";

export * from "@playwright/test";

/** Resolves once React has hydrated the page (the client entry sets `data-hydrated` on <html> when hydration commits). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
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
