import { expect, type Locator, type Page, test } from "./helpers/test";
import { getWebinar } from "#app/content/webinars/index.ts";

/**
 * Every person the site shows is a drawn portrait in one round frame: the
 * shoppers on Home's trust card and the author of Home's testimonial, the
 * customer beside a story's pull quote, a webinar's presenter and the
 * teammates on the Careers hero. Each is
 * an image that has loaded (not initials standing in for one), square and
 * cropped to a circle.
 */
const bfcm = getWebinar("bfcm2025")!;

type Frame = { tag: string; loaded: boolean; width: number; height: number; round: boolean };

/** Brings the image into view (lazy images load there), waits until it has loaded, and measures its frame. */
async function frameOf(image: Locator): Promise<Frame> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      loaded: element.naturalWidth > 0,
      width: Math.round(box.width),
      height: Math.round(box.height),
      // A circle: every corner's radius at least half the side.
      round: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius].every(
        (radius) => Number.parseFloat(radius) >= box.width / 2 - 0.5,
      ),
    };
  });
}

function expectPortrait(frame: Frame, side?: number) {
  expect(frame).toMatchObject({ tag: "IMG", loaded: true, round: true });
  expect(frame.height).toBe(frame.width);
  if (side !== undefined) expect(frame.width).toBe(side);
}

async function open(page: Page, path: string) {
  await page.goto(path);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("Home: the five shoppers and the testimonial's author are loaded portraits in round frames, no initials", async ({ page }) => {
      await open(page, "/");
      const shoppers = page.getByRole("list", { name: "Some of our shoppers" });
      for (const name of ["Maya", "Daniel", "Amara", "Kenji", "Sofia"]) {
        expectPortrait(await frameOf(shoppers.getByRole("img", { name: `${name}, a Minty shopper` })), 48);
      }
      // Initials are only the fallback of a picture that failed: none shows.
      for (const initials of ["MR", "DK", "AO", "KT", "SL"]) await expect(shoppers.getByText(initials, { exact: true })).toHaveCount(0);

      const quote = page.getByRole("region", { name: "What our customers say" });
      const caption = quote.locator("figcaption");
      await expect(caption.getByText("Jordan Ellis")).toBeVisible();
      expectPortrait(await frameOf(caption.locator("img")), 48);
      await expect(caption.getByText("JE", { exact: true })).toHaveCount(0);
    });

    test("a story page: the pull quote's author is a loaded portrait in a round frame", async ({ page }) => {
      await open(page, "/success-stories/avon");
      const caption = page.locator("figure", { has: page.locator("blockquote") }).locator("figcaption");
      await expect(caption.getByText("Renee Whitaker")).toBeVisible();
      expectPortrait(await frameOf(caption.locator("img")), 56);
      await expect(caption.getByText("RW", { exact: true })).toHaveCount(0);
    });

    test("a webinar: the presenter is a loaded portrait in a round frame", async ({ page }) => {
      await open(page, `/webinar/${bfcm.id}`);
      const presenter = page.getByRole("region", { name: "About the Presenter" });
      expectPortrait(await frameOf(presenter.getByRole("img", { name: bfcm.presenter.name })), 112);
    });

    test("Careers: the teammates on the hero's line are loaded portraits in round frames", async ({ page }) => {
      await open(page, "/careers");
      // Decorative: the artwork is hidden from assistive technology, so the portraits are found by their frame.
      const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
      const teammates = hero.locator("img.rounded-full");
      await expect(teammates).toHaveCount(2);
      for (const teammate of await teammates.all()) expectPortrait(await frameOf(teammate));
    });
  });
}
