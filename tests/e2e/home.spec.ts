import { expect, type Locator, type Page, test } from "./helpers/test";
import { cropBoxOf, expectPhoneCrop, expectReadableCrop } from "./helpers/crop";
import { GOAL_DIALOG } from "./helpers/header";
import { animationsFinished, expectNoHeadingAboveTheH1 } from "./helpers/page";
import { site } from "#app/config/site.ts";

/**
 * The home page as a visitor meets it: its links, its buttons, its
 * motion (and the lack of it with reduced motion), its images, and what a
 * visitor can measure of its design at phone and desktop widths (one type
 * scale, pause controls beside the motion they stop, nothing off the screen).
 *
 * The motion runs on the page's own timers: those journeys install
 * Playwright's clock before the page loads and move it on with `runFor`
 * rather than waiting in real time.
 */

/** Every link the page's own content (not the shared header/footer) may carry. */
const internalTargets = ["/success-stories", "/safeopt", "/minty", "/minty-cashback-boost"];
const externalTargets = [site.externalUrls.reviews];
/** What a dialog opener links to: the page that does the dialog's job without JavaScript. */
const dialogTargets: Record<string, string> = { goal: "/request-demo", contact: "/help" };
const WORDS = ["Awareness", "Conversions", "Loyalty"];

/**
 * Opens the page and waits until React has hydrated it (the hero's Loading...
 * placeholder is in the server HTML and only the hydrated page removes it):
 * a click that lands mid-hydration is not what a visitor does.
 */
async function openHome(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.getByTestId("hero-loading")).toHaveCount(0);
}

async function mainLinks(page: Page) {
  return page.getByRole("main").locator("a[href]").evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute("href") ?? "",
      target: link.getAttribute("target"),
      rel: link.getAttribute("rel"),
      dialog: link.getAttribute("data-dialog"),
      name: (link.textContent ?? "").trim(),
    })),
  );
}

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

/** The gap in pixels between two boxes (0 when they touch or overlap). */
async function gapBetween(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error("both elements must be rendered");
  const dx = Math.max(boxA.x - (boxB.x + boxB.width), boxB.x - (boxA.x + boxA.width), 0);
  const dy = Math.max(boxA.y - (boxB.y + boxB.height), boxB.y - (boxA.y + boxA.height), 0);
  return Math.hypot(dx, dy);
}


