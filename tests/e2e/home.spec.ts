import { expect, type Page, test, waitForHydration } from "./helpers/test";
import { GOAL_DIALOG } from "./helpers/header";
import { site } from "../../app/config/site";

/**
 * The home page as a visitor meets it: its links, its buttons, its
 * motion (and the lack of it with reduced motion), its images and its layout
 * at phone and desktop widths.
 */

/** Every link the page's own content (not the shared header/footer) may carry. */
const internalTargets = ["/success-stories", "/safeopt", "/minty", "/minty-cashback-boost"];
const externalTargets = [site.externalUrls.reviews];
/** What a dialog opener links to: the page that does the dialog's job without JavaScript. */
const dialogTargets: Record<string, string> = { goal: "/request-demo", contact: "/help" };

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

test.describe("home page links", () => {
  test("every link of the page goes where the spec says; external ones open in a new tab", async ({ page }) => {
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
  });

  for (const [name, path] of [
    ["Explore SafeOpt", "/safeopt"],
    ["Discover Minty", "/minty"],
  ] as const) {
    test(`"${name}" navigates in the app and lands at the top of ${path}`, async ({ page }) => {
      await openHome(page);
      const cta = page.getByRole("main").getByRole("link", { name: new RegExp(name) });
      await cta.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // A client-side navigation keeps the same document.
      await page.evaluate(() => ((window as unknown as { __homeMarker: boolean }).__homeMarker = true));
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __homeMarker?: boolean }).__homeMarker)).toBe(true);
    });
  }

  test("the brands banner opens the success stories", async ({ page }) => {
    await openHome(page);
    await page.getByRole("main").getByRole("link", { name: /See their success stories/ }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
  });
});

test.describe("home page buttons", () => {
  test("Get Started opens the goal dialog", async ({ page }) => {
    await openHome(page);
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: GOAL_DIALOG })).toBeVisible();
    // In place: the visitor stays on Home.
    await expect(page).toHaveURL(/\/$/);
  });

  test("Talk to an Expert opens the contact modal", async ({ page }) => {
    await openHome(page);
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

  test("/request-demo is Home with its own canonical URL", async ({ page }) => {
    await page.goto("/request-demo");
    // The page opens the goal dialog at once, which hides the page behind it from the accessibility tree.
    await expect(page.locator("h1")).toHaveText("Turn Lost Shoppers Into Loyal Customers");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/request-demo$/);
  });
});

test.describe("home page motion", () => {
  // Real timings: a full typewriter cycle takes about 12 s.
  test.describe.configure({ timeout: 60_000 });

  test("the typewriter headline shows Awareness, Conversions and Loyalty over time", async ({ page }) => {
    // Scroll only once the page has hydrated: the router restores the scroll
    // position when it hydrates, which could put the headline back out of view.
    await openHome(page);
    const heading = page.getByRole("heading", { name: "Built to Drive Awareness, Conversions, and Loyalty" });
    await heading.scrollIntoViewIfNeeded();
    const typed = heading.getByTestId("typewriter-text");
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await typed.textContent()) ?? "");
          return ["Awareness", "Conversions", "Loyalty"].every((word) => seen.has(word));
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(true);
  });

  test("the pause button stops the typewriter, play starts it again", async ({ page }) => {
    await openHome(page);
    const pause = page.getByRole("button", { name: "Pause headline animation" });
    await pause.scrollIntoViewIfNeeded();
    await pause.click();
    const typed = page.getByTestId("typewriter-text");
    const frozen = await typed.textContent();
    expect(["Awareness", "Conversions", "Loyalty"]).toContain(frozen);
    await page.waitForTimeout(3_500);
    await expect(typed).toHaveText(frozen ?? "");
    await page.getByRole("button", { name: "Play headline animation" }).click();
    await expect(typed).not.toHaveText(frozen ?? "", { timeout: 5_000 });
  });

  test("the rotating results change after 4 s plus 100 ms per suffix character", async ({ page }) => {
    await page.goto("/");
    // The rotation runs once the page has hydrated; the clock under test starts there.
    await waitForHydration(page);
    const value = page.getByTestId("rotating-value");
    await value.scrollIntoViewIfNeeded();
    await expect(value).toHaveText("220% new customer growth");
    // "new customer growth" has 19 characters: 4000 + 1900 ms.
    await expect(value).toContainText("55.53%", { timeout: 8_000 });
  });

  test("with reduced motion everything is static, complete text", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByTestId("typewriter-static")).toHaveText("Awareness, Conversions, and Loyalty");
    await expect(page.getByTestId("typewriter-static")).toBeVisible();
    await expect(page.locator("[data-typewriter]")).toBeHidden();
    const value = page.getByTestId("rotating-value");
    await value.scrollIntoViewIfNeeded();
    await expect(value).toHaveText("220% new customer growth");
    await page.waitForTimeout(6_500);
    await expect(value).toHaveText("220% new customer growth");
    // Nothing moves, so there is nothing to pause.
    await expect(page.getByRole("button", { name: /^(Pause|Play) / })).toHaveCount(0);
    // The hero's entrance animations do not run.
    const animation = await page.getByRole("heading", { level: 1 }).evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe("none");
  });
});

test.describe("home page images and speed habits", () => {
  test("the hero image is preloaded, eager and high priority, and Loading... goes once it has loaded", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute("imagesrcset", /hero-inbox-\d+-.*\.avif/);
    const hero = page.getByRole("img", { name: /A shopper leaves a store/ });
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveJSProperty("complete", true);
    await expect(page.getByTestId("hero-loading")).toHaveCount(0);
    expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("below-the-fold images are lazy and every image has its dimensions", async ({ page }) => {
    await page.goto("/");
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
  });

  test("no third-party request at page load", async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on("request", (request) => {
      if (!request.url().startsWith("data:")) origins.add(new URL(request.url()).origin);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect([...origins]).toEqual([new URL(baseURL ?? "").origin]);
  });

  test("nothing shifts while the page loads and animates", async ({ page }) => {
    await page.goto("/");
    await page.waitForTimeout(2_000);
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
  });
});

test.describe("home page layout", () => {
  for (const width of [320, 375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test("has no horizontal overflow", async ({ page }) => {
        await page.goto("/");
        // Let the entrance animations and lazy images settle, top to bottom.
        await page.waitForTimeout(1_500);
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
      });
    });
  }
});
