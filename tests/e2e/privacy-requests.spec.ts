import { execFile } from "node:child_process";
import { axeViolations } from "./helpers/axe";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, type Page, test } from "./helpers/test";
import { E2E_DATA_DIR } from "../support/e2e-env";
import { mailTo, readLeads, uniqueToken, waitForLead } from "./helpers/leads";

/**
 * The privacy self-service, end to end through the emails it sends: ask for
 * a link, open it, see the data, download it, stop marketing, delete it; and
 * an email's unsubscribe link that keeps a later lead from being marked
 * consenting. Every page state passes axe and fits a 375 px screen, with
 * JavaScript and without it.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");


/**
 * Nothing wider than a 375 px phone, and no axe violation. Axe needs the
 * page's JavaScript, so without it only the width is checked: the markup is
 * the same server render the scripted journeys check.
 */
async function checkState(page: Page, state: string, { axe = true } = {}) {
  if (axe) {
    // The page's own content: the shared header and footer are checked on every page by routes.spec.ts.
    expect(await axeViolations(page, "#main"), state).toEqual([]);
  }
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${state} at 375 px`).toBe(0);
  if (size) await page.setViewportSize(size);
}

async function caseStudyLead(request: APIRequestContext, email: string, consentGiven = true) {
  const response = await request.post("/api/submit-case-study-form", {
    data: { formData: { companyName: "Acme & Co", firstName: "Grace", lastName: "Hopper", email, consentGiven }, caseStudy: { slug: "avon" } },
  });
  expect(response.status()).toBe(200);
}

/** Asks for a link on the page and returns it from the email. */
async function askForLink(page: Page, email: string): Promise<string> {
  await page.goto("/privacy/requests");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a secure link" }).click();
  await expect(page.getByRole("status").getByText("Check your inbox")).toBeVisible();
  const mail = await mailTo(email, "Your link to your data");
  expect(mail.headers["reply-to"]).toBeTruthy();
  return /(http\S+\/privacy\/requests\/confirm\?token=\S+)/.exec(mail.text)![1]!;
}

test("the Privacy Policy links the page; a link request answers alike for any address; the page passes axe", async ({ page }) => {
  test.slow(); // six page states, each through axe
  await page.goto("/privacy");
  await page.locator('#legal-document a[href="/privacy/requests"]').first().click();
  await expect(page).toHaveURL(/\/privacy\/requests$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your data, your choice" })).toBeVisible();
  await checkState(page, "request page");

  const stranger = `${uniqueToken("stranger")}@example.com`;
  await page.getByLabel("Email address").fill(stranger);
  await page.getByRole("button", { name: "Email me a secure link" }).click();
  await expect(page).toHaveURL(/\?status=sent#request-link$/);
  await expect(page.getByRole("status")).toContainText("If we hold data for this address, we’ve sent a secure link to it.");
  await checkState(page, "link sent");

  for (const [path, state] of [
    ["/privacy/requests/confirm?token=v1.bogus", "This link isn’t valid"],
    ["/privacy/requests/unsubscribe?token=v1.bogus", "This unsubscribe link isn’t valid"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(state);
    await checkState(page, state);
  }
  await page.goto("/privacy/requests?status=deleted");
  await expect(page.getByRole("status")).toContainText("Your data is deleted");
  await checkState(page, "deleted");
  await page.goto("/privacy/requests/manage");
  await expect(page).toHaveURL(/\?status=session-ended#request-link$/);
  await expect(page.getByRole("alert")).toContainText("Your secure session has ended");
  await checkState(page, "session ended");
});

test("know: the emailed link opens the data (once), which downloads as JSON", async ({ page, request }) => {
  test.slow(); // two mail round trips and five page states through axe
  const email = `${uniqueToken("know")}@example.com`;
  await caseStudyLead(request, email);
  // The visitor's own email links to the page in its footer.
  expect((await mailTo(email, "Your case study")).text).toContain("/privacy/requests");

  const link = await askForLink(page, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Continue to your data" })).toBeVisible();
  await checkState(page, "confirm");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/privacy\/requests\/manage$/);
  await expect(page.getByRole("heading", { level: 1, name: "What we hold about you" })).toBeVisible();
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
  const record = page.getByRole("article", { name: "Case study download" });
  await expect(record.getByText("Acme & Co")).toBeVisible();
  await expect(record.locator("[data-consent]")).toHaveText("Given (wording version case-study-2025-08)");
  await checkState(page, "manage");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download JSON" }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, "utf8")) as { email: string; leads: { type: string; fields: Record<string, unknown> }[] };
  expect(exported.email).toBe(email);
  expect(exported.leads).toMatchObject([{ type: "case-study", fields: { companyName: "Acme & Co", email } }]);

  await page.getByRole("button", { name: "Stop marketing emails" }).click();
  await expect(page.getByRole("status")).toContainText("Marketing emails stopped");
  await checkState(page, "marketing stopped");
  // The delete form's answer when its box was not ticked (the browser normally stops that post).
  await page.goto("/privacy/requests/manage?status=confirm-delete");
  await expect(page.locator("#confirm-delete-error")).toHaveText("Tick the box to confirm that everything should be deleted.");
  await checkState(page, "delete not confirmed");

  // The link was spent by Continue.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has already been used");
  await checkState(page, "used link");
});

test("unsubscribe: the email's link stops marketing, and a later lead from the address is stored without consent", async ({ page, request }) => {
  const email = `${uniqueToken("unsub")}@example.com`;
  await caseStudyLead(request, email);
  const mail = await mailTo(email, "Your case study");
  expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/privacy\/unsubscribe\?token=v1\.[\w-]+>$/);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = /Stop marketing emails: (\S+)/.exec(mail.text)![1]!;

  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1, name: "Stop marketing emails?" })).toBeVisible();
  await checkState(page, "unsubscribe");
  await page.getByRole("button", { name: "Stop marketing emails" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You’re unsubscribed" })).toBeVisible();
  await checkState(page, "unsubscribed");

  // The box ticked again on a later form: stored, and sent to the visitor, as not consenting.
  const later = `${uniqueToken("later")}`;
  const response = await request.post("/api/submit-webinar-registration", {
    data: {
      formData: { companyName: later, firstName: "Grace", lastName: "Hopper", email, jobTitle: "CTO", consentGiven: true },
      webinar: { id: "bfcm2025" },
    },
  });
  expect(response.status()).toBe(200);
  const lead = (await waitForLead("webinar", (candidate) => candidate.email === email)) as { consentGiven?: boolean | null };
  expect(lead.consentGiven).toBe(false);
  // bfcm2025 has taken place: its confirmation carries the recording.
  const confirmation = await mailTo(email, "Your recording");
  expect(confirmation.headers["list-unsubscribe"]).toBeUndefined();
  const [stored] = (await readLeads("case-study")).filter((candidate) => candidate.email === email) as { consentGiven?: boolean | null }[];
  expect(stored?.consentGiven).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole flow: link, continue, see, download, stop marketing, delete; the leads CLI then finds nothing", async ({ page, request }) => {
    const email = `${uniqueToken("nojs")}@example.com`;
    await caseStudyLead(request, email);

    await page.goto("/privacy/requests");
    await page.getByLabel("Email address").fill("not-an-address");
    // The browser's own check stops a malformed address; the server's answer is the same words.
    expect(await page.getByLabel("Email address").evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

    const link = await askForLink(page, email);
    await page.goto(link);
    await checkState(page, "confirm (no JS)", { axe: false });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "What we hold about you" })).toBeVisible();
    await checkState(page, "manage (no JS)", { axe: false });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download JSON" }).click();
    const exported = JSON.parse(await readFile(await (await download).path(), "utf8")) as { leads: unknown[] };
    expect(exported.leads).toHaveLength(1);

    await page.getByRole("button", { name: "Stop marketing emails" }).click();
    await expect(page.getByRole("status")).toContainText("Marketing emails stopped");
    await expect(page.locator("[data-marketing=stopped]")).toBeVisible();
    await expect(page.locator("[data-consent]")).toHaveText("Not given (wording version case-study-2025-08)");
    await checkState(page, "marketing stopped (no JS)", { axe: false });

    await page.getByLabel(/I understand that everything listed here will be deleted/).check();
    await page.getByRole("button", { name: "Delete all my data" }).click();
    await expect(page).toHaveURL(/\/privacy\/requests\?status=deleted#request-link$/);
    await expect(page.getByRole("status")).toContainText("Your data is deleted");
    await checkState(page, "deleted (no JS)", { axe: false });

    const { stdout } = await run(path.join(root, "node_modules/.bin/node"), ["scripts/leads.ts", "list", "--limit", "100000", "--spam"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
      maxBuffer: 20 * 1024 * 1024,
    });
    expect(stdout).toContain("lead(s) shown");
    expect(stdout).not.toContain(email);
    const requests = (await run(path.join(root, "node_modules/.bin/node"), ["scripts/leads.ts", "requests", "--email", email], {
      cwd: root,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    })).stdout;
    for (const kind of ["link-requested", "link-used", "viewed", "downloaded", "unsubscribed", "deleted"]) expect(requests).toContain(kind);
    expect(requests).not.toContain(email);

    // The session ended with the deletion.
    await page.goto("/privacy/requests/manage");
    await expect(page.getByRole("alert")).toContainText("Your secure session has ended");
  });
});
