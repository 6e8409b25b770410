import { type Page, expect, test, waitForHydration } from "./helpers/test";
import { GOAL_DIALOG, headerMenu, mobileMenu } from "./helpers/header";
import { footerColumns, headerMenus } from "../../app/config/navigation";
import { site } from "../../app/config/site";

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

  test("logo goes home, Login opens the dashboard in a new tab, Sign Up opens the goal dialog", async ({ page }) => {
    await page.goto("/help");
    const banner = page.getByRole("banner");
    const login = banner.getByRole("link", { name: "Login" });
    await expect(login).toHaveAttribute("href", site.externalUrls.dashboard);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
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

  for (const menu of headerMenus) {
    test(`"${menu.label}" opens on hover and on click and lists its entries`, async ({ page }) => {
      await page.goto("/help");
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
    });
  }

  test("a dropdown sits just below its trigger, its left edge on the trigger's", async ({ page }) => {
    await page.goto("/help");
    for (const menu of headerMenus) {
      const { trigger, panel } = headerMenu(page, menu.label);
      await trigger.click();
      await expect(panel).toBeVisible();
      const [triggerBox, panelBox] = [(await trigger.boundingBox())!, (await panel.boundingBox())!];
      expect(Math.abs(panelBox.x - triggerBox.x), menu.label).toBeLessThanOrEqual(1);
      expect(panelBox.y - (triggerBox.y + triggerBox.height), menu.label).toBeGreaterThanOrEqual(0);
      expect(panelBox.y - (triggerBox.y + triggerBox.height), menu.label).toBeLessThanOrEqual(16);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
  });

  test("a dropdown closes on Escape, outside click and scroll", async ({ page }) => {
    // A page that does not scroll by itself (the legal pages' contents follow the reader).
    await page.goto("/careers");
    await makeScrollable(page);
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

  test("the dropdowns work from the keyboard alone", async ({ page }) => {
    await page.goto("/help");
    // The menu opens from script: wait until the page has hydrated.
    await waitForHydration(page);
    const { trigger, panel } = headerMenu(page, "Advertise");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: /^SafeOpt/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/safeopt$/);
    // Following a link inside closes the panel.
    await expect(panel).toBeHidden();
  });

  test("arrow keys move between the triggers and through an open panel's links", async ({ page }) => {
    await page.goto("/help");
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
  });

  test("the transparent bar takes its background after 50 px of scroll", async ({ page }) => {
    await page.goto("/careers");
    await makeScrollable(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-variant", "transparent");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("every in-app navigation starts at the top", async ({ page }) => {
    await page.goto("/careers");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test("has the same entries, Get Started, and closes on Escape and on navigation", async ({ page }) => {
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
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("link", { name: "Get Started" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
    await expect(menu).toBeHidden();
  });

  test("closes from its close button and on a press outside it", async ({ page }) => {
    await page.goto("/help");
    const menu = mobileMenu(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    // Below the sheet, on the dimmed page.
    const sheet = (await menu.boundingBox())!;
    await page.mouse.click(187, Math.min(sheet.y + sheet.height + 40, 790));
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/help$/);
  });

  test("the keyboard goes from the toggle through every entry of the sheet in order; Escape returns to the toggle", async ({ page }) => {
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
  });

  test("Get Started opens the goal dialog", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("button", { name: "Open menu" }).click();
    await mobileMenu(page).getByRole("link", { name: "Get Started" }).click();
    await expect(mobileMenu(page)).toBeHidden();
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
  test("has its three columns, the trust seal and the copyright", async ({ page }) => {
    await page.goto("/help");
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

  test("pages that ask for it show the Minty dogs above the footer", async ({ page }) => {
    await page.goto("/minty");
    await expect(page.getByTestId("minty-dogs")).toBeVisible();
    await page.goto("/help");
    await expect(page.getByTestId("minty-dogs")).toHaveCount(0);
  });
});