/** Neither the page nor any text of its content runs out of the screen, once the entrances and lazy images have settled. */
async function expectNothingOffTheScreen(page: Page) {
  await animationsFinished(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // No text runs out of the screen either (clipped inside a card, it would not widen the page).
  const outside = await page.getByRole("main").evaluate((main) =>
    [...main.querySelectorAll("*")]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
      .map((element) => ({ text: element.textContent?.trim().slice(0, 40), rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < -0.5 || rect.right > window.innerWidth + 0.5))
      .map(({ text, rect }) => `${text} (${Math.round(rect.left)}–${Math.round(rect.right)})`),
  );
  expect(outside).toEqual([]);
}

test.describe("home page links", () => {
  test("every link of the page goes where it should, external ones in a new tab; the rating names its platform; the brands banner opens the success stories", async ({ page }) => {
    await openHome(page);
    const links = await mainLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) {
      if (link.dialog) {
        expect(dialogTargets[link.dialog], `${link.name} opens the ${link.dialog} dialog`).toBe(link.href);
        expect(link.target).toBeNull();
      } else if (/^https?:/.test(link.href)) {
        expect(externalTargets, `unexpected external link ${link.href}`).toContain(link.href);
        expect(link.target).toBe("_blank");
        expect(link.rel).toBe("noopener noreferrer");
      } else {
        expect(internalTargets, `unexpected internal link ${link.href}`).toContain(link.href);
        expect(link.target).toBeNull();
      }
    }
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Trusted by|success stories/i })).toHaveAttribute("href", "/success-stories");
    await expect(main.getByRole("link", { name: /Explore SafeOpt/ })).toHaveAttribute("href", "/safeopt");
    await expect(main.getByRole("link", { name: /Discover Minty/ })).toHaveAttribute("href", "/minty");
    await expect(main.getByRole("link", { name: /Meet Cashback Boost/ })).toHaveAttribute("href", "/minty-cashback-boost");
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("data-dialog", "goal");
    await expect(main.getByRole("link", { name: "Talk to an Expert" })).toHaveAttribute("data-dialog", "contact");
    const reviews = main.getByRole("link", { name: /Read the reviews/ });
    await expect(reviews).toHaveAttribute("href", site.externalUrls.reviews);
    await expect(reviews).toHaveAttribute("target", "_blank");

    // The rating names its platform, and the review link goes there.
    await expect(main.getByText(`4.8/5 on ${site.reviewPlatform.name}`)).toBeVisible();
    await expect(main.getByRole("img", { name: `Rated 4.8 out of 5 stars on ${site.reviewPlatform.name}` })).toBeVisible();
    const platform = main.getByRole("link", { name: new RegExp(`Read the reviews on ${site.reviewPlatform.name}`) });
    await expect(platform).toHaveAttribute("href", site.reviewPlatform.url);
    await expect(platform).toHaveAttribute("target", "_blank");

    await main.getByRole("link", { name: /See their success stories/ }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
  });

  test('"Explore SafeOpt" and, back on Home, "Discover Minty" navigate in the app and land at the top of their pages', async ({ page }) => {
    await openHome(page);
    // A client-side navigation keeps the same document.
    await page.evaluate(() => ((window as unknown as { __homeMarker: boolean }).__homeMarker = true));
    for (const [name, path] of [
      ["Explore SafeOpt", "/safeopt"],
      ["Discover Minty", "/minty"],
    ] as const) {
      const cta = page.getByRole("main").getByRole("link", { name: new RegExp(name) });
      await cta.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY), name).toBeGreaterThan(0);
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: path }).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __homeMarker?: boolean }).__homeMarker), path).toBe(true);
      if (path === "/safeopt") {
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
      }
    }
  });
});

