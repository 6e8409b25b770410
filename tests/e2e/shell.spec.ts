import { type Locator, type Page, expect, test, waitForHydration } from "./helpers/test";
import { GOAL_DIALOG, headerMenu, mobileMenu } from "./helpers/header";
import { footerColumns, headerMenus } from "#app/config/navigation.ts";
import { site } from "#app/config/site.ts";
import { E2E_BASE_URL } from "../support/e2e-env";

/**
 * The shell every page shares: the header's bar, dropdowns and mobile menu,
 * the footer and /request-demo, as a visitor uses them and
 * as they measure (where a dropdown opens, the pair of triggers on the centre
 * line, a menu whose header lines up with its entries).
 */

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Which dropdowns are open, sampled every frame for `ms` milliseconds. */
function sampleOpenMenus(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(
    (duration) =>
      new Promise<string[]>((resolve) => {
        const samples: string[] = [];
        const start = performance.now();
        const sample = () => {
          const open = [...document.querySelectorAll("[data-menu-panel]:popover-open")];
          samples.push(open.map((panel) => panel.getAttribute("aria-label")).join("+"));
          if (performance.now() - start < duration) requestAnimationFrame(sample);
          else resolve(samples);
        };
        sample();
      }),
    ms,
  );
}

/** The Advertise/Learn pair sits on the page's centre line. */
async function expectTriggersCentred(page: Page, width: number) {
  const advertise = await page.getByRole("button", { name: "Advertise" }).boundingBox();
  const learn = await page.getByRole("button", { name: "Learn" }).boundingBox();
  if (!advertise || !learn) throw new Error("triggers not visible");
  const pairCentre = (advertise.x + learn.x + learn.width) / 2;
  const pageCentre = await page.evaluate(() => document.documentElement.clientWidth / 2);
  expect(Math.abs(pairCentre - pageCentre), `at ${width} px`).toBeLessThanOrEqual(2);
}

/** Makes sure the page is tall enough to scroll, whatever its content. */
async function makeScrollable(page: Page) {
  // After hydration, so React does not replace the page it did not render.
  await waitForHydration(page);
  await page.evaluate(() => {
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    document.body.append(spacer);
  });
}

