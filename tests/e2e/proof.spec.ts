import { blockAutoplay } from "./helpers/page";
import { expect, type Locator, type Page, test, waitForHydration } from "./helpers/test";

/**
 * The proof on the SafeOpt page as a visitor meets it: the reviews are words
 * (readable, selectable, inside a phone's width), the video's play control
 * sits in a corner of the poster rather than on the product, and the
 * customer logos end in a balanced row.
 */

/** Sections below the fold stay still (no reveal) so their boxes can be measured at once. */
async function open(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(path);
  await waitForHydration(page);
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("no box: the element is not rendered");
  return found;
}

/** The three reviews as the page shows them (app/content/safeopt.ts). */
const reviews = [
  { quote: "Paid for itself in the first week.", role: "Growth lead, apparel", rating: 5 },
  { quote: "Our best ROAS channel by far.", role: "Head of ecommerce", rating: 5 },
  { quote: "Live in a single afternoon.", role: "Performance marketer", rating: 5 },
];

test.describe("SafeOpt reviews", () => {
  test("each review is text in the page, not a picture, with its role and rating", async ({ page }) => {
    await open(page, "/safeopt");
    const strip = page.getByRole("region", { name: "Reviews" });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator("img")).toHaveCount(0);
    await expect(strip.getByText("4.8/5", { exact: true })).toBeVisible();
    await expect(strip.getByText("Rated by performance marketers", { exact: true })).toBeVisible();
    await expect(strip.getByText("Verified reviews", { exact: true })).toBeVisible();
    await expect(strip.getByRole("img", { name: /4\.8 out of 5/ })).toBeVisible();
    for (const review of reviews) {
      const quote = strip.getByText(`“${review.quote}”`, { exact: true });
      await expect(quote).toBeVisible();
      expect(await quote.evaluate((element) => element.tagName)).toBe("P");
      const card = strip.getByRole("figure").filter({ hasText: review.quote });
      await expect(card.getByText(review.role, { exact: true })).toBeVisible();
      await expect(card.getByRole("img", { name: `${review.rating} out of 5 stars` })).toBeVisible();
    }
    await expect(strip.getByRole("link", { name: /Read the reviews/ })).toHaveAttribute("target", "_blank");
  });

  test("a quote can be selected like any text", async ({ page }) => {
    await open(page, "/safeopt");
    const quote = page.getByText(`“${reviews[0]!.quote}”`, { exact: true });
    expect(await quote.evaluate((element) => getComputedStyle(element).userSelect)).not.toBe("none");
    await quote.click({ clickCount: 3 });
    expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe(`“${reviews[0]!.quote}”`);
  });

  for (const width of [320, 375]) {
    test(`at ${width} px every review card fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/safeopt");
      const strip = page.getByRole("region", { name: "Reviews" });
      await strip.scrollIntoViewIfNeeded();
      const cards = strip.getByRole("figure");
      await expect(cards).toHaveCount(reviews.length);
      for (const card of await cards.all()) {
        const { x, width: cardWidth } = await box(card);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + cardWidth).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("SafeOpt video play control", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px the play control sits in the poster's corner, off the product, and pressing it plays with sound`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      test.slow();
      await blockAutoplay(page);
      await page.goto("/safeopt");
      await waitForHydration(page);
      const play = page.getByRole("button", { name: "Play the SafeOpt video with sound" });
      await expect(play).toHaveAttribute("data-visible", "true", { timeout: 5_000 });
      const video = page.locator("video");
      const poster = await box(video.locator(".."));
      const pill = page.getByTestId("video-play-pill");
      await expect(pill).toBeVisible();
      await expect(pill).toHaveCSS("opacity", "1");
      const control = await box(pill);
      // Inside one of the poster's top quarters (top left on the whole poster, top right
      // on the phone and tablet crop, whose left column is the product's name)…
      expect(control.x).toBeGreaterThanOrEqual(poster.x);
      expect(control.y).toBeGreaterThanOrEqual(poster.y);
      expect(control.x + control.width).toBeLessThanOrEqual(poster.x + poster.width);
      expect(control.y + control.height).toBeLessThanOrEqual(poster.y + poster.height / 2);
      const inLeftHalf = control.x + control.width <= poster.x + poster.width / 2;
      const inRightHalf = control.x >= poster.x + poster.width / 2;
      expect(inLeftHalf || inRightHalf).toBe(true);
      // …and clear of its centre, where the product, its name and its price are.
      const centre = { x: poster.x + poster.width * 0.25, y: poster.y + poster.height * 0.25, width: poster.width / 2, height: poster.height / 2 };
      const overlaps =
        control.x < centre.x + centre.width &&
        control.x + control.width > centre.x &&
        control.y < centre.y + centre.height &&
        control.y + control.height > centre.y;
      expect(overlaps).toBe(false);

      await pill.click();
      await expect(play).toBeHidden();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && !element.muted), { timeout: 15_000 }).toBe(true);
    });
  }
});

test.describe("SafeOpt customer logos", () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px the last row of logos is full or centred`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/safeopt");
      const list = page.getByRole("region", { name: "Trusted by thousands of growing brands" }).getByRole("list");
      await list.scrollIntoViewIfNeeded();
      const area = await box(list);
      const items = await Promise.all((await list.getByRole("listitem").all()).map(box));
      const rows = new Map<number, Box[]>();
      for (const item of items) {
        const top = Math.round(item.y);
        rows.set(top, [...(rows.get(top) ?? []), item]);
      }
      const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
      const [first, last] = [ordered[0]!, ordered.at(-1)!];
      if (last.length === first.length) return;
      const left = Math.min(...last.map((item) => item.x)) - area.x;
      const right = area.x + area.width - Math.max(...last.map((item) => item.x + item.width));
      expect(Math.abs(left - right), `last row of ${last.length}: ${left} px left, ${right} px right`).toBeLessThanOrEqual(2);
    });
  }
});
