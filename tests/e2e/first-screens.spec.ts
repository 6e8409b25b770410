import { type Locator, type Page, expect, test } from "./helpers/test";

/**
 * On a phone, a long page's first screens lay out and download only what
 * they show. Sections that start below 2.5 screen heights
 * (`BeyondFirstScreens`, `content-visibility: auto`) are skipped until the
 * visitor scrolls near them, so their lazy pictures cannot start with the
 * first screens on any connection; Home's trust cards take their six
 * pictures from one file.
 */
test.use({ viewport: { width: 412, height: 823 } });

/** Paths of the images the page has requested so far. */
async function imagesRequested(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /\.(svg|avif|webp|png|jpe?g)$/.test(pathname)),
  );
}

/** False while the browser skips the element's rendering (a `content-visibility: auto` ancestor far from view). */
function laidOut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

async function scrollToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test("Home: the trust cards' six pictures are one request; the sections from the channel cards on wait for the scroll", async ({ page }) => {
  await page.goto("/");
  const trustCardFiles = (await imagesRequested(page)).filter((pathname) => pathname === "/images/home/trust-cards.svg");
  expect(trustCardFiles).toHaveLength(1);
  await expect(page.getByRole("img", { name: "Maya, a Minty shopper" })).toHaveJSProperty("complete", true);
  await expect(page.getByRole("img", { name: /^Rated 4\.8 out of 5/ })).toHaveJSProperty("complete", true);

  const channels = page.getByRole("heading", { name: "New Growth Channels Built for Performance" });
  expect(await laidOut(channels)).toBe(false);
  await scrollToTheEnd(page);
  await expect.poll(() => laidOut(channels)).toBe(true);
  await expect(page.getByRole("heading", { name: /Ready to Lumora/ })).toBeVisible();
});

test("SafeOpt: the sections from the stories on wait for the scroll", async ({ page }) => {
  await page.goto("/safeopt");
  const stories = page.locator("#stories h2");
  expect(await laidOut(stories)).toBe(false);
  await scrollToTheEnd(page);
  await expect.poll(() => laidOut(stories)).toBe(true);
  await expect(page.locator("#stories").getByRole("link").first()).toBeVisible();
});

test.describe("on a phone, where scrollbars overlay the page", () => {
  test.use({ isMobile: true, hasTouch: true });

  test("a legal document's far sections wait for the scroll; a jump from its table of contents lands on the heading", async ({ page }) => {
    await page.goto("/privacy");
    const headings = page.locator(".legal-prose h2");
    const last = headings.last();
    expect(await laidOut(headings.first())).toBe(true);
    expect(await laidOut(last)).toBe(false);
    const heightAtLoad = await page.evaluate(() => document.documentElement.scrollHeight);

    await page.locator(".legal-toc-mobile summary").click();
    await page.locator(`.legal-toc-mobile a[href="#${await last.getAttribute("id")}"]`).click();
    // Just below the sticky header (the page's 5rem scroll padding).
    await expect.poll(() => last.evaluate((heading) => Math.round(heading.getBoundingClientRect().top))).toBe(80);
    expect(await laidOut(last)).toBe(true);

    // The skipped sections' estimated heights are close: the page barely changes length once read.
    await scrollToTheEnd(page);
    const heightRead = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(heightRead - heightAtLoad) / heightRead).toBeLessThan(0.05);
  });

  test("opening a dialog leaves what the page's elements inherit unchanged, so the page is not restyled", async ({ page }) => {
    await page.goto("/");
    const inherited = () => page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--removed-body-scroll-bar-size"));
    const before = await inherited();
    await page.getByRole("main").getByRole("button", { name: "Get started" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The scroll lock is on, and it changed nothing <body>'s descendants inherit.
    await expect(page.locator("body")).toHaveAttribute("data-scroll-locked", /\d/);
    expect(await inherited()).toBe(before);
  });
});
