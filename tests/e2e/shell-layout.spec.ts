import { type Locator, type Page, expect, test, waitForHydration } from "./helpers/test";
import { GOAL_DIALOG, headerMenu, mobileMenu } from "./helpers/header";
import { E2E_BASE_URL } from "../support/e2e-env";

/** After hydration: the header's handlers and the dialogs are live. */
async function hydrated(page: Page) {
  await waitForHydration(page);
}

async function settled(dialog: Locator) {
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

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

/** A hydrated page with Advertise open under the pointer, and where Learn's centre is. */
async function openAdvertise(page: Page) {
  await page.goto("/careers");
  await hydrated(page);
  const advertise = headerMenu(page, "Advertise");
  const learn = headerMenu(page, "Learn");
  await advertise.trigger.hover();
  await expect(advertise.panel).toBeVisible();
  return { advertise, learn, target: await centreOf(learn.trigger) };
}

test.describe("header dropdowns at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("moving from Advertise to Learn hands the open panel over and it stays open", async ({ page }) => {
    const { advertise, learn, target } = await openAdvertise(page);
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
  });

  test("a click that lands just after arriving on Learn keeps it open; the next click closes it", async ({ page }) => {
    const { advertise, learn, target } = await openAdvertise(page);
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
});

test.describe("navigation centring", () => {
  for (const width of [1024, 1280]) {
    test(`the Advertise/Learn pair sits on the page's centre line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/help");
      const advertise = await page.getByRole("button", { name: "Advertise" }).boundingBox();
      const learn = await page.getByRole("button", { name: "Learn" }).boundingBox();
      if (!advertise || !learn) throw new Error("triggers not visible");
      const pairCentre = (advertise.x + learn.x + learn.width) / 2;
      const pageCentre = await page.evaluate(() => document.documentElement.clientWidth / 2);
      expect(Math.abs(pairCentre - pageCentre)).toBeLessThanOrEqual(2);
    });
  }
});

test.describe("Talk-to-an-Expert modal", () => {
  test("fits 1280×800 before and after an empty submit, title and close fixed, Send Message reachable", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/success-stories");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Talk to an Expert" }).click();
    const modal = page.getByRole("dialog", { name: "Talk to an Expert" });
    await expect(modal).toBeVisible();
    await settled(modal);

    // No page preselects an inquiry type here: it starts empty, as on /help.
    const inquiry = modal.getByLabel("Inquiry type", { exact: true });
    await expect(inquiry).toHaveValue("");
    await expect(inquiry.locator("option:checked")).toHaveText("Select an inquiry type");

    const fits = async () => {
      const box = await modal.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
      return box!;
    };
    const before = await fits();

    const send = modal.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(modal.getByText("First name is required")).toBeVisible();
    const after = await fits();
    expect(after.y).toBe(before.y);

    // The body scrolls to Send Message; the title and the close button stay where they were.
    const title = modal.getByRole("heading", { name: "Talk to an Expert" });
    const close = modal.getByRole("button", { name: "Close" });
    const titleBefore = await title.boundingBox();
    const closeBefore = await close.boundingBox();
    await modal.getByTestId("dialog-body").evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    const sendBox = await send.boundingBox();
    expect(sendBox!.y + sendBox!.height).toBeLessThanOrEqual(after.y + after.height);
    expect(await title.boundingBox()).toEqual(titleBefore);
    expect(await close.boundingBox()).toEqual(closeBefore);
    await expect(close).toBeInViewport({ ratio: 1 });
  });

  test("at 375 px the close button stays in view while the form scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/success-stories");
    await hydrated(page);
    const opener = page.getByRole("contentinfo").getByRole("link", { name: "Talk to an Expert" });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const modal = page.getByRole("dialog", { name: "Talk to an Expert" });
    await settled(modal);
    const box = await modal.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(667);

    const close = modal.getByRole("button", { name: "Close" });
    await modal.getByTestId("dialog-body").evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(modal.getByRole("heading", { name: "Talk to an Expert" })).toBeInViewport({ ratio: 1 });
    await expect(modal.getByRole("button", { name: "Send Message" })).toBeInViewport({ ratio: 1 });
    await close.click();
    await expect(modal).toBeHidden();
  });
});

test.describe("goal dialog", () => {
  test("keeps its top edge still when the validation error appears", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/help");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    const dialog = page.getByRole("dialog", { name: GOAL_DIALOG });
    await expect(dialog).toBeVisible();
    await settled(dialog);
    const before = await dialog.boundingBox();

    await dialog.getByRole("button", { name: "Book My Demo" }).click();
    await expect(dialog.getByText("Please select your top priority")).toBeVisible();
    const after = await dialog.boundingBox();
    expect(after!.height).toBeGreaterThan(before!.height);
    expect(after!.y).toBe(before!.y);
    // The pinned top belongs to the dialog's box alone: what is inside does not inherit it, so pinning restyles one element.
    expect(await dialog.evaluate((box) => getComputedStyle(box).getPropertyValue("--dialog-top"))).toMatch(/^\d+px$/);
    expect(await dialog.getByRole("heading").first().evaluate((heading) => getComputedStyle(heading).getPropertyValue("--dialog-top"))).toBe("");
  });
});

test.describe("Login and the mobile menu", () => {
  test("Login says it opens a new tab the same way in the bar and in the mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/help");
    const desktop = page.getByRole("banner").getByRole("link", { name: "Login (opens in a new tab)" });
    await expect(desktop).toHaveAttribute("target", "_blank");
    await expect(desktop.locator("svg")).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = mobileMenu(page);
    const mobile = menu.getByRole("link", { name: "Login (opens in a new tab)" });
    await expect(mobile).toHaveAttribute("target", "_blank");
    await expect(mobile.locator("svg")).toBeVisible();
  });

  test("the mobile menu's header lines up with its entries", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/help");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();
    const textLeft = (locator: Locator) =>
      locator.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().left;
      });
    const title = await textLeft(menu.getByText("Menu", { exact: true }));
    const group = await textLeft(menu.getByText("Advertise", { exact: true }));
    const entry = await textLeft(menu.getByRole("link", { name: "SafeOpt", exact: true }));
    expect(Math.abs(title - entry)).toBeLessThanOrEqual(1);
    expect(Math.abs(group - entry)).toBeLessThanOrEqual(1);
  });
});

test.describe("/request-demo", () => {
  test("asks for the demo on arrival and has its own canonical URL", async ({ page }) => {
    await page.goto("/request-demo");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/request-demo`);
    await expect(page.getByRole("dialog", { name: GOAL_DIALOG })).toBeVisible();
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

test("the tab shows the brand icon written into the page; search engines and home screens get it as a file, fetched only when used", async ({ page, request }) => {
  const requested: string[] = [];
  page.on("request", (sent) => requested.push(new URL(sent.url()).pathname));
  for (const path of ["/", "/terms", "/webinar/bfcm2025"]) {
    await page.goto(path);
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveCount(1);
    const drawn = await icon.evaluate(async (link: HTMLLinkElement) => {
      const image = new Image();
      image.src = link.href;
      await image.decode();
      return { protocol: new URL(link.href).protocol, drawn: image.naturalWidth > 0, square: image.naturalWidth === image.naturalHeight };
    });
    expect(drawn, path).toEqual({ protocol: "data:", drawn: true, square: true });
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  }
  await page.waitForLoadState("networkidle");
  expect(requested.filter((pathname) => /favicon|touch-icon|\.webmanifest$/.test(pathname))).toEqual([]);

  const touchIcon = await request.get("/apple-touch-icon.png");
  expect(touchIcon.status()).toBe(200);
  expect(touchIcon.headers()["content-type"]).toBe("image/png");
  const png = await touchIcon.body();
  // PNG header: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
});
