import { axeViolationsOnceRevealed, blockAutoplay, expectNoHeadingAboveTheH1, scrollThrough } from "./helpers/page";
import { cropBoxOf, expectPhoneCrop, expectReadableCrop } from "./helpers/crop";
import { expect, type Locator, type Page, test, waitForHydration } from "./helpers/test";
import { site } from "../../app/config/site";

/**
 * The three product pages as a visitor meets them: what they say, what their
 * buttons do, how their motion behaves (and stays still), and that nothing
 * overflows, outgrows the page's h1 or fails accessibility checks in any
 * state. Motion that runs on the page's timers is judged on Playwright's
 * clock, moved on with `runFor` rather than waited for in real time.
 */

/** Waits for hydration: the header's menu buttons only work once React runs. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Stops the page's installed clock (a moment ahead of where it is): from then on only `runFor` moves the page's time. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/**
 * Runs the page's paused clock on 100 ms at a time until `read` gives
 * another value, and returns how much of the page's time that took (fails
 * after `limit` ms). The timer behind the change started at most a step
 * before the first step.
 */
async function msUntilChange(page: Page, read: () => Promise<string | null>, limit: number): Promise<number> {
  const before = await read();
  for (let elapsed = 0; elapsed <= limit; elapsed += 100) {
    if ((await read()) !== before) return elapsed;
    await page.clock.runFor(100);
  }
  throw new Error(`still "${before}" after ${limit} ms of the page's time`);
}

/** Embla has taken the carousel over (it loads as the carousel comes on screen): from now on the slides follow it. */
async function emblaRunning(carousel: Locator) {
  await expect(carousel.locator("[aria-live]")).toHaveAttribute("style", /transform/);
}


/** The software the page is about, as structured data for search engines. */
async function expectSoftwareApplication(page: Page, name: string) {
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, unknown>;
  expect(data).toMatchObject({ "@type": "SoftwareApplication", name, publisher: { name: site.name } });
}

