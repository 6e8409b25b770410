import { axeViolations } from "./helpers/axe";
import { YOUTUBE, expectNoHeadingAboveTheH1, stubYouTube } from "./helpers/page";
import { expect, type Page, test, waitForHydration } from "./helpers/test";
import { industryFilters, storyTiles } from "#app/content/stories/index.ts";

/**
 * /success-stories as a visitor meets it: the featured story, the industry
 * filter (in the URL, and working without JavaScript), the grid, and the
 * video modal behind a facade. YouTube is never reached: its host is stubbed.
 */

async function open(page: Page, path = "/success-stories") {
  await page.goto(path);
  await waitForHydration(page);
}

const tileHeadings = (page: Page) => page.locator("#stories").getByRole("heading", { level: 3 });


// The hero shows the featured story; the unfiltered grid shows every other one.
const gridCount = storyTiles.length - 1;

test("the grid shows every story but the featured one (18 of 19 today), each with image, wordmark, industry, title and description; no heading is larger than the h1", async ({ page }) => {
  expect(storyTiles).toHaveLength(19);
  await open(page);
  await expectNoHeadingAboveTheH1(page, "at 1280 px");
  await expect(tileHeadings(page)).toHaveCount(gridCount);
  const firstCase = storyTiles.find((tile) => tile.type === "case-study")!;
  const link = page.locator("#stories").getByRole("link", { name: firstCase.title });
  await expect(link).toHaveAttribute("href", `/success-stories/${firstCase.type === "case-study" ? firstCase.slug : ""}`);
  expect(await page.locator("#stories img").count()).toBeGreaterThanOrEqual(gridCount * 2);
});

test("the industry filter: 11 chips in order, one current, in the URL through reload and back", async ({ page }) => {
  await open(page);
  const chips = page.getByRole("group", { name: "Industry" }).getByRole("link");
  await expect(chips).toHaveText(industryFilters);
  await expect(chips.first()).toHaveAttribute("aria-current", "true");
  await chips.filter({ hasText: "Pets" }).click();
  await expect(page).toHaveURL(/\?industry=Pets$/);
  const pets = storyTiles.filter((tile) => tile.industry === "Pets").map((tile) => tile.title);
  await expect(tileHeadings(page)).toHaveText(pets);
  await expect(chips.filter({ hasText: "Pets" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("status").filter({ hasText: /stor(y|ies) in Pets/ })).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(tileHeadings(page)).toHaveText(pets);
  await page.goBack();
  await expect(tileHeadings(page)).toHaveCount(gridCount);
});

test("the filter works without JavaScript, as plain links the server answers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/success-stories?industry=Apparel");
  const apparel = storyTiles.filter((tile) => tile.industry === "Apparel").map((tile) => tile.title);
  await expect(page.locator("#stories").getByRole("heading", { level: 3 })).toHaveText(apparel);
  await page.getByRole("group", { name: "Industry" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\?industry=Home$/);
  await expect(page.locator("#stories").getByRole("heading", { level: 3 })).toHaveCount(storyTiles.filter((tile) => tile.industry === "Home").length);
  await context.close();
});

test("while a video's player loads, its modal shows the story's poster, a spinner and Loading video…, never a blank box", async ({ page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${YOUTUBE}/**`, async (route) => {
    await answered;
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>stub player</p>" });
  });
  await open(page);
  const video = storyTiles.find((tile) => tile.type === "video" && tile.id !== 1)!;
  const tile = page.locator("#stories article").filter({ has: page.getByRole("link", { name: video.title, exact: true }) });
  const tilePicture = await tile.locator("img").first().getAttribute("src");
  await tile.getByRole("link", { name: video.title, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: video.title });
  const loading = dialog.getByTestId("video-loading");
  await expect(loading).toBeVisible();
  await expect(loading).toContainText("Loading video…");
  const poster = loading.locator("img");
  await expect(poster).toHaveAttribute("src", tilePicture!);
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  answer();
  await expect(loading).toBeHidden();
});

test("an unknown industry in the URL shows every story", async ({ page }) => {
  await open(page, "/success-stories?industry=Spaceships");
  await expect(tileHeadings(page)).toHaveCount(gridCount);
});

test("a video story plays in a modal: nothing from YouTube before the click, autoplay on, closing stops it and returns focus; the featured story has its own play button", async ({ page }) => {
  const requests = await stubYouTube(page);
  await open(page);
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);

  const video = storyTiles.find((tile) => tile.type === "video" && tile.id !== 1)!;
  const opener = page.locator("#stories").getByRole("link", { name: video.title, exact: true });
  // Without JavaScript the same link opens the video on YouTube.
  await expect(opener).toHaveAttribute("href", `https://www.youtube.com/watch?v=${video.type === "video" ? video.youtubeId : ""}`);
  await opener.click();
  const dialog = page.getByRole("dialog", { name: video.title });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("src", new RegExp(`^${YOUTUBE}/embed/${video.type === "video" ? video.youtubeId : ""}\\?autoplay=1`));
  await expect(dialog.getByTestId("video-loading")).toBeHidden();
  expect(requests.length).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.getByRole("button", { name: /^Play the featured story/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("button", { name: "Close video" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("no overflow at 320 and 375 px, and at 375 px no heading larger than the h1", async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await expectNoHeadingAboveTheH1(page, "at 375 px");
});
