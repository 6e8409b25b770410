import { type Page, expect, test } from "./helpers/test";
import { footerColumns, headerMenus } from "../../app/config/navigation";
import { site } from "../../app/config/site";

/** Makes sure the page is tall enough to scroll, whatever its content. */
async function makeScrollable(page: Page) {
  // After hydration, so React does not replace the page it did not render.
  await page.waitForLoadState("networkidle");
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
    await banner.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await banner.getByRole("link", { name: `${site.name} home` }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const menu of headerMenus) {
    test(`"${menu.label}" opens on hover and on click and lists its entries`, async ({ page }) => {
      await page.goto("/help");
      const trigger = page.getByRole("button", { name: menu.label });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      for (const item of menu.items) {
        await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(`^${item.label.replace("?", "\\?")}`) })).toHaveAttribute("href", item.href);
      }
      await page.mouse.move(640, 700);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    });
  }

  test("a dropdown closes on Escape, outside click and scroll", async ({ page }) => {
    // A page that does not scroll by itself (the legal pages' contents follow the reader).
    await page.goto("/careers");
    await makeScrollable(page);
    const trigger = page.getByRole("button", { name: "Learn" });

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(20, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the dropdowns work from the keyboard alone", async ({ page }) => {
    await page.goto("/help");
    // The menu opens from script: wait until the page has hydrated.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const trigger = page.getByRole("button", { name: "Advertise" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: /^SafeOpt/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/safeopt$/);
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
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const group of headerMenus) {
      for (const item of group.items) {
        await expect(menu.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
      }
    }
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("button", { name: "Get Started" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
    await expect(menu).toBeHidden();
  });

  test("traps focus while open", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test("Get Started opens the goal dialog", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("dialog")).toBeVisible();
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
    await footer.getByRole("button", { name: "Talk to an Expert" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("pages that ask for it show the Minty dogs above the footer", async ({ page }) => {
    await page.goto("/minty");
    await expect(page.getByTestId("minty-dogs")).toBeVisible();
    await page.goto("/help");
    await expect(page.getByTestId("minty-dogs")).toHaveCount(0);
  });
});