/** The Minty dogs stand on the footer's top edge: their paws behind it, the rest above it, inside the page grid. */
async function expectDogsOnTheFooter(page: Page, width: number) {
  const dogs = page.getByTestId("minty-dogs");
  await dogs.scrollIntoViewIfNeeded();
  await expect(dogs).toBeVisible();
  await expect(dogs.locator("img")).toHaveCount(2);
  const dogsBox = (await dogs.boundingBox())!;
  const footerBox = (await page.locator("footer").boundingBox())!;
  // Their feet go behind the footer's edge; their heads stand above it.
  expect(dogsBox.y, `at ${width} px`).toBeLessThan(footerBox.y);
  expect(dogsBox.y + dogsBox.height, `at ${width} px`).toBeGreaterThanOrEqual(footerBox.y);
  expect(dogsBox.y + dogsBox.height, `at ${width} px`).toBeLessThan(footerBox.y + 40);
  // Inside the page grid, not at the window's edges.
  expect(dogsBox.x, `at ${width} px`).toBeGreaterThan(16);
  expect(dogsBox.x + dogsBox.width, `at ${width} px`).toBeLessThan(width - 16);
  // Each dog's paws end within 32 px below the footer's top edge.
  const pictures = page.locator('img[src*="minty-corgi"], img[src*="minty-beagle"]');
  await expect(pictures).toHaveCount(2);
  const footerTop = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
  for (const dog of await pictures.all()) {
    const bottom = await dog.evaluate((img) => img.getBoundingClientRect().bottom + window.scrollY);
    expect(bottom, `at ${width} px`).toBeGreaterThanOrEqual(footerTop);
    expect(bottom - footerTop, `at ${width} px`).toBeLessThan(32);
  }
}


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

  test("below 1280 px the hero shows a readable region of the poster, the store's product and its sizes, and the whole video plays in the same box; from 1280 px the whole frame", async ({ page }) => {
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
    // The play control shows over the region; a press plays the whole frame, fitted into the box, which keeps its size.
    const play = page.getByRole("button", { name: "Play the SafeOpt video with sound" });
    await expect(play).toHaveAttribute("data-visible", "true", { timeout: 5_000 });
    await expect(page.getByTestId("video-play-pill")).toBeInViewport();
    const before = (await box.boundingBox())!;
    await play.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    expect(await video.evaluate((element) => getComputedStyle(element).objectFit)).toBe("contain");
    const after = (await box.boundingBox())!;
    expect(after.height).toBeCloseTo(before.height, 0);
    expect(after.width).toBeCloseTo(before.width, 0);

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

  test("a phone fetches one poster file, from the small set, even on a three-density screen; a tablet fetches one, from the large set", async ({ browser }) => {
    for (const [width, deviceScaleFactor, set] of [[375, 3, "small"], [1024, 1, "large"]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor });
      const page = await context.newPage();
      await blockAutoplay(page);
      const posters: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/video-poster-\d+-/.test(new URL(request.url()).pathname)) posters.push(request.url());
      });
      await page.goto("/safeopt");
      await page.waitForLoadState("load");
      expect(posters, `poster files at ${width} px × ${deviceScaleFactor}`).toHaveLength(1);
      const fileWidth = Number(/video-poster-(\d+)-/.exec(posters[0] ?? "")?.[1]);
      // The small set stops at 1280 px, the large one starts at 1600 px.
      if (set === "small") expect(fileWidth).toBeLessThanOrEqual(1280);
      else expect(fileWidth).toBeGreaterThanOrEqual(1600);
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

test.describe("Minty page", () => {
  for (const width of [320, 375]) {
    test(`at ${width} px each result reads on one line, inside its card`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/minty");
      const cards = page.locator("#results dl > div");
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) {
        const value = card.locator("dd");
        const [lines, fits] = await value.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return [lineTops.size, element.scrollWidth <= element.clientWidth];
        });
        expect(lines, (await value.textContent()) ?? "").toBe(1);
        expect(fits, (await value.textContent()) ?? "").toBe(true);
      }
    });
  }

  test("hero, claim, stats, Chrome Web Store link, SoftwareApplication data, and the contact modal preselected to Minty from the hero and from the footer", async ({ page }) => {
    await open(page, "/minty");
    await expectSoftwareApplication(page, "Minty");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("AI Shopping Assistant");
    const main = page.getByRole("main");
    await expect(main.getByText("200M+")).toBeVisible();
    const stats = await main.locator("#results dl > div").evaluateAll((items) =>
      items.map((item) => `${item.querySelector("dd")?.textContent} ${item.querySelector("dt")?.textContent}`),
    );
    expect(stats).toEqual([">20% CTR", "30%+ repeat purchase lift", "40-80% open rates", "80% lead generation rates"]);
    const store = main.getByRole("link", { name: /Get Minty for Chrome 4\.6\/5/ }).first();
    await expect(store).toHaveAttribute("href", site.externalUrls.chromeStore);
    await expect(store).toHaveAttribute("target", "_blank");
    await main.getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog").getByLabel("Inquiry type")).toHaveValue("minty");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Talk to an Expert" }).click();
    const modal = page.getByRole("dialog", { name: "Talk to an Expert" });
    await expect(modal.getByLabel("Inquiry type", { exact: true }).locator("option:checked")).toHaveText("Minty");
  });

  test("screenshot carousel: advances by itself every 3.5 s, moves on request, pauses", async ({ page }) => {
    await page.clock.install();
    await open(page, "/minty");
    // From here the page's time moves only when the journey moves it.
    await pauseClock(page);
    const carousel = page.getByRole("region", { name: "Minty screenshots" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const selected = () => carousel.locator('[aria-roledescription="slide"][data-selected="true"]').getAttribute("aria-label");
    expect(await selected()).toBe("1 of 4");
    // It moves on by itself, and again 3.5 s of the page's time later.
    expect(await msUntilChange(page, selected, 6_000)).toBeGreaterThanOrEqual(3_400);
    expect(await selected()).toBe("2 of 4");
    const interval = await msUntilChange(page, selected, 6_000);
    expect(interval).toBeGreaterThanOrEqual(3_400);
    expect(interval).toBeLessThanOrEqual(3_700);
    expect(await selected()).toBe("3 of 4");
    await carousel.getByRole("button", { name: "Pause slide rotation" }).click();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(selected).toBe("4 of 4");
    // The visitor moves on: neither the pointer nor the focus stays in the carousel (either would hold it too).
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4_000);
    expect(await selected()).toBe("4 of 4");
    await page.clock.resume();
    expect(await axeViolationsOnceRevealed(page)).toEqual([]);
  });

  test("screenshots: on a phone each slide shows the Minty panel, on a tablet (640 to 1023 px) the panel and the page beside it, words 10 px and more; from 1024 px the whole screenshot", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/minty");
    const screens = page.getByRole("region", { name: "Minty screenshots" }).getByTestId("minty-screen");
    await expect(screens).toHaveCount(4);
    await expectPhoneCrop(screens.first(), 0.8);
    // The slides share one layout, so one region: every box has the first one's shape.
    const first = await cropBoxOf(screens.first());
    for (const screen of await screens.all()) {
      const other = await cropBoxOf(screen);
      expect(other.height).toBeCloseTo(first.height, 0);
      expect(other.shownWidth).toBeCloseTo(first.shownWidth, 0);
    }

    // The tablet region's smallest words (the feed's "5% back") are 10 units: drawn at their size or larger, 10 px
    // and more, from the narrowest tablet slide (584 px at 640 px) to the widest.
    for (const width of [640, 700, 767, 768, 1023]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReadableCrop(screens.first(), 1, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const desktop = await cropBoxOf(screens.first());
      expect(desktop.pictureInside).toBe(true);
      expect(desktop.shownWidth).toBeCloseTo(desktop.width, 0);
      expect(desktop.width / desktop.height).toBeCloseTo(desktop.drawnWidth / desktop.drawnHeight, 2);
      // Whole, its words (from 10 units) at 10 px and more.
      expect(desktop.shownWidth / desktop.drawnWidth).toBeGreaterThanOrEqual(1);
    }
  });

  test("with reduced motion the carousel stays on its slide", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await open(page, "/minty");
    const carousel = page.getByRole("region", { name: "Minty screenshots" });
    await carousel.scrollIntoViewIfNeeded();
    await emblaRunning(carousel);
    // 5 s of the page's time, a step at a time: a carousel that rotated would have moved within 3.5 s.
    for (let step = 0; step < 20; step += 1) await page.clock.runFor(250);
    expect(await carousel.locator('[data-selected="true"]').getAttribute("aria-label")).toBe("1 of 4");
  });

  test("testimonials: a grid on desktop, a looping carousel on phones, the same three quotes once; the two dogs stand on the footer's top edge at both widths", async ({ page }) => {
    await open(page, "/minty");
    const testimonials = page.getByRole("region", { name: "Minty testimonials" });
    await expect(testimonials.locator("figure")).toHaveCount(3);
    await expect(testimonials.getByRole("button", { name: "Next slide" })).toBeHidden();
    await expectDogsOnTheFooter(page, 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.getByRole("button", { name: "Next slide" })).toBeVisible();
    await testimonials.getByRole("button", { name: "Previous slide" }).click();
    await expect(testimonials.locator('[data-selected="true"]')).toHaveAttribute("aria-label", "3 of 3");
    await expect(testimonials.locator("figure")).toHaveCount(3);
    await expectDogsOnTheFooter(page, 375);
  });

  test("the Minty logo falls back to the word Minty when its image does not load", async ({ page }) => {
    await page.route(/\/assets\/logo-[^/]+\.(webp|avif)$/, (route) => route.fulfill({ status: 404, body: "" }));
    await open(page, "/minty");
    const hero = page.getByRole("main").locator("section").first();
    await expect(hero.getByText("Minty", { exact: true })).toBeVisible();
    await expect(hero.getByRole("img", { name: "Minty", exact: true })).toHaveCount(0);
  });
});

