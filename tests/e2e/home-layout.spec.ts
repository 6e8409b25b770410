import { expect, type Locator, type Page, test } from "./helpers/test";
import { site } from "../../app/config/site";

/**
 * What a visitor can measure of the design: one type scale (the page's h1 is
 * its largest heading), the Minty dogs only on Minty and standing on the
 * footer, pause controls beside the motion they stop, a rating that names
 * its platform, and the hero's status cards readable on phones.
 */

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

/** The gap in pixels between two boxes (0 when they touch or overlap). */
async function gapBetween(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error("both elements must be rendered");
  const dx = Math.max(boxA.x - (boxB.x + boxB.width), boxB.x - (boxA.x + boxA.width), 0);
  const dy = Math.max(boxA.y - (boxB.y + boxB.height), boxB.y - (boxA.y + boxA.height), 0);
  return Math.hypot(dx, dy);
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  if (path === "/") await expect(page.getByTestId("hero-loading")).toHaveCount(0);
}

test.describe("one type scale", () => {
  for (const width of [1280, 375]) {
    for (const path of ["/", "/safeopt", "/minty", "/minty-cashback-boost", "/success-stories"]) {
      test(`on ${path} at ${width} px no h2 or h3 is larger than the h1`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openHydrated(page, path);
        const h1 = await fontSize(page.locator("h1").first());
        const sizes = await page
          .locator("main h2, main h3")
          .evaluateAll((headings) => headings.map((heading) => [heading.textContent?.trim(), parseFloat(getComputedStyle(heading).fontSize)] as const));
        expect(sizes.length).toBeGreaterThan(0);
        for (const [text, size] of sizes) expect(size, `"${text}" (${size}px) vs the h1 (${h1}px)`).toBeLessThanOrEqual(h1);
      });
    }
  }

  test("section headings share one size, and every eyebrow one style", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHydrated(page, "/");
    const sectionHeadings = ["#channels-title", "#values-title", "#closing-title"];
    const sizes = await Promise.all(sectionHeadings.map((selector) => fontSize(page.locator(selector))));
    expect(new Set(sizes).size, `section heading sizes ${sizes.join(", ")}`).toBe(1);
    const eyebrows = await page
      .locator("main .text-eyebrow")
      .evaluateAll((elements) => elements.map((element) => {
        const style = getComputedStyle(element);
        return `${style.fontSize} ${style.fontWeight} ${style.letterSpacing} ${style.textTransform}`;
      }));
    expect(eyebrows.length).toBeGreaterThan(3);
    expect(new Set(eyebrows).size, eyebrows.join(" | ")).toBe(1);
  });
});

test.describe("the Minty dogs", () => {
  test("Home has none", async ({ page }) => {
    await openHydrated(page, "/");
    await expect(page.getByTestId("minty-dogs")).toHaveCount(0);
  });

  test("the Minty page has them, standing on the footer's top edge", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/minty");
      const dogs = page.getByTestId("minty-dogs");
      await dogs.scrollIntoViewIfNeeded();
      await expect(dogs).toBeVisible();
      await expect(dogs.locator("img")).toHaveCount(2);
      const dogsBox = (await dogs.boundingBox())!;
      const footerBox = (await page.locator("footer").boundingBox())!;
      // Their feet go behind the footer's edge; their heads stand above it.
      expect(dogsBox.y).toBeLessThan(footerBox.y);
      expect(dogsBox.y + dogsBox.height).toBeGreaterThanOrEqual(footerBox.y);
      expect(dogsBox.y + dogsBox.height).toBeLessThan(footerBox.y + 40);
      // Inside the page grid, not at the window's edges.
      expect(dogsBox.x).toBeGreaterThan(16);
      expect(dogsBox.x + dogsBox.width).toBeLessThan(width - 16);
    }
  });
});

test.describe("Home's motion controls sit beside their motion", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the typewriter's pause is next to the typed word, and still pauses it", async ({ page }) => {
    await openHydrated(page, "/");
    const pause = page.getByRole("button", { name: "Pause headline animation" });
    await pause.scrollIntoViewIfNeeded();
    const typed = page.getByTestId("typewriter-text");
    expect(await gapBetween(pause, typed.locator(".."))).toBeLessThan(120);
    await expect(pause).toContainText("Pause");
    await pause.click();
    const frozen = await typed.textContent();
    await page.waitForTimeout(3_000);
    await expect(typed).toHaveText(frozen ?? "");
    await expect(page.getByRole("button", { name: "Play headline animation" })).toContainText("Play");
  });

  test("the rotating results' pause is next to the value, and still pauses it", async ({ page }) => {
    await openHydrated(page, "/");
    const value = page.getByTestId("rotating-value");
    await value.scrollIntoViewIfNeeded();
    const pause = page.getByRole("button", { name: "Pause results animation" });
    expect(await gapBetween(pause, value)).toBeLessThan(120);
    await pause.click();
    await page.waitForTimeout(6_500);
    await expect(value).toHaveText("220% new customer growth");
  });
});

test.describe("Home's proof and finish", () => {
  test("the rating names its platform and the review link goes there", async ({ page }) => {
    await openHydrated(page, "/");
    const main = page.getByRole("main");
    await expect(main.getByText(`4.8/5 on ${site.reviewPlatform.name}`)).toBeVisible();
    await expect(main.getByRole("img", { name: `Rated 4.8 out of 5 stars on ${site.reviewPlatform.name}` })).toBeVisible();
    const link = main.getByRole("link", { name: new RegExp(`Read the reviews on ${site.reviewPlatform.name}`) });
    await expect(link).toHaveAttribute("href", site.reviewPlatform.url);
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("each product card shows a product visual", async ({ page }) => {
    await openHydrated(page, "/");
    const cards = page.locator("section[aria-labelledby=channels-title] article");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card.locator("picture img")).toHaveCount(1);
  });

  test("Performance Guaranteed is a badge, not a second button", async ({ page }) => {
    await openHydrated(page, "/");
    const badge = page.getByTestId("guarantee-badge");
    await expect(badge).toHaveText("Performance Guaranteed");
    await expect(page.getByRole("button", { name: "Performance Guaranteed" })).toHaveCount(0);
    const border = await badge.evaluate((element) => getComputedStyle(element).borderTopWidth);
    expect(border).toBe("0px");
  });

  test("on phones the hero's status cards are at least 12 px and the last one clears the email", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHydrated(page, "/");
    for (const detail of ["Trail Runner · $128.00", "Order completed"]) {
      expect(await fontSize(page.getByText(detail, { exact: true }))).toBeGreaterThanOrEqual(12);
    }
    const frame = (await page.locator("main img").first().boundingBox())!;
    const last = (await page.getByText("5% cashback activated").locator("../..").boundingBox())!;
    // The email's "Complete purchase" button ends at 84% of the artwork's height.
    expect(last.y).toBeGreaterThan(frame.y + frame.height * 0.84);
  });
});
