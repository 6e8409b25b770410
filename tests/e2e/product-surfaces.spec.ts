import { expect, type Page, test } from "./helpers/test";
import { cropBoxOf, expectReadableCrop } from "./helpers/crop";

/**
 * Each product page shows one screen of its product at full size, in the
 * section it belongs to: SafeOpt's reporting under its benefits, Minty's
 * panel over a store page under its features, Boost's checkout under its
 * steps. A visitor sees it load into a box that already had its shape (the
 * page does not jump), whole on a desktop with words no smaller than 11 px,
 * and on a phone as a readable region of it that fits the screen.
 */

const surfaces = [
  { path: "/safeopt", section: "benefits", file: "reporting", alt: /reporting for one store/ },
  { path: "/minty", section: "features", file: "panel", alt: /Minty’s panel open over a store’s product page/ },
  { path: "/minty-cashback-boost", section: "how-it-works", file: "checkout", alt: /checkout at the store/ },
] as const;

/** The drawings' smallest words are 13 units: at 11/13 of their size they are 11 px. */
const DESKTOP_SCALE = 11 / 13;
/** On a phone the crop shows them at three quarters of their size at least (about 10 px), not shrunk to 4 px with the whole drawing. */
const PHONE_SCALE = 0.75;

/** Holds the surface's image files back until the returned function is called, so the box can be measured before it has a picture. */
async function holdImage(page: Page, file: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${file}-\\d+-[^/]+\\.(avif|webp)$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const boxOf = (page: Page) => cropBoxOf(page.getByTestId("product-surface"));

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 812 },
] as const) {
  test.describe(`product surfaces on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const surface of surfaces) {
      test(`${surface.path} shows its product surface in #${surface.section}, loaded into a box that keeps its shape`, async ({ page }) => {
        const release = await holdImage(page, surface.file);
        await page.goto(surface.path);

        // In its section, named for screen readers, and not on the first screen (it loads lazily).
        const box = page.locator(`section#${surface.section}`).getByTestId("product-surface");
        await expect(box).toHaveCount(1);
        await expect(page.getByTestId("product-surface")).toHaveCount(1);
        const image = box.getByRole("img", { name: surface.alt });
        await expect(image).toHaveAttribute("loading", "lazy");
        expect((await box.boundingBox())!.y).toBeGreaterThan(viewport.height);

        // Before its picture arrives the box already has its final shape.
        await box.scrollIntoViewIfNeeded();
        const empty = await boxOf(page);
        expect(empty.loaded).toBe(false);
        expect(empty.height).toBeGreaterThan(200);

        release();
        await expect.poll(async () => (await boxOf(page)).loaded, { timeout: 15_000 }).toBe(true);
        const shown = await boxOf(page);
        expect(shown.width).toBeCloseTo(empty.width, 0);
        expect(shown.height).toBeCloseTo(empty.height, 0);
        // The picture covers its box: no empty band inside it.
        expect(shown.pictureInside).toBe(true);

        if (viewport.name === "desktop") {
          // Whole: the box has the drawing's ratio, and its words are 11 px or more.
          expect(shown.width / shown.height).toBeCloseTo(shown.drawnWidth / shown.drawnHeight, 2);
          expect(shown.shownWidth).toBeCloseTo(shown.width, 0);
          expect(shown.shownWidth / shown.drawnWidth).toBeGreaterThanOrEqual(DESKTOP_SCALE);
        } else {
          // A readable region of it, inside the screen, and the page does not scroll sideways.
          expect(shown.left).toBeGreaterThanOrEqual(0);
          expect(shown.right).toBeLessThanOrEqual(viewport.width);
          expect(shown.shownWidth / shown.drawnWidth).toBeGreaterThanOrEqual(PHONE_SCALE);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        }
      });
    }
  });
}

/**
 * Between 640 and 1279 px a surface is drawn so its smallest words (13 units)
 * are 10 px and more: its phone crop, at most 448 px wide, below 1024 px; the
 * whole surface, 960 px wide, at 1024 px.
 */
for (const width of [768, 1024]) {
  test(`at ${width} px each product surface draws its words at 10 px and more`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const surface of surfaces) {
      await page.goto(surface.path);
      const shown = await boxOf(page);
      expect(shown.pictureInside).toBe(true);
      expect(shown.right).toBeLessThanOrEqual(width);
      expect(shown.shownWidth / shown.drawnWidth, surface.path).toBeGreaterThanOrEqual(10 / 13);
    }
  });
}

/**
 * The Minty and Boost heroes open with a drawing of the product. On a phone
 * the hero shows a region of it as wide as the content, drawn large enough
 * that its words are 11 px and more (Minty's from 14 units, Boost's from 16,
 * the fine print a little smaller); on a tablet (768 px, and 1024 px where
 * the hero has two columns) a wider region, its words (from 12.5 units) at
 * 10 px and more; from 1280 px the whole drawing shows.
 */
const heroes = [
  { path: "/minty", alt: /Minty browser extension opens over a store’s product page/, phoneScale: 11 / 14 },
  { path: "/minty-cashback-boost", alt: /SafeOpt email in an inbox with a highlighted Cashback Boost offer/, phoneScale: 11 / 16 },
] as const;

const heroPictureOf = (page: Page) => cropBoxOf(page.getByTestId("product-hero-picture"));

for (const hero of heroes) {
  test(`${hero.path}: the hero's drawing shows a readable region on a phone and a tablet, and whole on a desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(hero.path);
    await expect(page.getByTestId("product-hero-picture").getByRole("img", { name: hero.alt })).toHaveAttribute("fetchpriority", "high");
    const phone = await heroPictureOf(page);
    expect(phone.pictureInside).toBe(true);
    expect(phone.left).toBeGreaterThanOrEqual(0);
    expect(phone.right).toBeLessThanOrEqual(375);
    // Not the whole drawing: a region, drawn larger than the box.
    expect(phone.shownWidth).toBeGreaterThan(phone.width * 1.5);
    expect(phone.shownWidth / phone.drawnWidth).toBeGreaterThanOrEqual(hero.phoneScale);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReadableCrop(page.getByTestId("product-hero-picture"), 10 / 12.5, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    const desktop = await heroPictureOf(page);
    expect(desktop.pictureInside).toBe(true);
    expect(desktop.shownWidth).toBeCloseTo(desktop.width, 0);
    expect(desktop.width / desktop.height).toBeCloseTo(desktop.drawnWidth / desktop.drawnHeight, 2);
  });
}
