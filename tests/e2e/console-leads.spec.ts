import { readFile } from "node:fs/promises";
import { expect, test, waitForHydration } from "./helpers/test";
import { signInConsole } from "./helpers/console-session";

/**
 * The sales team works a lead in the console: a lead sent through the site's
 * API shows in the list, the search finds it, its page shows what was sent;
 * a status change (saved in place with JavaScript, by its form's button
 * without), a note, an assignee, the CSV export of the filtered list, and the
 * audit log that recorded it all; filters, saved views and j/k act at once.
 */
test.describe.configure({ mode: "serial" });

const stamp = `${Date.now()}`;
const email = `journey.${stamp}@northwind.example`;

test.beforeAll(async ({ request }) => {
  const answer = await request.post("/api/send-contact-email", {
    data: {
      firstName: "Journey",
      lastName: `Lead${stamp}`,
      email,
      companyName: "Northwind Traders",
      website: "https://northwind.example",
      inquiryType: "partnership",
      message: "We would like to talk about checkout recovery for our shop.",
      formType: "contact",
      idempotencyKey: `journey-${stamp}`,
      pageUrl: "/help?utm_source=linkedin",
      firstTouch: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "autumn" },
    },
  });
  expect(answer.status()).toBe(200);
  // A second lead, so j and k have rows to move between.
  const second = await request.post("/api/send-contact-email", {
    data: { firstName: "Second", lastName: `Second${stamp}`, email: `second.${stamp}@northwind.example`, inquiryType: "general", message: "A second lead for the list's keys.", formType: "contact", idempotencyKey: `journey-second-${stamp}` },
  });
  expect(second.status()).toBe(200);
});

test("an admin finds the lead, works it, exports the view and reads the audit log", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const admin = await signInConsole(context, { role: "admin" });
  const page = await context.newPage();
  await page.goto("/console");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText("linkedin / social");
  await expect(row).toContainText("New");

  // The "/" shortcut is the script's: a page opened from the context is not waited for by the fixture.
  await waitForHydration(page);
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox", { name: /Search/ })).toBeFocused();
  await page.keyboard.type(`lead${stamp}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=lead${stamp}`));
  await expect(page.getByRole("table").getByRole("link")).toHaveCount(1);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.trim().split("\r\n")).toHaveLength(2);
  expect(csv).toContain(email);

  await page.getByRole("link", { name: `Journey Lead${stamp}` }).click();
  await expect(page.getByRole("heading", { name: `Journey Lead${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByText("We would like to talk about checkout recovery")).toBeVisible();
  await expect(page.getByText("Sales notification")).toBeVisible();

  // Status and assignee save as they change: no Save button once the page runs its script.
  await expect(page.getByText("Partnership Opportunities")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);
  await page.getByLabel(/^Status/).selectOption("contacted");
  await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Status/)).toHaveValue("contacted");

  await page.getByLabel("New note").fill("Called: demo booked for Tuesday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Called: demo booked for Tuesday.")).toBeVisible();
  await expect(page.getByLabel("New note")).toHaveValue("");

  await page.getByLabel("Assignee").selectOption({ label: admin.email });
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Assignee")).toHaveValue(admin.id);

  await page.goto("/console/audit");
  const log = page.getByRole("list").filter({ hasText: "lead-viewed" });
  for (const action of ["lead-viewed", "lead-changed", "note-added", "leads-exported"]) await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  await expect(log).toContainText("status new → contacted");
  await context.close();
});

test("without JavaScript, the list's search and a status change are plain GET and POST forms", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  await signInConsole(context, { role: "member" });
  const page = await context.newPage();
  await page.goto("/console");
  await page.getByRole("searchbox", { name: /Search/ }).fill(email);
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=journey\..*status=contacted/);
  await page.getByRole("link", { name: `Journey Lead${stamp}` }).click();
  await page.getByLabel(/^Status/).selectOption("qualified");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status changed to Qualified." })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await context.close();
});

test("filters act at once and land in the URL; saved views count; j and k move between rows, Enter opens one", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInConsole(context, { role: "member" });
  const page = await context.newPage();
  await page.goto("/console");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();

  const views = page.getByRole("navigation", { name: "Saved views" });
  for (const name of ["All leads", "New this week", "Mine", "Unassigned"]) await expect(views.getByRole("link", { name: new RegExp(`^${name} [\\d,]+$`) })).toBeVisible();
  // The pager places the page in the whole view.
  const all = Number((await views.getByRole("link", { name: /^All leads/ }).textContent())!.replace(/\D/g, ""));
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(`1–${Math.min(all, 50)} of ${all.toLocaleString("en-GB")}`);
  await views.getByRole("link", { name: /^New this week/ }).click();
  await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}$/);
  await expect(views.getByRole("link", { name: /^New this week/ })).toHaveAttribute("aria-current", "page");

  await page.getByLabel("Status").selectOption("qualified");
  await expect(page).toHaveURL(/\?status=qualified&from=\d/);
  await page.getByRole("searchbox", { name: /Search/ }).fill(`lead${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=lead${stamp}`));
  await expect(page.getByRole("table").getByRole("link")).toHaveCount(1);
  await page.getByLabel("Status").selectOption("");
  await expect(page).not.toHaveURL(/status=/);

  await page.getByRole("link", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/console$/);
  await page.getByRole("heading", { name: "Leads", level: 1 }).click();
  const links = page.getByRole("table").locator("a[data-row-link]");
  await page.keyboard.press("j");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("k");
  await expect(links.nth(0)).toBeFocused();
  const name = (await links.nth(0).textContent())!;
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await context.close();
});

test("at 375 px the list is a stack of cards and the lead's page fits: nothing overflows", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await signInConsole(context, { role: "member" });
  const page = await context.newPage();
  await page.goto(`/console?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("link", { name: `Journey Lead${stamp}` })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("1–1 of 1");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("link", { name: `Journey Lead${stamp}` }).click();
  await expect(page.getByRole("heading", { name: `Journey Lead${stamp}`, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
