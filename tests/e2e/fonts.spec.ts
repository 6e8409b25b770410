import { staticPaths } from "../../app/config/routes";
import { expect, test } from "./helpers/test";

/**
 * Inter comes in three faces of one family (app/assets/fonts/inter.css): every
 * page preloads "core" (ASCII and the punctuation the copy uses); the other two
 * load only for a character outside it. The site's own pages need core alone,
 * so their text is set in Inter from the first paint with one 16.5 KB file. A
 * page that starts needing another face still renders correctly, one request
 * later: widen the core range in tools/fonts/subset-inter.sh if that
 * character is there to stay.
 */
test("every page's text is set from the preloaded core face alone", async ({ page }) => {
  test.slow();
  for (const path of [...staticPaths, "/success-stories/avon", "/case-study/3", "/webinar/bfcm2025"]) {
    await page.goto(path);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        inter: document.fonts.check('700 16px "Inter Variable"', "Aa"),
        files: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith(".woff2")),
      };
    });
    expect(fonts.inter, path).toBe(true);
    expect(fonts.files, path).toEqual([expect.stringMatching(/^\/assets\/inter-core-wght-400-800-[\w-]+\.woff2$/)]);
  }
});
