import { site } from "#app/config/site.ts";
import { expect, type Locator, type Page, test } from "./helpers/test";

/**
 * Customers are named by one set of wordmarks: every place that shows them
 * shows the same customers, each row at one height (every wordmark at its
 * own shape, never squeezed), from the files under /images/logos; on the
 * story page's dark hero the wordmark is white.
 */

const WALL = "Trusted by thousands of growing brands";
const LOOP = "Brands that grow with us";

/** The customers Home's banner names: its picture's alt text lists them. */
async function homeCustomers(page: Page): Promise<string[]> {
  await page.goto("/");
  const alt = await page.getByRole("img", { name: new RegExp(`^Brands growing with ${site.name}: `) }).getAttribute("alt");
  const list = alt!.slice(alt!.indexOf(":") + 1).trim();
  return list.split(/, | and /);
}

/** Scrolls each image into view and waits until every one has loaded. */
async function loaded(images: Locator) {
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect.poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
}

type Drawn = { alt: string; path: string; width: number; height: number; ratio: number };

async function drawn(images: Locator): Promise<Drawn[]> {
  await loaded(images);
  return images.evaluateAll((all) =>
    all.map((element) => {
      const img = element as HTMLImageElement;
      const rect = img.getBoundingClientRect();
      return { alt: img.alt, path: new URL(img.currentSrc || img.src).pathname, width: rect.width, height: rect.height, ratio: img.naturalWidth / img.naturalHeight };
    }),
  );
}

/** One height for the whole row, each wordmark as wide as its own shape, each a wordmark file. */
function expectOneSystem(row: Drawn[]) {
  expect(row.length).toBeGreaterThan(0);
  const heights = row.map((image) => image.height);
  expect(Math.max(...heights) - Math.min(...heights), `heights ${heights.join(", ")}`).toBeLessThanOrEqual(1);
  for (const image of row) {
    expect(image.path, image.alt).toMatch(/^\/images\/logos\/[\w-]+\.svg$/);
    expect(Math.abs(image.width - image.height * image.ratio), `${image.alt} is drawn ${image.width} × ${image.height}`).toBeLessThanOrEqual(1);
  }
}

test("Home's banner, SafeOpt's logo wall and Cashback Boost's logo loop name the same customers, in the same order", async ({ page }) => {
  const home = await homeCustomers(page);
  await page.goto("/safeopt");
  const wall = await page.getByRole("region", { name: WALL }).getByRole("img").evaluateAll((all) => all.map((img) => (img as HTMLImageElement).alt));
  await page.goto("/minty-cashback-boost");
  const loop = await page.getByRole("list", { name: LOOP }).getByRole("img").evaluateAll((all) => all.map((img) => (img as HTMLImageElement).alt));
  expect(wall.length).toBeGreaterThanOrEqual(8);
  expect(home).toEqual(wall);
  expect(loop).toEqual(wall);
});

for (const width of [375, 768, 1280]) {
  test(`at ${width} px every wordmark of SafeOpt's logo wall is drawn at one height and its own shape, from /images/logos`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/safeopt");
    expectOneSystem(await drawn(page.getByRole("region", { name: WALL }).getByRole("img")));
  });
}

test("Cashback Boost's logo loop draws every wordmark at one height and its own shape, from /images/logos", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/minty-cashback-boost");
  expectOneSystem(await drawn(page.getByRole("list", { name: LOOP }).getByRole("img")));
});

test("at 1280 px Home's banner is drawn at its own size, where its wordmarks stand as tall as the logo wall's", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/safeopt");
  const [wall] = await drawn(page.getByRole("region", { name: WALL }).getByRole("img").first());
  await page.goto("/");
  const banner = page.getByRole("img", { name: new RegExp(`^Brands growing with ${site.name}: `) });
  await loaded(banner);
  const drawing = await banner.evaluate((img: HTMLImageElement) => {
    const source = img.parentElement!.querySelector<HTMLSourceElement>('source[media*="min-width"]');
    return { shown: img.getBoundingClientRect().width, width: Number(source?.getAttribute("width")) };
  });
  // One drawing unit to a CSS pixel: the drawing nests each wordmark's 40-unit box at 32 units (tools/art/content/brands-banner.ts).
  expect(Math.abs(drawing.shown - drawing.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(wall!.height - 32)).toBeLessThanOrEqual(1);
});

test("story cards show each customer's wordmark at one height and its own shape; the story page shows it white on its dark hero", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/success-stories");
  await loaded(page.locator("#stories li").nth(2).locator("article img[alt]:not([alt=''])"));
  const row = await page.locator("#stories li").evaluateAll((tiles) =>
    tiles.slice(0, 3).map((tile) => {
      const img = tile.querySelector<HTMLImageElement>("article img[alt]:not([alt=''])")!;
      return { height: img.getBoundingClientRect().height, width: img.getBoundingClientRect().width, ratio: Number(img.getAttribute("width")) / Number(img.getAttribute("height")) };
    }),
  );
  const heights = row.map((image) => image.height);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
  for (const image of row) expect(Math.abs(image.width - image.height * image.ratio)).toBeLessThanOrEqual(1);

  await page.goto("/success-stories/avon");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  const wordmark = hero.getByRole("img", { name: "Avon" });
  await expect(wordmark).toBeVisible();
  // The wordmark's one ink turned white: no chip behind it.
  expect(await wordmark.evaluate((img) => getComputedStyle(img).filter)).toMatch(/brightness\(0\).*invert\((1|100%)\)/);
  expect(await wordmark.evaluate((img) => getComputedStyle(img.parentElement!).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
});