test.describe("Minty Cashback Boost page", () => {
  test("hero highlights, the four steps in order, six features, no axe violation once every section has revealed, and the contact modal", async ({ page }) => {
    await open(page, "/minty-cashback-boost");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Reason to Buy Now");
    const steps = page.locator("#how-it-works ol > li");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Offer", "Click", "Activate", "Purchase"]);
    await expect(page.locator("#features").getByRole("heading", { level: 3 })).toHaveCount(6);
    expect(await axeViolationsOnceRevealed(page)).toEqual([]);
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog").getByLabel("Inquiry type")).toHaveValue("minty");
  });

  test("at 375 px each step is a row, its icon beside its words; at 1280 px the icon sits above them", async ({ page }) => {
    const steps = page.locator("#how-it-works ol > li");
    const iconAndTitle = async (step: Locator) => {
      const [icon, title] = await Promise.all([step.locator(":scope > span").first().boundingBox(), step.getByRole("heading", { level: 3 }).boundingBox()]);
      return { icon: icon!, title: title! };
    };
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/minty-cashback-boost");
    for (const step of await steps.all()) {
      const { icon, title } = await iconAndTitle(step);
      expect(title.x).toBeGreaterThanOrEqual(icon.x + icon.width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const step of await steps.all()) {
      const { icon, title } = await iconAndTitle(step);
      expect(title.y).toBeGreaterThanOrEqual(icon.y + icon.height);
    }
  });

  test("the highlighted result moves every two seconds, and can be paused", async ({ page }) => {
    await page.clock.install();
    await open(page, "/minty-cashback-boost");
    const current = () => page.locator('dl [aria-current="true"] dt').textContent();
    expect(await current()).toBe("click-to-sale rate increase");
    // From here the page's time moves only when the journey moves it.
    await pauseClock(page);
    await msUntilChange(page, current, 3_000);
    const moved = await current();
    expect(["repeat purchase lift", "new customer growth"]).toContain(moved);
    // From one move to the next: two seconds of the page's time.
    const interval = await msUntilChange(page, current, 3_000);
    expect(interval).toBeGreaterThanOrEqual(1_900);
    expect(interval).toBeLessThanOrEqual(2_200);
    await page.getByRole("button", { name: "Pause results highlight" }).click();
    const paused = await current();
    await page.clock.runFor(2_500);
    expect(await current()).toBe(paused);
  });

  test("logo loop: one list for assistive technology, copies hidden, pausable, still with reduced motion", async ({ page }) => {
    await open(page, "/minty-cashback-boost");
    const list = page.getByRole("list", { name: "Brands that grow with us" });
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByRole("listitem")).toHaveCount(15);
    const hiddenCopies = page.locator('[data-logo-loop-copy][aria-hidden="true"]');
    // The loop measures itself once React has taken it over, as it comes near.
    await expect.poll(() => hiddenCopies.count()).toBeGreaterThanOrEqual(3);
    const pause = page.getByRole("button", { name: "Pause scrolling logos" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Play scrolling logos" })).toBeVisible();
    const x = () => list.evaluate((element) => element.getBoundingClientRect().x);
    // A frame already under way may still land after the button changed.
    await page.waitForTimeout(150);
    const before = await x();
    await page.waitForTimeout(600);
    expect(await x()).toBe(before);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/minty-cashback-boost");
    await expect(page.locator("[data-logo-loop-copy]")).toHaveCount(0);
  });
});

const pages = ["/safeopt", "/minty", "/minty-cashback-boost"];

test.describe("all three product pages", () => {
  for (const path of pages) {
    test(`${path}: no overflow at 320, 375, 768 and 1280 px, no heading larger than the h1, its own description and social image, no broken image, no request off this machine`, async ({ page, request }) => {
      const offsite: string[] = [];
      page.on("request", (sent) => {
        const url = new URL(sent.url());
        if (url.protocol.startsWith("http") && !["127.0.0.1", "localhost"].includes(url.hostname)) offsite.push(sent.url());
      });
      for (const width of [320, 375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
        if (width === 375 || width === 1280) await expectNoHeadingAboveTheH1(page, `${path} at ${width}px`);
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
      const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
      expect(ogImage).toMatch(/\/assets\/(video-poster|hero)-[^/]+\.webp$/);
      expect((await request.get(new URL(ogImage).pathname)).status()).toBe(200);
      // Everything below the fold has its turn to load too.
      await scrollThrough(page);
      await expect
        .poll(() => page.locator("main img").evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).map((img) => (img as HTMLImageElement).currentSrc)))
        .toEqual([]);
      expect(offsite).toEqual([]);
    });
  }
});
