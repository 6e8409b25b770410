import { axeViolationsOnceRevealed, blockAutoplay, scrollThrough } from "./helpers/page";
import { cropBoxOf, expectReadableCrop } from "./helpers/crop";
import { expect, test } from "./helpers/test";
import { site } from "#app/config/site.ts";
import { open, expectSoftwareApplication } from "./helpers/product-page";

/**
 * The SafeOpt page as a visitor meets it: what it says, what its
 * buttons do, how its motion behaves (and stays still), and that nothing
 * overflows, outgrows the page's h1 or fails accessibility checks in any
 * state. Motion that runs on the page's timers is judged on Playwright's
 * clock, moved on with `runFor` rather than waited for in real time.
 */
test.describe("SafeOpt page", () => {
  test("hero and its two actions, the review banner, stories 1, 7 and 6 with the logo wall, SoftwareApplication data, and the contact modal preselected to SafeOpt", async ({ page }) => {
    await open(page, "/safeopt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turning Browsers Into Buyers");
    const main = page.getByRole("main");
    const learnMore = main.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveAttribute("href", "/success-stories");
    await expect(learnMore).toHaveText(/^Learn More/);
    await expectSoftwareApplication(page, "SafeOpt");

    // The review strip (its cards as text are checked in proof.spec.ts): the rating and the link to the reviews.
    await expect(page.getByRole("region", { name: "Reviews" }).getByRole("img", { name: /4\.8 out of 5/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Read the reviews/ })).toHaveAttribute("href", site.externalUrls.reviews);

    // Three featured stories in the order 1, 7, 6, and the customer logo wall.
    const stories = page.locator("#stories").getByRole("heading", { level: 3 });
    await expect(stories).toHaveText([/^Brightwell Nutrition/, /Gourmet Gift Baskets/, /Stanley 1913/]);
    await expect(page.locator("#stories").getByRole("link", { name: /Gourmet Gift Baskets/ })).toHaveAttribute(
      "href",
      "/success-stories/gourmetgiftbaskets",
    );
    const logos = page.getByRole("region", { name: /Trusted by thousands/i }).getByRole("img");
    await expect(logos).toHaveCount(15);
    await logos.last().scrollIntoViewIfNeeded();
    await expect.poll(() => logos.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);

    await main.getByRole("link", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Inquiry type")).toHaveValue("safeopt");
  });

  test("the product video: own files, plays inline, a play button when autoplay is blocked, sound on click; sections fade in as they scroll into view", async ({ page }) => {
    await blockAutoplay(page);
    await open(page, "/safeopt");
    // The sections below the fold wait to fade in.
    await expect(page.locator('[data-reveal="waiting"]').first()).toBeAttached();
    const video = page.locator("video");
    await expect(video).toHaveAttribute("playsinline", "");
    const sources = await video.locator("source").evaluateAll((all) => all.map((source) => [source.getAttribute("src"), source.getAttribute("type")]));
    expect(sources).toEqual([
      [expect.stringMatching(/^\/assets\/safeopt-demo-[\w-]+\.webm$/), "video/webm"],
      [expect.stringMatching(/^\/assets\/safeopt-demo-[\w-]+\.mp4$/), "video/mp4"],
    ]);
    for (const [src] of sources) {
      const response = await page.request.get(src!);
      expect(response.headers()["cache-control"]).toContain("immutable");
      // Safari plays video only from a server that answers byte ranges.
      const range = await page.request.get(src!, { headers: { range: "bytes=0-1" } });
      expect(range.status()).toBe(206);
      expect(range.headers()["content-range"]).toMatch(/^bytes 0-1\/\d+$/);
    }
    const play = page.getByRole("button", { name: "Play the SafeOpt video with sound" });
    // The button covers the poster from the first paint; it shows itself once autoplay was blocked.
    await expect(play).toHaveAttribute("data-visible", "true", { timeout: 5_000 });
    // A reader's scroll shows every section.
    await scrollThrough(page, { pauseMs: 50 });
    await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0, { timeout: 15_000 });
    expect(await axeViolationsOnceRevealed(page)).toEqual([]);
    await play.click();
    await expect(play).toBeHidden();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && !element.muted)).toBe(true);
  });

  test("the button shows exactly when the video is not playing, and the video is fetched only after the page has loaded", async ({ page }) => {
    await open(page, "/safeopt");
    await page.waitForTimeout(1_500);
    // Whether this browser lets the video play unmuted is its own decision (a busy
    // machine can refuse); the page must agree with it either way.
    const playing = await page.locator("video").evaluate((element: HTMLVideoElement) => !element.paused);
    await expect(page.getByRole("button", { name: "Play the SafeOpt video with sound" })).toHaveCount(playing ? 0 : 1);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const videos = performance.getEntriesByType("resource").filter((entry) => /safeopt-demo/.test(entry.name));
      return { loaded: navigation.loadEventStart, videoStarts: videos.map((entry) => entry.startTime) };
    });
    for (const start of timing.videoStarts) expect(start).toBeGreaterThanOrEqual(timing.loaded);
  });

  test("below 1280 px the hero shows a readable region of the poster, the store's product and its sizes, and a press plays the whole video in a box of its shape; from 1280 px the whole frame", async ({ page }) => {
    await blockAutoplay(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, "/safeopt");
    const box = page.getByTestId("product-video");
    const video = box.locator("video");
    // The region's smallest words ("Running · New in") are 12 units: at 10/12 of their size, 10 px.
    await expectReadableCrop(box, 10 / 12, 375);
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReadableCrop(box, 10 / 12, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    // The play control shows over the region; a press plays the whole frame, the box taking the video's shape (no bands).
    const play = page.getByRole("button", { name: "Play the SafeOpt video with sound" });
    await expect(play).toHaveAttribute("data-visible", "true", { timeout: 5_000 });
    await expect(page.getByTestId("video-play-pill")).toBeInViewport();
    const before = (await box.boundingBox())!;
    await play.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    expect(await video.evaluate((element) => getComputedStyle(element).objectFit)).toBe("contain");
    const after = (await box.boundingBox())!;
    expect(after.width).toBeCloseTo(before.width, 0);
    expect(after.height).toBeCloseTo((after.width * 720) / 1280, 0);

    await page.setViewportSize({ width: 1280, height: 900 });
    const desktop = await cropBoxOf(box);
    expect(desktop.shownWidth).toBeCloseTo(desktop.width, 0);
    expect(desktop.width / desktop.height).toBeCloseTo(1280 / 720, 2);
  });

  test("from 1024 to 1279 px the poster's file has as many pixels across its crop as the box has device pixels, on one- and two-density screens", async ({ browser }) => {
    for (const deviceScaleFactor of [1, 2]) {
      for (const width of [1024, 1200, 1279]) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor });
        const page = await context.newPage();
        await blockAutoplay(page);
        await page.goto("/safeopt");
        const box = page.getByTestId("product-video");
        await expect.poll(() => box.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        const { boxWidth, shownWidth, source } = await box.evaluate((element) => {
          const image = element.querySelector("img")!;
          return { boxWidth: element.getBoundingClientRect().width, shownWidth: image.getBoundingClientRect().width, source: image.currentSrc };
        });
        // The chosen file's own width (naturalWidth of a srcset image is divided by its density).
        const fileWidth = await page.evaluate(async (url) => {
          const probe = new Image();
          probe.src = url;
          await probe.decode();
          return probe.naturalWidth;
        }, source);
        expect(fileWidth * (boxWidth / shownWidth), `${source} at ${width} px × ${deviceScaleFactor}`).toBeGreaterThanOrEqual(boxWidth * deviceScaleFactor - 1);
        await context.close();
      }
    }
  });

  test("a phone fetches one poster file, as sharp as a two-density screen and at most 2560 px wide on a three-density one; a tablet fetches one, from the large set", async ({ browser }) => {
    for (const [width, deviceScaleFactor] of [[375, 2], [375, 3], [1024, 1]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor });
      const page = await context.newPage();
      await blockAutoplay(page);
      const posters: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/video-poster-\d+-/.test(new URL(request.url()).pathname)) posters.push(request.url());
      });
      await page.goto("/safeopt");
      await page.waitForLoadState("load");
      const where = `poster files at ${width} px × ${deviceScaleFactor}`;
      expect(posters, where).toHaveLength(1);
      const fileWidth = Number(/video-poster-(\d+)-/.exec(posters[0] ?? "")?.[1]);
      if (width === 1024) expect(fileWidth, where).toBeGreaterThanOrEqual(1600);
      else if (deviceScaleFactor === 3) expect(fileWidth, where).toBeLessThanOrEqual(2560);
      else {
        const drawn = await page.getByTestId("product-video").locator("img").evaluate((image) => image.getBoundingClientRect().width);
        expect(fileWidth, where).toBeGreaterThanOrEqual(drawn * deviceScaleFactor);
      }
      await context.close();
    }
  });

  test("with reduced motion nothing plays by itself: the play button shows", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/safeopt");
    await expect(page.getByRole("button", { name: "Play the SafeOpt video with sound" })).toHaveAttribute("data-visible", "true");
    expect(await page.locator("video").evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test("the poster is the first image fetched, with high priority", async ({ request }) => {
    const response = await request.get("/safeopt");
    const html = await response.text();
    const firstPreload = /<link[^>]+rel="preload"[^>]+as="image"[^>]*>/.exec(html)?.[0] ?? "";
    expect(firstPreload).toContain('fetchPriority="high"');
    expect(firstPreload).toMatch(/video-poster/);
  });

  test("benefits accordion: one open at a time, the first at load, the picture follows", async ({ page }) => {
    await open(page, "/safeopt");
    const headers = page.locator("#benefits").getByRole("button");
    await expect(headers).toHaveCount(4);
    const expandedStates = () => headers.evaluateAll((all) => all.map((button) => button.getAttribute("aria-expanded")));
    expect(await expandedStates()).toEqual(["true", "false", "false", "false"]);
    const activeAlt = () => page.locator('[data-testid="benefit-images"] img[data-active="true"]').getAttribute("alt");
    const firstAlt = await activeAlt();
    await headers.nth(2).click();
    expect(await expandedStates()).toEqual(["false", "false", "true", "false"]);
    await expect(page.getByRole("region", { name: "Pay only for results" })).toBeVisible();
    expect(await activeAlt()).not.toBe(firstAlt);
    expect(await activeAlt()).toMatch(/pay only for results/i);
    await headers.nth(2).click();
    expect(await expandedStates()).toEqual(["false", "false", "true", "false"]);
    await headers.nth(2).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    expect(await expandedStates()).toEqual(["false", "false", "false", "true"]);
    expect(await axeViolationsOnceRevealed(page)).toEqual([]);
  });

  test("benefit pictures: a region on phones and from 1024 to 1279 px, the whole picture on tablets and from 1280 px, words 10 px and more; the box keeps its size whichever item is open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, "/safeopt");
    const box = page.getByTestId("benefit-images");
    const headers = page.locator("#benefits").getByRole("button");
    /** Every picture in the box (the open one and the hidden ones): its scale against its own pixels, and whether it covers the box. */
    const pictures = () =>
      box.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return [...element.querySelectorAll("img")].map((image) => {
          const shown = image.getBoundingClientRect();
          return {
            boxWidth: rect.width,
            boxHeight: rect.height,
            right: rect.right,
            scale: shown.width / Number(image.getAttribute("width")),
            zoom: shown.width / rect.width,
            covers: shown.left <= rect.left + 0.5 && shown.right >= rect.right - 0.5 && shown.top <= rect.top + 0.5 && shown.bottom >= rect.bottom - 0.5,
          };
        });
      });
    // The pictures' smallest words are 11 units: at 10/11 of their size, 10 px.
    for (const [width, region] of [[375, true], [768, false], [1024, true], [1200, true], [1280, false]] as const) {
      await page.setViewportSize({ width, height: 900 });
      const sizes = new Set<string>();
      for (let index = 0; index < 4; index += 1) {
        await headers.nth(index).click();
        const all = await pictures();
        expect(all).toHaveLength(4);
        for (const picture of all) {
          expect(picture.covers).toBe(true);
          expect(picture.scale, `the words at ${width} px`).toBeGreaterThanOrEqual(10 / 11);
          if (region) expect(picture.zoom, `a region at ${width} px`).toBeGreaterThan(1.05);
          else expect(picture.zoom, `the whole picture at ${width} px`).toBeCloseTo(1, 2);
          expect(picture.right).toBeLessThanOrEqual(width);
          sizes.add(`${picture.boxWidth.toFixed(1)} × ${picture.boxHeight.toFixed(1)}`);
        }
      }
      expect([...sizes], `one box at ${width} px`).toHaveLength(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test("every section is readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/safeopt");
    for (const text of ["Recover anonymous shoppers", "Launch in days, not months", "No setup costs and no long-term contracts."]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Ready to Recover Lost Revenue?" })).toBeVisible();
    await context.close();
  });
});
