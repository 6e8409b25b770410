import type { Locator, Page } from "@playwright/test";
import { cropBoxOf, expectPhoneCrop, expectReadableCrop } from "./helpers/crop";
import { expect, test } from "./helpers/test";
import { getCaseStudyBySlug } from "#app/content/case-studies/index.ts";

/**
 * A story's page and the list as a designer measures them: the headline
 * results in one row (stacked on phones), each value on one line; a clean
 * hero; three more stories; the closing card's "Talk to an Expert"; and the
 * list's industry chips as one sideways scroller on phones.
 */

const avon = getCaseStudyBySlug("avon")!;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** How many lines an element's text takes. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

async function results(page: Page) {
  const list = page.getByTestId("story-results");
  await expect(list.locator("dd")).toHaveCount(avon.results.length);
  const stats = await list.locator(":scope > div").all();
  return Promise.all(stats.map(box));
}

for (const path of ["/success-stories/avon", "/case-study/3"]) {
  test.describe(path, () => {
    test("at 1280 px the results sit in one row, each value on one line", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const boxes = await results(page);
      expect(new Set(boxes.map((stat) => Math.round(stat.y))).size).toBe(1);
      for (const value of await page.getByTestId("story-results").locator("dd").all()) expect(await lineCount(value)).toBe(1);
    });

    test("at 375 px the results stack, each value on one line, and no hero picture is drawn", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      const boxes = await results(page);
      for (let index = 1; index < boxes.length; index++) {
        expect(boxes[index]!.y).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height - 1);
        expect(Math.round(boxes[index]!.x)).toBe(Math.round(boxes[0]!.x));
      }
      for (const value of await page.getByTestId("story-results").locator("dd").all()) expect(await lineCount(value)).toBe(1);
      // Each value sits beside its label, not above it.
      for (const result of await page.getByTestId("story-results").locator(":scope > div").all()) {
        const value = await box(result.locator("dd"));
        const label = await box(result.locator("dt"));
        expect(label.x).toBeGreaterThanOrEqual(value.x + value.width);
      }
      const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
      // The customer's wordmark is the only picture the hero shows on a phone.
      await expect(hero.locator("img:visible")).toHaveCount(1);
      await expect(hero.locator("img:visible")).toHaveAttribute("alt", /\S/);
    });
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px no picture in the hero reaches under the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/success-stories/avon");
    const header = await box(page.locator("header").first());
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    for (const image of await hero.locator("img:visible").all()) {
      const picture = await box(image);
      expect(picture.y).toBeGreaterThanOrEqual(header.y + header.height);
    }
  });
}

test("More stories: three cards linking to other stories' pages", async ({ page }) => {
  await page.goto("/success-stories/avon");
  const more = page.getByRole("region", { name: "More stories" });
  const links = more.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/success-stories\/[A-Za-z0-9-]+$/);
    expect(href).not.toBe("/success-stories/avon");
  }
  await links.first().click();
  await expect(page).toHaveURL(/\/success-stories\/(?!avon$)[A-Za-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(avon.title, { timeout: 15_000 });
});

test("the story shows its product and its customer's words", async ({ page }) => {
  await page.goto("/success-stories/avon");
  await expect(page.getByRole("link", { name: "Explore SafeOpt" })).toHaveAttribute("href", "/safeopt");
  await expect(page.getByRole("figure").filter({ hasText: avon.testimonial!.author })).toContainText(avon.testimonial!.quote);
});

test("a story about Minty, as its record names it, shows Minty and closes with Minty's call to action", async ({ page }) => {
  const stanley = getCaseStudyBySlug("stanley1913")!;
  expect(stanley.product).toBe("minty");
  await page.goto("/success-stories/stanley1913");
  await expect(page.getByRole("link", { name: "Discover Minty" })).toHaveAttribute("href", "/minty");
  await expect(page.getByRole("link", { name: "Explore SafeOpt" })).toHaveCount(0);
});

for (const slug of ["avon", "stanley1913"]) {
  test(`/success-stories/${slug}: the product figure shows a readable region of its artwork on a phone and a tablet, words about 10 px and more, and its top on a desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/success-stories/${slug}`);
    const art = page.getByTestId("product-figure-art");
    await expectPhoneCrop(art, 0.8);
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReadableCrop(art, 0.8, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    const desktop = await cropBoxOf(art);
    expect(desktop.pictureInside).toBe(true);
    expect(desktop.shownWidth).toBeCloseTo(desktop.width, 0);
    expect(desktop.width / desktop.height).toBeCloseTo(16 / 10, 1);
  });
}

test("the closing card's Talk to an Expert opens the contact dialog", async ({ page }) => {
  await page.goto("/success-stories/avon");
  const closing = page.locator("section[aria-labelledby=\"closing-title\"]");
  await closing.getByRole("link", { name: "Talk to an Expert" }).click();
  await expect(page.getByRole("dialog", { name: "Talk to an Expert" })).toBeVisible();
});

test("at 375 px the industry chips are one row that scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/success-stories");
  const row = page.getByRole("group", { name: "Industry" });
  const chips = await row.getByRole("link").all();
  const tops = new Set(await Promise.all(chips.map(async (chip) => Math.round((await box(chip)).y))));
  expect(tops.size).toBe(1);
  const { scrollWidth, clientWidth } = await row.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("at 375 px a chip that takes keyboard focus shows whole, its focus outline unclipped by the row", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/success-stories");
  const row = page.getByRole("group", { name: "Industry" });
  const chips = await row.getByRole("link").all();
  await chips[0]!.focus();
  for (const [index, chip] of chips.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(chip).toBeFocused();
    // The chip and its outline (its width and offset) lie inside the part of the row that shows.
    const fit = await chip.evaluate((element) => {
      const style = getComputedStyle(element);
      const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const chipBox = element.getBoundingClientRect();
      const rowBox = element.parentElement!.getBoundingClientRect();
      return {
        ring,
        inside:
          chipBox.left - ring >= rowBox.left - 0.5 &&
          chipBox.right + ring <= rowBox.right + 0.5 &&
          chipBox.top - ring >= rowBox.top - 0.5 &&
          chipBox.bottom + ring <= rowBox.bottom + 0.5,
      };
    });
    expect(fit.ring).toBeGreaterThan(0);
    expect(fit.inside).toBe(true);
  }
});

test("at 1280 px the grid's last card is centred, not left at the start of its row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/success-stories");
  const tiles = page.locator("#stories ul > li");
  const count = await tiles.count();
  const grid = await box(page.locator("#stories ul"));
  const last = await box(tiles.nth(count - 1));
  const rowStart = count % 3 === 0 ? count - 3 : count - (count % 3);
  const first = await box(tiles.nth(rowStart));
  const rowCentre = (first.x + last.x + last.width) / 2;
  expect(Math.abs(rowCentre - (grid.x + grid.width / 2))).toBeLessThan(2);
});
