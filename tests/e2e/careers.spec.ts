import { axeViolationsOnceRevealed, scrollThrough } from "./helpers/page";
import { expect, type Page, test, waitForHydration } from "./helpers/test";
import { site } from "#app/config/site.ts";
import { careersContent } from "#app/content/careers.ts";

/**
 * /careers as a visitor meets it: the hero and its jump to the open roles
 * (smooth, instant with reduced motion, and a plain link without JavaScript),
 * the job board frame that never holds up the page, the benefits and values.
 * The job board is never reached: its host is stubbed.
 */
const BOARD = site.externalUrls.careersBoard;
const BOARD_ORIGIN = new URL(BOARD).origin;
const BOARD_STUB =
  '<!doctype html><html lang="en"><title>Open roles</title><h1>Stub job board</h1><ul><li>Account Executive</li></ul></html>';

/** Answers the job board's host locally; returns the board URLs the page asked for. */
async function stubBoard(page: Page) {
  const requests: string[] = [];
  await page.route(`${BOARD_ORIGIN}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: BOARD_STUB });
  });
  return requests;
}

/** Waits for hydration (the smooth jump needs React). */
async function open(page: Page) {
  await page.goto("/careers");
  await waitForHydration(page);
}

/** Records every scroll position the window passes through from now on. */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = positions;
    addEventListener("scroll", () => positions.push(window.scrollY), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
}

/** The open roles section's top, in viewport pixels, once scrolling has settled. */
async function settledTop(page: Page) {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const top = await page.locator("#open-roles").evaluate((section) => Math.round(section.getBoundingClientRect().top));
      const settled = top === last;
      last = top;
      return settled;
    })
    .toBe(true);
  return last;
}

test("hero: the transparent header, the h1, the intro and View Open Roles as a real link to the roles; six benefits, four values, and what they make together: Be a Great Human", async ({ page }) => {
  await stubBoard(page);
  await open(page);
  await expect(page.locator("header").first()).toHaveAttribute("data-variant", "transparent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keep Growing With Us");
  await expect(page.getByRole("main").getByText(careersContent.hero.text)).toBeVisible();
  expect(careersContent.hero.text).toContain(site.name);
  await expect(page.getByRole("main").getByRole("link", { name: "View Open Roles" })).toHaveAttribute("href", "#open-roles");
  await expect(page).toHaveTitle(/Keep Growing With Us/);

  await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveText([
    "Competitive Benefits",
    "401k Matching",
    "Internet Stipend",
    "Work-Life Balance",
    "Remote Work",
    "Recognition Environment",
  ]);
  await expect(page.locator("#benefits").getByText(/unlimited PTO/i)).toBeVisible();
  await expect(page.locator("#values ol > li").getByRole("heading", { level: 3 })).toHaveText([
    "Be Positive",
    "Be Helpful",
    "Be Curious",
    "Be Data Driven",
  ]);
  await expect(page.locator("#values").getByRole("heading", { level: 3, name: /Together, they make us Be a Great Human/i })).toBeVisible();
});

test("View Open Roles scrolls smoothly to the open roles and moves focus there", async ({ page }) => {
  await stubBoard(page);
  await open(page);
  const scrolls = await recordScrolls(page);
  await page.getByRole("main").getByRole("link", { name: "View Open Roles" }).click();
  const section = page.getByRole("region", { name: "Open Roles" });
  await expect(section).toBeFocused();
  await expect(section.getByRole("heading", { name: "Open Roles", level: 2 })).toBeInViewport();
  // The section's top sits under the fixed header's clearance (scroll-padding-top: 5rem).
  expect(await settledTop(page)).toBe(80);
  // Smooth: the window passed through positions on the way, not one jump.
  expect(new Set(await scrolls()).size).toBeGreaterThan(2);
  await expect(page).toHaveURL(/\/careers$/);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the keyboard reaches the open roles in one jump, and focus follows", async ({ page }) => {
    await stubBoard(page);
    await open(page);
    const scrolls = await recordScrolls(page);
    await page.getByRole("main").getByRole("link", { name: "View Open Roles" }).focus();
    await page.keyboard.press("Enter");
    const section = page.getByRole("region", { name: "Open Roles" });
    await expect(section).toBeFocused();
    await expect(section.getByRole("heading", { name: "Open Roles", level: 2 })).toBeInViewport();
    expect(await settledTop(page)).toBe(80);
    expect(new Set(await scrolls()).size).toBe(1);
  });
});

test("without JavaScript the link still jumps to the roles, and the board is still framed", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await stubBoard(page);
  await page.goto("/careers");
  await page.getByRole("main").getByRole("link", { name: "View Open Roles" }).click();
  await expect(page).toHaveURL(/\/careers#open-roles$/);
  await expect(page.getByRole("heading", { name: "Open Roles", level: 2 })).toBeInViewport();
  await expect(page.locator("#open-roles iframe")).toHaveAttribute("src", BOARD);
  await expect(page.frameLocator("#open-roles iframe").getByRole("heading", { name: "Stub job board" })).toBeVisible();
  await context.close();
});

test("the job board frame: its address, name, 1100 px height, full width, lazy, and allowed by the CSP; a link to the board in a new tab, for browsers that block the frame", async ({ page }) => {
  await stubBoard(page);
  await open(page);
  // The frame is made as the visitor nears it.
  await page.getByTestId("job-board").scrollIntoViewIfNeeded();
  const frame = page.locator("#open-roles iframe");
  await expect(frame).toHaveAttribute("src", BOARD);
  await expect(frame).toHaveAttribute("title", careersContent.openRoles.frameTitle);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("height", "1100");
  const size = await frame.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    width: element.getBoundingClientRect().width,
    boxWidth: element.parentElement!.clientWidth,
  }));
  expect(size.height).toBe(1100);
  expect(size.width).toBe(size.boxWidth);
  // The stubbed board shows inside it: the page's Content-Security-Policy lets this host be framed.
  await expect(page.frameLocator("#open-roles iframe").getByRole("heading", { name: "Stub job board" })).toBeVisible();
  const response = await page.request.get("/careers");
  const frameSrc = /frame-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
  expect(frameSrc.split(" ")).toContain(BOARD_ORIGIN);

  const section = page.getByRole("region", { name: "Open Roles" });
  await expect(section.getByText("Can’t see the roles?")).toBeVisible();
  const link = section.getByRole("link", { name: "Open the job board in a new tab (opens in a new tab)" });
  await expect(link).toHaveAttribute("href", BOARD);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("the board is asked for only once the page has loaded and the visitor nears it, and the load event never waits for it", async ({
  page,
}) => {
  const requested: string[] = [];
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${BOARD_ORIGIN}/**`, async (route) => {
    requested.push(route.request().url());
    await answered;
    await route.fulfill({ status: 200, contentType: "text/html", body: BOARD_STUB });
  });
  // Resolves at the load event: it would time out if the frame were part of the page load.
  await page.goto("/careers", { waitUntil: "load", timeout: 10_000 });
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  await page.getByRole("link", { name: "View Open Roles" }).click();
  await expect.poll(() => requested).toEqual([BOARD]);
  answer();
  await expect(page.frameLocator("#open-roles iframe").getByRole("heading", { name: "Stub job board" })).toBeVisible();
});

test("no horizontal overflow at 320, 375 and 1280 px, nothing requested off this machine but the (stubbed) board, and at 1280 px no axe violation once revealed", async ({ page }) => {
  const offsite: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && !["127.0.0.1", "localhost"].includes(url.hostname)) offsite.push(url.origin);
  });
  await stubBoard(page);
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `/careers at ${width}px`).toBeLessThanOrEqual(0);
  }
  // Everything below the fold has its turn to load too; the board's frame comes in near view.
  await scrollThrough(page);
  await expect(page.frameLocator("#open-roles iframe").getByRole("heading", { name: "Stub job board" })).toBeAttached();
  expect(new Set(offsite)).toEqual(new Set([BOARD_ORIGIN]));
  expect(await axeViolationsOnceRevealed(page)).toEqual([]);
});

test("no axe violation at 375 px once revealed", async ({ page }) => {
  await stubBoard(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page);
  expect(await axeViolationsOnceRevealed(page)).toEqual([]);
});
