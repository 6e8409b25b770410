import { stubYouTube } from "./helpers/page";
import { type Locator, type Page, expect, test } from "./helpers/test";

/**
 * Parts of a page below its first screens (and the footer) stay the server's
 * HTML until the visitor comes near them; React takes each over then, or on a
 * press, key or focus inside it. Whatever the order, nothing a visitor sees
 * goes missing, and a first press does what it says.
 */

const PHONE = { width: 412, height: 823 };
const PARTS = "[data-hydrate-when-near]";

/** Whether React has taken over the element's content (React keeps its fiber on each node it hydrated). */
async function takenOver(part: Locator): Promise<boolean> {
  return part.evaluate((element) => {
    const first = element.firstElementChild;
    return first !== null && Object.keys(first).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Every part of the page has its content (none was swapped for an empty fallback). */
async function expectEveryPartFilled(page: Page) {
  const parts = page.locator(PARTS);
  expect(await parts.count()).toBeGreaterThan(0);
  for (const part of await parts.all()) expect((await part.textContent())?.trim().length).toBeGreaterThan(0);
}

test.use({ viewport: PHONE });

test("a phone's first screens are taken over at load; the footer and the sections far below only once near", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator(`footer${PARTS}`);
  // On Home the one part besides the footer: the sections below 2.5 phone screens.
  const below = page.locator(`div${PARTS}`);
  // The header works at load: it is not one of the deferred parts.
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect.poll(() => takenOver(footer)).toBe(false);
  await expect.poll(() => takenOver(below)).toBe(false);

  await below.scrollIntoViewIfNeeded();
  await expect.poll(() => takenOver(below)).toBe(true);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => takenOver(footer)).toBe(true);
  await expectEveryPartFilled(page);
});

test("a first press inside a part not yet taken over does what it says", async ({ page }) => {
  // An observer that never reports: only the press can wake the footer, as
  // when a visitor taps it in the frame it scrolls into view.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  await page.goto("/safeopt");
  const footer = page.locator(`footer${PARTS}`);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await takenOver(footer)).toBe(false);
  // One click: the dialog opens.
  await page.getByRole("contentinfo").getByRole("button", { name: "Talk to an Expert" }).click();
  await expect(page.getByRole("dialog", { name: "Talk to an Expert" })).toBeVisible();
});

test("a page that renders again while its parts wait keeps their content", async ({ page }) => {
  await stubYouTube(page);
  await page.goto("/success-stories");
  const tiles = page.locator(`#stories ${PARTS}`);
  expect(await takenOver(tiles.last())).toBe(false);
  // Playing the featured story sets the page's state: every tile is rendered again.
  await page.getByRole("button", { name: /^Play the featured story/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("button", { name: "Close video" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expectEveryPartFilled(page);
});

test("filtering the stories while most tiles wait keeps every tile's content", async ({ page }) => {
  await page.goto("/success-stories");
  const tiles = page.locator(`#stories ${PARTS}`);
  const all = await tiles.count();
  expect(all).toBeGreaterThan(6);
  expect(await takenOver(tiles.last())).toBe(false);

  const filter = page.getByRole("group", { name: "Industry" }).getByRole("link").nth(1);
  await filter.click();
  await expect(filter).toHaveAttribute("aria-current", "true");
  await expectEveryPartFilled(page);

  await page.getByRole("group", { name: "Industry" }).getByRole("link", { name: "All" }).click();
  await expect(tiles).toHaveCount(all);
  await expectEveryPartFilled(page);
});

test("after a client-side navigation every part renders at once", async ({ page }) => {
  await page.goto("/safeopt");
  await page.getByRole("contentinfo").getByRole("link", { name: "Minty", exact: true }).click();
  await expect(page).toHaveURL(/\/minty$/);
  // The address changes first; the new page replaces the old one just after.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("AI Shopping Assistant");
  await expectEveryPartFilled(page);
  const parts = page.locator(PARTS);
  for (const part of await parts.all()) expect(await takenOver(part)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every part is in the page's HTML, shown, with nothing left to stream in", async ({ page }) => {
    for (const path of ["/", "/safeopt", "/success-stories"]) {
      const response = await page.goto(path);
      expect(await response?.text()).not.toContain("<template id=");
      await expectEveryPartFilled(page);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
  });
});
