import { type Page, expect, test } from "./helpers/test";
import { axeViolations } from "./helpers/axe";
import { legalDocumentList, legalDocuments } from "#app/content/legal/index.ts";
import { availabilityCredits, specFigures } from "../support/legal-figures";

/**
 * The legal pages: every required figure is on the page, every
 * table-of-contents link has a target and no entry is cut by a hard edge,
 * the legal tabs and tables work on a phone, axe finds nothing, and the text
 * reaches the browser in the HTML only, never inside a JavaScript chunk
 * (ADR 0201).
 */

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function expectEveryTocLinkHasATarget(page: Page) {
  const hrefs = await page.locator("#legal-document nav a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, "a same-page anchor").toMatch(/^#./);
    await expect(page.locator(`[id="${decodeURIComponent(href!.slice(1))}"]`), href!).toHaveCount(1);
  }
}

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

/** Scrolled to the article's middle, then through the list to its end: no entry is cut by a hard edge. */
async function expectNoTocEntryCutBare(page: Page) {
  const nav = page.locator(".legal-toc-desktop");
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
}

for (const doc of legalDocumentList) {
  test.describe(`${doc.title} (${doc.path})`, () => {
    test.describe("at 1280×800", () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      const msaTable = doc.path === "/msa" ? ", its availability credit table a real table" : "";
      test(`shows its title, date line and every figure of the spec${msaTable}, and passes axe; its table of contents has a target for every link, no entry cut by a hard edge, and a link that scrolls to its section`, async ({ page }) => {
        await page.goto(doc.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
        await expect(page.getByText(doc.dateLine, { exact: true })).toBeVisible();
        const article = page.locator("#legal-document article");
        for (const figure of specFigures[doc.id]) {
          await expect(article.getByText(figure.text).first(), figure.spec).toBeVisible();
        }
        if (msaTable) {
          const table = page.getByRole("table", { name: "Service credits by monthly Availability" });
          const rows = table.locator("tbody tr");
          await expect(rows).toHaveCount(availabilityCredits.length);
          for (const [index, [availability, credit]] of availabilityCredits.entries()) {
            await expect(rows.nth(index).locator("td")).toHaveText([availability, credit]);
          }
        }
        await expectNoAxeViolations(page);

        await expectEveryTocLinkHasATarget(page);
        const toc = page.locator(".legal-toc-desktop");
        await expect(toc).toBeVisible();
        await expectNoTocEntryCutBare(page);
        const last = toc.getByRole("link").last();
        const target = decodeURIComponent((await last.getAttribute("href"))!.slice(1));
        await last.click();
        await expect(page).toHaveURL(new RegExp(`#${target}$`));
        await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
        await expect(last).toHaveAttribute("aria-current", "location");
      });
    });

    test("at 375 px: the legal tabs one row that scrolls sideways with the current one in view, collapsible contents, no horizontal overflow, no axe violations", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(doc.path);
      const tabs = page.getByRole("navigation", { name: "Legal documents" }).getByRole("link");
      await expect(tabs).toHaveCount(legalDocumentList.length);
      const tops = await tabs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
      expect(new Set(tops.map(Math.round)).size, "all tabs on one line").toBe(1);
      const current = page.getByRole("navigation", { name: "Legal documents" }).getByRole("link", { name: doc.shortTitle, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(current).toBeInViewport({ ratio: 1 });
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const contents = page.locator(".legal-toc-mobile");
      await expect(contents.getByRole("link").first()).toBeHidden();
      await contents.locator("summary").click();
      await expect(contents.getByRole("link").first()).toBeVisible();
      // Nothing sticks out of the page, except inside a frame that clips or scrolls it (tables, decoration).
      const overflowing = await page.evaluate(() => {
        const clipped = (element: Element) => {
          for (let parent = element.parentElement; parent && parent.id !== "main"; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== "visible") return true;
          }
          return false;
        };
        return [...document.querySelectorAll("#main *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth && !clipped(element))
          .map((element) => element.outerHTML.slice(0, 80));
      });
      expect(overflowing).toEqual([]);
      await expectNoAxeViolations(page);
      await contents.getByRole("link").nth(1).click();
      await expect(contents).not.toHaveAttribute("open");
    });
  });
}

test("the California notice table has the spec's columns and scrolls inside its frame on a phone, its caption staying in place", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/privacy#california-notice");
  const table = page.getByRole("table", { name: "Categories of personal information we collect" });
  await expect(table.locator("thead th")).toHaveText(["Category", "Collected", "Source", "Purpose", "Disclosed to"]);
  const region = page.getByRole("region", { name: "Categories of personal information we collect" });
  const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(scrolls).toBe(true);

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

test("the Terms link to the Privacy Policy and the contact page, which navigate in the app", async ({ page }) => {
  await page.goto("/terms");
  const article = page.locator("#legal-document article");
  await expect(article.locator('a[href="/help"]').first()).toBeVisible();
  await article.locator('a[href="/privacy"]').first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalDocuments.privacy.title);
  await expect(page.locator("#legal-document article").getByText(specFigures.privacy[0]!.text)).toBeVisible();
});

test("a client-side navigation from the footer shows the full document", async ({ page }) => {
  await page.goto("/help");
  await page.waitForLoadState("networkidle");
  // A marker on window survives client-side navigations only: it proves no page reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  for (const [label, id] of [["Terms of Use", "terms"], ["Privacy Policy", "privacy"], ["MSA", "msa"]] as const) {
    await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${legalDocuments[id].path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalDocuments[id].title);
    const article = page.locator("#legal-document article");
    for (const figure of specFigures[id]) await expect(article, figure.spec).toContainText(figure.text);
    await expectEveryTocLinkHasATarget(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  }
});

test("the document text is in the page's HTML once and in none of its JavaScript", async ({ page, request }) => {
  const sentence = specFigures.terms.find((figure) => figure.spec === "electronic notice deemed received after 24 hours")!.text;
  const response = await request.get("/terms");
  const html = await response.text();
  expect(html.split(sentence).length - 1).toBe(1);

  const scripts = new Set<string>();
  page.on("response", (answer) => {
    if (answer.request().resourceType() === "script") scripts.add(answer.url());
  });
  await page.goto("/terms");
  await page.waitForLoadState("networkidle");
  for (const href of await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))) {
    scripts.add(href);
  }
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    const code = await (await request.get(url)).text();
    expect(code, url).not.toContain(sentence);
    expect(code, url).not.toContain("final and binding arbitration");
  }
});
