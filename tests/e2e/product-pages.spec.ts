import { axeViolationsOnceRevealed, expectNoHeadingAboveTheH1, scrollThrough } from "./helpers/page";
import { cropBoxOf, expectPhoneCrop, expectReadableCrop } from "./helpers/crop";
import { expect, type Locator, test } from "./helpers/test";
import { site } from "#app/config/site.ts";
import { open, pauseClock, msUntilChange, emblaRunning, expectSoftwareApplication, expectDogsOnTheFooter } from "./helpers/product-page";

/**
 * Minty and Minty Cashback Boost as a visitor meets them, and what all three
 * product pages share: what they say, what their
 * buttons do, how their motion behaves (and stays still), and that nothing
 * overflows, outgrows the page's h1 or fails accessibility checks in any
 * state. Motion that runs on the page's timers is judged on Playwright's
 * clock, moved on with `runFor` rather than waited for in real time.
 */
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