test.describe("home page buttons", () => {
  test("Get Started opens the goal dialog and Talk to an Expert the contact modal, both in place", async ({ page }) => {
    await openHome(page);
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: GOAL_DIALOG })).toBeVisible();
    // In place: the visitor stays on Home.
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const link = page.getByRole("main").getByRole("link", { name: "Talk to an Expert" });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page.getByRole("dialog", { name: "Talk to an Expert" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Get Started with a modifier key opens the demo request page in a new tab, and no dialog here", async ({ page, context }) => {
    await openHome(page);
    const opened = context.waitForEvent("page");
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForURL(/\/request-demo$/);
    await expect(tab.getByRole("dialog", { name: GOAL_DIALOG })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("home page motion", () => {
  test("the typewriter headline shows Awareness, Conversions and Loyalty over time; its pause, beside the typed word, stops it and play starts it again", async ({ page }) => {
    await page.clock.install();
    // Scroll only once the page has hydrated, so the headline is scrolled to as a visitor would reach it.
    await openHome(page);
    const heading = page.getByRole("heading", { name: "Built to Drive Awareness, Conversions, and Loyalty" });
    await heading.scrollIntoViewIfNeeded();
    const typed = heading.getByTestId("typewriter-text");
    // A full cycle takes about 12 s of the page's time: sample it every 200 ms of it (a word stays whole for 2 s), for up to 20 s.
    const seen = new Set<string>();
    for (let elapsed = 0; elapsed <= 20_000 && !WORDS.every((word) => seen.has(word)); elapsed += 200) {
      seen.add((await typed.textContent()) ?? "");
      await page.clock.runFor(200);
    }
    expect([...seen].filter((text) => WORDS.includes(text)).sort()).toEqual([...WORDS].sort());

    const pause = page.getByRole("button", { name: "Pause headline animation" });
    await pause.scrollIntoViewIfNeeded();
    expect(await gapBetween(pause, typed.locator(".."))).toBeLessThan(120);
    await expect(pause).toContainText("Pause");
    await pause.click();
    // Stopped, it shows the current word whole, and keeps it.
    await expect(typed).toHaveText(new RegExp(`^(${WORDS.join("|")})$`));
    const frozen = await typed.textContent();
    await page.clock.runFor(3_500);
    expect(await typed.textContent()).toBe(frozen);
    const play = page.getByRole("button", { name: "Play headline animation" });
    await expect(play).toContainText("Play");
    await play.click();
    await page.clock.runFor(3_500);
    await expect(typed).not.toHaveText(frozen ?? "");
  });

  test("the rotating results stop with their pause, beside the value; played again, they change after 4 s plus 100 ms per suffix character", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    // From here the page's time moves only when the journey moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const value = page.getByTestId("rotating-value");
    await value.scrollIntoViewIfNeeded();
    await expect(value).toHaveText("220% new customer growth");
    // On screen, the value runs (its entrance plays): its next change is 5.9 s away.
    await expect(value.locator("span").first()).toHaveClass(/animate-fade-up/);
    const pause = page.getByRole("button", { name: "Pause results animation" });
    expect(await gapBetween(pause, value)).toBeLessThan(120);
    await pause.click();
    await page.clock.runFor(6_500);
    expect(await value.textContent()).toBe("220% new customer growth");

    // Played again, the value stays its whole dwell: "new customer growth" has 19 characters, 4000 + 1900 ms.
    await page.getByRole("button", { name: "Play results animation" }).click();
    await page.clock.runFor(5_800);
    expect(await value.textContent()).toBe("220% new customer growth");
    await page.clock.runFor(200);
    await expect(value).toContainText("55.53%");
  });

  test("with reduced motion everything is static, complete text", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByTestId("typewriter-static")).toHaveText("Awareness, Conversions, and Loyalty");
    await expect(page.getByTestId("typewriter-static")).toBeVisible();
    await expect(page.locator("[data-typewriter]")).toBeHidden();
    const value = page.getByTestId("rotating-value");
    await value.scrollIntoViewIfNeeded();
    await expect(value).toHaveText("220% new customer growth");
    // 10 s of the page's time, a step at a time (a value that ran would change within 6 s of coming into view).
    for (let step = 0; step < 20; step += 1) await page.clock.runFor(500);
    expect(await value.textContent()).toBe("220% new customer growth");
    // Nothing moves, so there is nothing to pause.
    await expect(page.getByRole("button", { name: /^(Pause|Play) / })).toHaveCount(0);
    // The hero's entrance animations do not run.
    const animation = await page.getByRole("heading", { level: 1 }).evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe("none");
  });
});

test("images and speed habits: the hero preloaded, eager and high priority, Loading... gone once it has loaded; the other images lazy, all with their dimensions; nothing shifts as the page loads and animates; no third-party request down to the page's end", { tag: "@full-browser" }, async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on("request", (request) => {
    if (!request.url().startsWith("data:")) origins.add(new URL(request.url()).origin);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute("imagesrcset", /hero-inbox-\d+-.*\.avif/);
  const hero = page.getByRole("img", { name: /A shopper leaves a store/ });
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveJSProperty("complete", true);
  await expect(page.getByTestId("hero-loading")).toHaveCount(0);
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const images = await page.getByRole("main").locator("img").evaluateAll((elements) =>
    elements.map((image) => ({
      alt: image.getAttribute("alt"),
      loading: image.getAttribute("loading"),
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
    })),
  );
  expect(images.length).toBeGreaterThanOrEqual(10);
  for (const image of images) {
    expect(image.width, image.alt ?? "").toMatch(/^\d+$/);
    expect(image.height, image.alt ?? "").toMatch(/^\d+$/);
    if (!image.alt?.startsWith("A shopper leaves")) expect(image.loading, image.alt ?? "").toBe("lazy");
  }

  // Once the entrances have played, no layout shift happened on the way.
  await animationsFinished(page);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect([...origins]).toEqual([new URL(baseURL ?? "").origin]);
});

test.describe("home page layout", () => {
  test.describe("at 320 px", () => {
    test.use({ viewport: { width: 320, height: 900 } });
    test("nothing runs off the screen", async ({ page }) => {
      await page.goto("/");
      await expectNothingOffTheScreen(page);
    });
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test("nothing runs off the screen, no heading is larger than the h1, and the hero's status cards are at least 12 px, the last one clear of the email", async ({ page }) => {
      await openHome(page);
      await expectNoHeadingAboveTheH1(page, "at 375 px");
      for (const detail of ["Trail Runner · $128.00", "Order completed"]) {
        expect(await fontSize(page.getByText(detail, { exact: true }))).toBeGreaterThanOrEqual(12);
      }
      const frame = (await page.locator("main img").first().boundingBox())!;
      const last = (await page.getByText("5% cashback activated").locator("../..").boundingBox())!;
      // The email's "Complete purchase" button ends at 84% of the artwork's height.
      expect(last.y).toBeGreaterThan(frame.y + frame.height * 0.84);
      await expectNothingOffTheScreen(page);
    });

    test("each product card's visual shows a readable region of its artwork, words about 10 px and more", async ({ page }) => {
      await page.goto("/");
      const art = page.getByTestId("channel-art");
      await expect(art).toHaveCount(3);
      for (const box of await art.all()) await expectPhoneCrop(box, 0.8);
    });
  });

  for (const width of [768, 1024]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test("the hero's picture and each product card's visual show a readable region of their artwork, words about 10 px and more, and nothing runs off the screen", async ({ page }) => {
        await openHome(page);
        // The hero's smallest words are 17 units: at 10/17 of their size they are 10 px.
        await expectReadableCrop(page.getByTestId("hero-picture"), 10 / 17, width);
        // The first and the last highlight only: the middle one would cover the crop's inbox.
        await expect(page.getByText("Trail Runner · $128.00", { exact: true })).toBeVisible();
        await expect(page.getByText("Just now", { exact: true })).toBeHidden();
        const art = page.getByTestId("channel-art");
        await expect(art).toHaveCount(3);
        for (const box of await art.all()) await expectReadableCrop(box, 0.8, width);
        await expectNothingOffTheScreen(page);
      });
    });
  }

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 900 } });
    test("nothing runs off the screen; one type scale: no heading larger than the h1, section headings of one size, eyebrows of one style; a product visual on each product card, Performance Guaranteed a badge, no Minty dogs", async ({ page }) => {
      await openHome(page);
      await expectNoHeadingAboveTheH1(page, "at 1280 px");
      const sectionHeadings = ["#channels-title", "#values-title", "#closing-title"];
      const sizes = await Promise.all(sectionHeadings.map((selector) => fontSize(page.locator(selector))));
      expect(new Set(sizes).size, `section heading sizes ${sizes.join(", ")}`).toBe(1);
      const eyebrows = await page.locator("main .text-eyebrow").evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return `${style.fontSize} ${style.fontWeight} ${style.letterSpacing} ${style.textTransform}`;
        }),
      );
      expect(eyebrows.length).toBeGreaterThan(3);
      expect(new Set(eyebrows).size, eyebrows.join(" | ")).toBe(1);

      const cards = page.locator("section[aria-labelledby=channels-title] article");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) await expect(card.locator("picture img")).toHaveCount(1);
      // Each visual is the artwork's whole width in a 16:9 frame, from its top.
      for (const box of await page.getByTestId("channel-art").all()) {
        const desktop = await cropBoxOf(box);
        expect(desktop.pictureInside).toBe(true);
        expect(desktop.shownWidth).toBeCloseTo(desktop.width, 0);
        expect(desktop.width / desktop.height).toBeCloseTo(16 / 9, 1);
      }
      const badge = page.getByTestId("guarantee-badge");
      await expect(badge).toHaveText("Performance Guaranteed");
      await expect(page.getByRole("button", { name: "Performance Guaranteed" })).toHaveCount(0);
      expect(await badge.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("0px");
      await expect(page.getByTestId("minty-dogs")).toHaveCount(0);

      await expectNothingOffTheScreen(page);
    });
  });
});
