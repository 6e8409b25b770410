import { type Locator, type Page, expect, test } from "./helpers/test";

/**
 * On a phone, a long page's first screens download only what they show.
 * Home's first screens show raster pictures only: an SVG in an `<img>` is a
 * document the browser parses and lays out on the main thread. A story card
 * takes its picture and wordmark from one file, and each tile of
 * /success-stories, like each section of a legal document, is skipped
 * (`content-visibility: auto`) until the visitor scrolls near it.
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

test("Home: the pictures of its first screens are raster files, none an SVG document; the trust cards' six are one request", { tag: "@full-browser" }, async ({ page }) => {
  await page.goto("/");
  const maya = page.getByRole("img", { name: "Maya, a Minty shopper" });
  const rating = page.getByRole("img", { name: /^Rated 4\.8 out of 5/ });
  const brands = page.getByRole("img", { name: /^Brands growing with Lumora/ });
  // All three start with the page on a phone: they sit within the browser's lazy-loading distance.
  for (const image of [maya, rating, brands]) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(/\.avif$/);
  }
  const requested = await imagesRequested(page);
  expect(requested.filter((pathname) => pathname.endsWith(".svg"))).toEqual([]);
  expect(requested.filter((pathname) => pathname.startsWith("/assets/trust-cards-"))).toHaveLength(1);
});

test("/success-stories: a card's picture and wordmark are one request, and the grid beyond the first tiles waits for the scroll", { tag: "@full-browser" }, async ({ page }) => {
  await page.goto("/success-stories");
  const tiles = page.locator("#stories li");
  // Each tile skips its own card while far from view.
  const card = (index: number) => tiles.nth(index).locator("article");
  expect(await laidOut(card(2))).toBe(true);
  expect(await laidOut(card(3))).toBe(false);
  // The featured story's picture, and one file for each of the first three cards (the grid leaves the featured story out).
  const atLoad = await imagesRequested(page);
  expect(atLoad.filter((pathname) => pathname.startsWith("/assets/") && pathname.endsWith(".svg"))).toHaveLength(4);
  expect(atLoad.filter((pathname) => pathname.startsWith("/images/"))).toEqual([]);

  // Each view shows its own part at its own shape: the wordmark is as wide as its ratio says.
  const wordmark = tiles.first().getByRole("img", { name: /Harbor & Pine/ });
  await expect(wordmark).toHaveAttribute("src", /\.svg#wordmark$/);
  await expect(wordmark).toHaveJSProperty("complete", true);
  const [width, height, drawn] = await wordmark.evaluate((img: HTMLImageElement) => [img.width, img.height, img.getBoundingClientRect().width]);
  expect(Math.abs(drawn - (24 * width) / height)).toBeLessThan(1);

  const lengthAtLoad = await page.evaluate(() => document.documentElement.scrollHeight);
  await scrollToTheEnd(page);
  await expect.poll(() => laidOut(tiles.last().locator("article"))).toBe(true);
  const lengthDrawn = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(Math.abs(lengthDrawn - lengthAtLoad) / lengthDrawn).toBeLessThan(0.05);
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

  test("opening a dialog leaves what the page's elements inherit unchanged, so the page is not restyled, and the page behind it cannot be clicked", async ({ page }) => {
    await page.goto("/");
    const inherited = () => page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--removed-body-scroll-bar-size"));
    const before = await inherited();
    await page.getByRole("main").getByRole("link", { name: "Get started" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The scroll lock is on, and it changed nothing <body>'s descendants inherit.
    await expect(page.locator("body")).toHaveAttribute("data-scroll-locked", /\d/);
    expect(await inherited()).toBe(before);
    // Nor did blocking the page's pointer events (pointer-events: none on <body>) reach them…
    await expect(page.locator("body")).toHaveCSS("pointer-events", "none");
    await expect(page.locator("main")).toHaveCSS("pointer-events", "auto");
    // …and the page still cannot be clicked: the overlay takes the press and closes the dialog.
    const link = await page.locator("header a").first().boundingBox();
    await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});
