import { axeViolations } from "./helpers/axe";
import { signInConsole } from "./helpers/console-session";
import { uniqueToken } from "./helpers/leads";
import { expect, type Page, test } from "./helpers/test";

/**
 * Every publish is a version: an editor publishes a change to the Terms, compares it with the version before, restores
 * that one with one press, and the public Terms show the earlier text again while listing each earlier version by its
 * date, each readable at its own address. These journeys change the site's content, so they run after every other journey
 * (playwright.config.ts).
 */

const ORIGINAL = "Please read them carefully.";

async function noHorizontalOverflow(page: Page, state: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), state).toBeLessThanOrEqual(0);
}

test("an editor publishes a change to the Terms, restores the earlier version with one press, and /terms shows it again and lists the earlier versions", async ({ page, context, request }) => {
  test.slow();
  const editor = await signInConsole(context, { role: "editor" });
  await page.goto("/console/content/legal/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();

  // The change: a sentence of the text and the day it takes effect.
  const token = uniqueToken("revised");
  const edited = `Please read them carefully, ${token}.`;
  const text = page.getByLabel("Text", { exact: true });
  const markdown = await text.inputValue();
  expect(markdown).toContain(ORIGINAL);
  await text.fill(markdown.replace(ORIGINAL, edited));
  await page.getByLabel("Effective date (optional)", { exact: true }).fill("2026-05-01");
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect.poll(async () => (await request.get("/terms")).text(), { timeout: 5_000 }).toContain(token);

  // The history: the repository's version 1 and the editor's version 2, compared field by field.
  await page.getByRole("link", { name: "History and restore" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "History: Terms of Use" })).toBeVisible();
  const versions = page.getByRole("table", { name: "Published versions, newest first" });
  const first = versions.getByRole("row").filter({ hasText: "First published from the repository" });
  const second = versions.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Version 2/ }) });
  await expect(first).toContainText("repository");
  await expect(second).toContainText(editor.email);
  await expect(second).toContainText("On the site");
  const changes = page.getByRole("region", { name: /From version 1 to version 2/ });
  await expect(changes.getByRole("heading", { level: 3, name: "Effective date" })).toBeVisible();
  await expect(changes.locator("ins").filter({ hasText: edited })).toBeVisible();
  await expect(changes.locator("del").filter({ hasText: ORIGINAL })).toBeVisible();
  expect(await axeViolations(page, "main"), "history at 1280 px").toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalOverflow(page, "history at 375 px");
  expect(await axeViolations(page, "main"), "history at 375 px").toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Compare is a keyboard-usable form: version 2 against itself says so.
  await page.getByLabel("Compare", { exact: true }).selectOption("2");
  await page.getByLabel("with", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Compare", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "From version 2 to version 2: no changes" })).toBeVisible();

  // One press restores version 1, as version 3.
  await first.getByRole("button", { name: "Restore this version (version 1)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version 1 is on the site again, as version 3" })).toBeVisible();
  await expect(versions.getByRole("row").filter({ hasText: "Restored version 1" })).toContainText("On the site");
  await expect.poll(async () => (await request.get("/terms")).text(), { timeout: 5_000 }).not.toContain(token);

  await page.goto("/terms");
  await expect(page.locator("#legal-document").getByText(ORIGINAL)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  const earlier = page.getByRole("region", { name: "Earlier versions of the Terms of Use" });
  await expect(earlier.getByRole("link", { name: "Effective May 1, 2026" })).toHaveAttribute("href", "/terms/versions/2");
  await expect(earlier.getByRole("link", { name: "Effective August 7, 2025" })).toHaveAttribute("href", "/terms/versions/1");
  expect(await axeViolations(page, "main"), "/terms with its earlier versions").toEqual([]);

  // An earlier version is read at its own address, never indexed.
  await earlier.getByRole("link", { name: "Effective May 1, 2026" }).click();
  await expect(page).toHaveURL(/\/terms\/versions\/2$/);
  await expect(page.getByRole("note")).toContainText("You are reading version 2 of the Terms of Use");
  await expect(page.locator("#legal-document").getByText(edited)).toBeVisible();
  const answer = await request.get("/terms/versions/2");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-robots-tag"]).toContain("noindex");
  expect(await answer.text()).toMatch(/<meta name="robots" content="noindex"/);
  expect((await request.get("/terms/versions/99")).status()).toBe(404);
  await page.getByRole("link", { name: "Read the current Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator("#legal-document").getByText(ORIGINAL)).toBeVisible();
});

test("a member (sales) is refused the history and its restore", async ({ page, context }) => {
  await signInConsole(context, { role: "member" });
  await page.goto("/console");
  const answer = await page.request.get("/console/content/legal/terms/history");
  expect(answer.status()).toBe(403);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const restore = await page.request.post("/console/content/legal/terms/history", { form: { intent: "restore", restore: "1", version: "1", csrf }, headers: { origin: new URL(page.url()).origin } });
  expect(restore.status()).toBe(403);
  expect(await restore.text()).toContain("Only editors and admins edit the site.");
});