test.describe("navigation bar at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("logo goes home, Login opens the dashboard in a new tab and says so, Sign Up opens the goal dialog", async ({ page }) => {
    await page.goto("/help");
    const banner = page.getByRole("banner");
    // It says it opens a new tab, in its name and with its icon.
    const login = banner.getByRole("link", { name: "Login (opens in a new tab)" });
    await expect(login).toHaveAttribute("href", site.externalUrls.dashboard);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
    await expect(login.locator("svg")).toBeVisible();
    const signUp = banner.getByRole("link", { name: "Sign Up" });
    // Without JavaScript (or with a modifier key) it is the demo request page.
    await expect(signUp).toHaveAttribute("href", "/request-demo");
    await signUp.click();
    await expect(page.getByRole("dialog", { name: GOAL_DIALOG })).toBeVisible();
    await expect(page).toHaveURL(/\/help$/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await banner.getByRole("link", { name: `${site.name} home` }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("each dropdown opens on hover and on click, lists its entries and sits just below its trigger, its left edge on the trigger's; the pair of triggers sits on the page's centre line at 1280 and 1024 px", async ({ page }) => {
    await page.goto("/help");
    await expectTriggersCentred(page, 1280);
    for (const menu of headerMenus) {
      const { trigger, panel } = headerMenu(page, menu.label);
      await expect(panel).toBeHidden();
      await trigger.hover();
      await expect(panel).toBeVisible();
      for (const item of menu.items) {
        await expect(panel.getByRole("link", { name: new RegExp(`^${item.label.replace("?", "\\?")}`) })).toHaveAttribute("href", item.href);
      }
      await page.mouse.move(640, 700);
      await expect(panel).toBeHidden();
      await trigger.click();
      await expect(panel).toBeVisible();
      const [triggerBox, panelBox] = [(await trigger.boundingBox())!, (await panel.boundingBox())!];
      expect(Math.abs(panelBox.x - triggerBox.x), menu.label).toBeLessThanOrEqual(1);
      expect(panelBox.y - (triggerBox.y + triggerBox.height), menu.label).toBeGreaterThanOrEqual(0);
      expect(panelBox.y - (triggerBox.y + triggerBox.height), menu.label).toBeLessThanOrEqual(16);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
    await page.setViewportSize({ width: 1024, height: 900 });
    await expectTriggersCentred(page, 1024);
  });

  test("moving from Advertise to Learn hands the open panel over and it stays open, also when a click lands just after arriving; the next click closes it", async ({ page }) => {
    await page.goto("/careers");
    const advertise = headerMenu(page, "Advertise");
    const learn = headerMenu(page, "Learn");
    await advertise.trigger.hover();
    await expect(advertise.panel).toBeVisible();
    const target = await centreOf(learn.trigger);
    const sampling = sampleOpenMenus(page, 600);
    await page.mouse.move(target.x, target.y, { steps: 4 });
    const samples = await sampling;

    // Once Learn is open, nothing closes it while the pointer rests on it.
    const firstLearn = samples.indexOf("Learn");
    expect(firstLearn).toBeGreaterThanOrEqual(0);
    expect(samples.slice(firstLearn).every((open) => open === "Learn")).toBe(true);
    // Never both closed on the way across.
    expect(samples.every((open) => open !== "")).toBe(true);
    await page.waitForTimeout(300);
    await expect(learn.panel).toBeVisible();
    await expect(advertise.panel).toBeHidden();
    await expect(learn.panel.getByRole("link", { name: /^Webinars/ })).toBeVisible();

    // Back over Advertise, then a click that lands just after arriving on Learn keeps it open.
    await advertise.trigger.hover();
    await expect(advertise.panel).toBeVisible();
    await page.mouse.move(target.x, target.y, { steps: 4 });
    await page.waitForTimeout(50);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(300);
    await expect(learn.panel).toBeVisible();
    await expect(advertise.panel).toBeHidden();

    await learn.trigger.click();
    await expect(learn.panel).toBeHidden();
  });

  test("the transparent bar takes its background after 50 px of scroll; a dropdown closes on Escape, outside click and scroll", async ({ page }) => {
    // A page that does not scroll by itself (the legal pages' contents follow the reader).
    await page.goto("/careers");
    await makeScrollable(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-variant", "transparent");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");

    const { trigger, panel } = headerMenu(page, "Learn");

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(panel).toBeHidden();

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(panel).toBeHidden();
  });

  test("the dropdowns work from the keyboard alone: arrow keys move between the triggers and through an open panel's links, Enter opens one, Tab enters it, Enter follows a link", async ({ page }) => {
    await page.goto("/help");
    // The menu opens from script: wait until the page has hydrated.
    await waitForHydration(page);
    const advertise = headerMenu(page, "Advertise");
    const learn = headerMenu(page, "Learn");
    await advertise.trigger.focus();
    await page.keyboard.press("ArrowRight");
    await expect(learn.trigger).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(advertise.trigger).toBeFocused();
    // ArrowDown opens the panel and focuses its first link; ArrowDown/Up move through its links.
    await page.keyboard.press("ArrowDown");
    await expect(advertise.panel).toBeVisible();
    await expect(advertise.panel.getByRole("link", { name: /^SafeOpt/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(advertise.panel.getByRole("link", { name: /^Minty/ })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(advertise.panel.getByRole("link", { name: /^SafeOpt/ })).toBeFocused();
    // Escape closes it and puts focus back on its trigger.
    await page.keyboard.press("Escape");
    await expect(advertise.panel).toBeHidden();
    await expect(advertise.trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(advertise.panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(advertise.panel.getByRole("link", { name: /^SafeOpt/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/safeopt$/);
    // Following a link inside closes the panel.
    await expect(advertise.panel).toBeHidden();
  });

  test("every in-app navigation starts at the top", async ({ page }) => {
    await page.goto("/careers");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Back returns to where the page was left, a reload keeps its place, a story filter keeps the scroll, and nothing is kept in the browser's storage", async ({ page }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

    await page.goto("/success-stories");
    await waitForHydration(page);
    const chip = page.getByRole("group", { name: "Industry" }).getByRole("link", { name: "Pets" });
    await chip.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    await chip.click();
    await expect(page).toHaveURL(/industry=/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // What a page leaves when the visitor goes: pagehide is when storage would be written.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, ""]);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test("has the same entries, its group labels lined up with them, Login saying it opens a new tab, Get Started; closes from its close button, on a press outside it, on Escape and on navigation", async ({ page }) => {
    await page.goto("/help");
    await expect(page.getByRole("button", { name: "Advertise" })).toBeHidden();
    const menu = mobileMenu(page);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    for (const group of headerMenus) {
      for (const item of group.items) {
        await expect(menu.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
      }
    }
    const login = menu.getByRole("link", { name: "Login (opens in a new tab)" });
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login.locator("svg")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Started" })).toBeVisible();
    // Its group labels start where its entries' text does (its logo, where the bar has it, is in grid-and-shell.spec.ts).
    const textLeft = (locator: Locator) =>
      locator.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().left;
      });
    const group = await textLeft(menu.getByText("Advertise", { exact: true }));
    const entry = await textLeft(menu.getByRole("link", { name: "SafeOpt", exact: true }));
    expect(Math.abs(group - entry)).toBeLessThanOrEqual(1);

    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    // Below the sheet, on the dimmed page.
    const sheet = (await menu.boundingBox())!;
    await page.mouse.click(187, Math.min(sheet.y + sheet.height + 40, 790));
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/help$/);

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
    await expect(menu).toBeHidden();
  });

  test("the keyboard goes from the toggle through every entry of the sheet in order; Escape returns to the toggle; Get Started opens the goal dialog", async ({ page }) => {
    await page.goto("/help");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = mobileMenu(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // Each control by its accessible name: its aria-label, or its text.
    const entries = await menu
      .locator("a[href], button")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? (element.textContent ?? "").trim()));
    expect(entries.length).toBeGreaterThan(5);
    const reached: string[] = [];
    for (let i = 0; i < entries.length; i++) {
      await page.keyboard.press("Tab");
      reached.push(
        await page.evaluate(() => {
          const element = document.activeElement!;
          const name = element.getAttribute("aria-label") ?? (element.textContent ?? "").trim();
          return document.getElementById("mobile-menu")?.contains(element) ? name : `outside the menu: ${name}`;
        }),
      );
    }
    expect(reached).toEqual(entries);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Get Started" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("dialog", { name: GOAL_DIALOG })).toBeVisible();
  });

  test("nothing overflows horizontally", async ({ page }) => {
    for (const path of ["/", "/help", "/terms", "/bigcat", "/nope", "/webinar/bfcm2025"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("footer", () => {
  test("has its three columns, the trust seal and the copyright, and no Minty dogs on a page that does not ask for them", async ({ page }) => {
    await page.goto("/help");
    await expect(page.getByTestId("minty-dogs")).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    for (const column of footerColumns) {
      const nav = footer.getByRole("navigation", { name: column.title });
      for (const item of column.items) {
        if ("href" in item) {
          const link = nav.getByRole("link", { name: item.label, exact: true });
          await expect(link).toHaveAttribute("href", item.href);
          if (item.href.startsWith("http")) await expect(link).toHaveAttribute("target", "_blank");
        }
      }
    }
    await expect(footer).toContainText("© 2011-2025");
    await expect(footer.getByText("Privacy & Security Verified")).toBeVisible();
    const talk = footer.getByRole("link", { name: "Talk to an Expert" });
    await expect(talk).toHaveAttribute("href", "/help");
    await talk.click();
    await expect(page.getByRole("dialog", { name: "Talk to an Expert" })).toBeVisible();
  });
});

test.describe("/request-demo", () => {
  test("is Home that asks for the demo on arrival, with its own canonical URL", async ({ page }) => {
    await page.goto("/request-demo");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/request-demo`);
    await expect(page.getByRole("dialog", { name: GOAL_DIALOG })).toBeVisible();
    // The dialog hides the page behind it from the accessibility tree: Home's headline is there all the same.
    await expect(page.locator("h1")).toHaveText("Turn Lost Shoppers Into Loyal Customers");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("without JavaScript it is Home with Get Started visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${E2E_BASE_URL}/request-demo`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const getStarted = page.getByRole("main").getByRole("link", { name: "Get Started" }).first();
    await expect(getStarted).toBeVisible();
    await expect(getStarted).toHaveAttribute("href", "/request-demo");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await context.close();
  });
});
