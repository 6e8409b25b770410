import { type Page, expect, test } from "./helpers/test";
import { legalDocumentList } from "../../app/content/legal/index";

/**
 * Design polish on the legal pages, the status pages and /help: what a
 * visitor sees at the sizes where it used to go wrong.
 */

/** The desktop table of contents: its visible box, the bottom fade's height and every entry's box. */
async function tocGeometry(page: Page) {
  return page.locator(".legal-toc-desktop").evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    const style = getComputedStyle(nav);
    const title = nav.querySelector(".legal-toc-title")!.getBoundingClientRect();
    return {
      top: title.bottom,
      bottom: box.bottom,
      fade: style.maskImage.includes("linear-gradient") ? parseFloat(style.paddingBottom) : 0,
      scrolls: nav.scrollHeight > nav.clientHeight,
      links: [...nav.querySelectorAll("a")].map((link) => {
        const rect = link.getBoundingClientRect();
        return { text: link.textContent, top: rect.top, bottom: rect.bottom };
      }),
    };
  });
}

test.describe("legal pages at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const doc of legalDocumentList) {
    test(`${doc.path}: no table-of-contents entry is cut by a hard edge`, async ({ page }) => {
      await page.goto(doc.path);
      const nav = page.locator(".legal-toc-desktop");
      await expect(nav).toBeVisible();
      // Scrolled to the article's middle, then to the end of the list: both edges are clean.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      for (const listScroll of ["start", "middle", "end"] as const) {
        await nav.evaluate((element, where) => {
          const max = element.scrollHeight - element.clientHeight;
          element.scrollTop = where === "start" ? 0 : where === "middle" ? max / 2 : max;
        }, listScroll);
        const toc = await tocGeometry(page);
        for (const link of toc.links) {
          const crossesBottom = link.top < toc.bottom && link.bottom > toc.bottom;
          if (crossesBottom) expect(toc.fade, `${link.text} is cut at the bottom with no fade`).toBeGreaterThan(0);
          // Whatever the fade covers is faded, never cut bare: the fade reaches above the cut entry's bottom.
          if (crossesBottom) expect(toc.bottom - toc.fade, `${link.text}`).toBeLessThan(link.bottom);
        }
        if (listScroll === "end" || !toc.scrolls) {
          // At the end of the list the last entry sits clear of the fade.
          const last = toc.links.at(-1)!;
          expect(last.bottom).toBeLessThanOrEqual(toc.bottom - toc.fade + 1);
        }
        if (listScroll === "start") expect(toc.links[0]!.top).toBeGreaterThanOrEqual(toc.top - 1);
      }
    });
  }
});

test.describe("legal pages at 375", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the Privacy table's caption stays in place when the table scrolls sideways", async ({ page }) => {
    await page.goto("/privacy#california-notice");
    const region = page.getByRole("region", { name: "Categories of personal information we collect" });
    await region.scrollIntoViewIfNeeded();
    const caption = region.locator("caption");
    const header = region.locator("thead th").first();
    const before = { caption: await caption.boundingBox(), header: await header.boundingBox() };
    await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    const after = { caption: await caption.boundingBox(), header: await header.boundingBox() };
    // The table moved under it; the caption did not, and it is fully inside the frame.
    expect(after.header!.x).toBeLessThan(before.header!.x - 100);
    expect(after.caption!.x).toBeCloseTo(before.caption!.x, 0);
    const frame = (await region.boundingBox())!;
    expect(after.caption!.x).toBeGreaterThanOrEqual(frame.x);
    expect(after.caption!.x + after.caption!.width).toBeLessThanOrEqual(frame.x + frame.width);
    await expect(caption).toHaveText("Categories of personal information we collect");
  });

  for (const doc of legalDocumentList) {
    test(`${doc.path}: the legal tabs are one row that scrolls sideways, with the current one in view`, async ({ page }) => {
      await page.goto(doc.path);
      const tabs = page.getByRole("navigation", { name: "Legal documents" }).getByRole("link");
      await expect(tabs).toHaveCount(legalDocumentList.length);
      const boxes = await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
      expect(new Set(boxes.map(Math.round)).size, "all tabs on one line").toBe(1);
      const current = page.getByRole("navigation", { name: "Legal documents" }).getByRole("link", { name: doc.shortTitle, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(current).toBeInViewport({ ratio: 1 });
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

test.describe("one status page layout", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const pages = [
    { path: "/no-such-page", heading: "Oops! Page not found", links: ["Return to Home"] },
    { path: "/bigcat", heading: "Page No Longer Available", links: ["Go to Homepage", "Contact Us"] },
    { path: "/form-result?form=contact&status=success", heading: "Thank you for contacting us!", links: ["Return to Home"] },
  ];

  test("404, 410 and the form result share one card, one heading style and full-width buttons on a phone", async ({ page }) => {
    const looks: string[] = [];
    for (const { path, heading, links } of pages) {
      await page.goto(path);
      const title = page.getByRole("heading", { level: 1, name: heading });
      await expect(title).toBeVisible();
      looks.push(await title.evaluate((element) => {
        const style = getComputedStyle(element);
        const card = element.parentElement!;
        return [style.fontSize, style.fontWeight, style.textAlign, card.getBoundingClientRect().width, getComputedStyle(card).borderRadius].join(" ");
      }));
      const card = title.locator("..");
      const cardBox = (await card.boundingBox())!;
      for (const name of links) {
        const link = page.getByRole("main").getByRole("link", { name });
        const box = (await link.boundingBox())!;
        // On a phone every button spans the card's content width.
        expect(box.width, name).toBeGreaterThan(cardBox.width - 60);
      }
    }
    expect(new Set(looks).size, looks.join(" | ")).toBe(1);
  });
});

test.describe("/help on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the form starts near the top and the reply time is said once", async ({ page }) => {
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1, name: "Need Help?" })).toBeVisible();
    const firstField = page.getByRole("textbox", { name: "First name" });
    const box = (await firstField.boundingBox())!;
    expect(box.y).toBeLessThan(450);
    const main = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    expect(main.match(/24 business hours/g) ?? []).toHaveLength(1);
    expect(main.match(/\bEST\b|Eastern Time/g) ?? []).toHaveLength(1);
    await expect(page.getByRole("main")).toContainText("Our team typically replies within 24 business hours.");
    await expect(page.getByRole("main").getByRole("link", { name: "privacy policy" }).first()).toHaveAttribute("href", "/privacy");
  });
});
