import { randomUUID } from "node:crypto";
import { openStore } from "../../server/db/database.server.ts";
import { contactLeadRow } from "../support/lead-row.ts";
import { E2E_DATA_DIR } from "../support/e2e-env";
import { MIN_VISITORS_FOR_RATE } from "#app/lib/traffic-rate.ts";
import { expect, type Page, test } from "./helpers/test";
import { signInConsole } from "./helpers/console-session";

/**
 * The console tells the truth and fits a phone: a source's rates never pass
 * 100 % and show "—" on too few visitors, leads without a counted visit are
 * said apart, every section of the nav is reachable at 375 and 320 px with a
 * cue, and empty lists offer the next step.
 */
test.describe.configure({ mode: "serial" });

const stamp = `${Date.now()}`;
const few = `few-${stamp}`;
const enough = `enough-${stamp}`;

/** Views of today from `visitors` visitors arriving from `source`, and `leads` leads from the first `senders` of them. */
async function seed(source: string, visitors: number, senders: number, leads: number) {
  const store = openStore({ dataDir: E2E_DATA_DIR });
  try {
    const ids = Array.from({ length: visitors }, (_, index) => `${source}-${index}`.padEnd(32, "v").slice(0, 32));
    const at = new Date(Date.now() - 60_000).toISOString();
    const views = ids.map((visitor) => ({
      id: randomUUID(), at, visitor, visit_id: randomUUID(), path: "/minty-cashback-boost", entry_path: "/minty-cashback-boost", entry: 1,
      referrer_host: null, utm_source: source, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null, ad_click: 0, device: "desktop",
    }));
    await store.db.insertInto("page_views").values(views).execute();
    const rows = Array.from({ length: leads }, (_, index) => contactLeadRow(`${source}-${index}@example.com`, Date.now() - 30_000, { visitor: ids[index % senders] }));
    // A lead whose sender's views were never counted (a blocked beacon).
    rows.push(contactLeadRow(`${source}-unseen@example.com`, Date.now() - 30_000, { visitor: null }));
    await store.db.insertInto("leads").values(rows).execute();
  } finally {
    await store.close();
  }
}

test.beforeAll(async () => {
  await seed(few, 3, 1, 5);
  await seed(enough, MIN_VISITORS_FOR_RATE + 10, 10, 60);
});

/** Every rate the page shows, as numbers (not the ▲/▼ changes against the period before). */
const percentages = async (page: Page) =>
  (await page.locator("main").innerText()).match(/(?<![▲▼] )\b\d+(?:\.\d+)?%/g)?.map((text) => Number.parseFloat(text)) ?? [];

test("rates count visitors who sent a lead, never above 100 %, and show — on too few visitors", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInConsole(context);
  const page = await context.newPage();

  await page.goto(`/console/traffic?source=${few}`);
  const conversion = page.locator("dl > div").filter({ hasText: "Conversion" });
  await expect(conversion.locator("dd").first()).toHaveText("—");
  await expect(conversion).toContainText(`A rate needs ${MIN_VISITORS_FOR_RATE} visitors; 1 of 3 sent a lead.`);
  await expect(page.locator("dl > div").filter({ hasText: /^Leads/ }).locator("dd").first()).toHaveText("5");
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources.getByRole("row", { name: few })).toContainText("—");
  expect(Math.max(0, ...(await percentages(page)))).toBeLessThanOrEqual(100);

  await page.goto(`/console/traffic?source=${enough}`);
  await expect(conversion.locator("dd").first()).toHaveText("25.0%");
  await expect(conversion).toContainText(`10 of ${MIN_VISITORS_FOR_RATE + 10} visitors sent a lead.`);
  // The chart's sums are the figures above it.
  await expect(page.getByRole("region", { name: "Per day" })).toContainText(`Leads (60 in the period)`);
  expect(Math.max(0, ...(await percentages(page)))).toBeLessThanOrEqual(100);
  // A path ends in an ellipsis, never wraps, and keeps the whole of it on hover.
  const path = page.getByRole("region", { name: "Top pages" }).getByRole("rowheader", { name: "/minty-cashback-boost" });
  await expect(path).toHaveAttribute("title", "/minty-cashback-boost");
  await expect(path).toHaveCSS("white-space", "nowrap");

  // Without a source, the leads no visit was counted for are said apart.
  await page.goto("/console/traffic");
  await expect(page.locator("dl > div").filter({ hasText: /^Leads/ })).toContainText(/\d+ came without a counted visit/);
  expect(Math.max(0, ...(await percentages(page)))).toBeLessThanOrEqual(100);
  await context.close();
});

for (const width of [375, 320]) {
  test(`every section of the nav is reachable at ${width} px, and the tables read as lists`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await signInConsole(context, { role: "admin" });
    const page = await context.newPage();
    await page.goto(`/console/traffic?source=${enough}`);
    const nav = page.getByRole("navigation", { name: "Console" });
    const overflows = await nav.evaluate((element) => element.scrollWidth > element.clientWidth);
    if (overflows) expect(await nav.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain("radial-gradient");
    for (const name of ["Leads", "Traffic", "Team", "Audit log", "Account"]) {
      const link = nav.getByRole("link", { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
    }
    // Nothing wider than the phone: the traffic tables stack into cards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByRole("region", { name: "Sources" }).locator("thead")).toHaveCSS("position", "absolute");
    await page.goto("/console/team");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
}

test("empty lists say why and offer the next step", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInConsole(context, { role: "admin" });
  const page = await context.newPage();

  await page.goto(`/console/traffic?from=2020-01-01&to=2020-01-07`);
  await expect(page.getByRole("region", { name: "Campaigns" })).toContainText("No visit came from a link with utm_campaign");
  await expect(page.getByRole("region", { name: "Campaigns" }).getByRole("link", { name: "Show 30 days" })).toBeVisible();

  await page.goto("/console/audit?action=person-erased&user=nobody%40example.com");
  await expect(page.getByText("No entry matches this user and action.")).toBeVisible();
  await page.getByRole("link", { name: "Show every entry" }).click();
  await expect(page).toHaveURL(/\/console\/audit$/);

  await page.goto("/console/account");
  await expect(page.getByText("You have no passkey yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeVisible();
  await context.close();
});
