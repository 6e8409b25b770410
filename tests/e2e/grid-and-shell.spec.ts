import { type Page, expect, test } from "./helpers/test";
import { headerMenu, mobileMenu } from "./helpers/header";
import { headerMenus } from "#app/config/navigation.ts";
import { site } from "#app/config/site.ts";

/** The left edge (px) of the header's logo link. */
async function logoLeft(page: Page): Promise<number> {
  const box = await page.getByRole("banner").getByRole("link", { name: `${site.name} home` }).boundingBox();
  return box!.x;
}

/** The left edge (px) of the page's h1, where its content starts. */
async function contentLeft(page: Page): Promise<number> {
  const box = await page.getByRole("main").getByRole("heading", { level: 1 }).boundingBox();
  return box!.x;
}

test.describe("one container edge at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("help, a legal page and the privacy requests start their content at the logo's edge, as a marketing page does", async ({ page }) => {
    await page.goto("/safeopt");
    const edge = await logoLeft(page);
    expect(await contentLeft(page), "/safeopt").toBe(edge);

    for (const path of ["/help", "/terms", "/privacy/requests"]) {
      await page.goto(path);
      expect(await logoLeft(page), path).toBe(edge);
      expect(await contentLeft(page), path).toBe(edge);
    }
  });
});

test.describe("header menus", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("each Advertise entry has an icon and a one-line description", async ({ page }) => {
    await page.goto("/help");
    const advertise = headerMenus.find((menu) => menu.label === "Advertise")!;
    const { trigger, panel } = headerMenu(page, advertise.label);
    await trigger.click();
    await expect(panel).toBeVisible();
    const links = panel.getByRole("link");
    await expect(links).toHaveCount(advertise.items.length);
    for (const item of advertise.items) {
      expect(item.description, item.label).toBeTruthy();
      const link = panel.getByRole("link", { name: new RegExp(`^${item.label}`) });
      await expect(link).toHaveAttribute("href", item.href);
      await expect(link).toContainText(item.description!);
      await expect(link.locator(".nav-icon")).toBeVisible();
    }
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test("the open menu keeps the logo where the bar has it, and it goes home", async ({ page }) => {
    await page.goto("/help");
    const barLogo = (await page.getByRole("banner").getByRole("link", { name: `${site.name} home` }).boundingBox())!;
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();
    const logo = menu.getByRole("link", { name: `${site.name} home` });
    await expect(logo).toBeVisible();
    const box = (await logo.boundingBox())!;
    expect(Math.abs(box.x - barLogo.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - barLogo.y)).toBeLessThanOrEqual(1);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("status pages show the ways on", () => {
  const waysOn = ["/safeopt", "/minty", "/minty-cashback-boost", "/success-stories", "/help"];

  for (const [path, status, title] of [
    ["/no-such-page-here", 404, "Oops! Page not found"],
    ["/bigcat", 410, "Page No Longer Available"],
  ] as const) {
    test(`${path} answers ${status} and links to the products, the stories and help`, async ({ page, request }) => {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(status);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const links = page.getByRole("main").getByRole("navigation");
      for (const href of waysOn) {
        await expect(links.locator(`a[href="${href}"]`), href).toBeVisible();
      }
    });
  }
});
