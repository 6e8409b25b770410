import { execFile } from "node:child_process";
import { axeViolations } from "./helpers/axe";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page, test } from "./helpers/test";
import { e2eServerEnv } from "../support/e2e-env";
import { mailTo, uniqueToken } from "./helpers/leads";

/**
 * The console's sign-in, end to end: an operator invites someone from the
 * command line, the invitation's link signs them in with one press, they add
 * a passkey (Chromium's virtual authenticator), sign out, sign in again with
 * the passkey and sign out everywhere. Each page state passes axe and fits a
 * 375 px screen.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const shots = process.env.CONSOLE_SCREENSHOTS;

/**
 * WebAuthn refuses an IP address as relying party ID, so the journey uses
 * the server by its name, localhost (the server takes the request's own
 * origin as the relying party); a mailed link keeps its path and token.
 */
const byName = (url: string) => {
  const parsed = new URL(url);
  parsed.hostname = "localhost";
  return parsed.toString();
};

/** No axe violation (axe needs the page's JavaScript: without it only the width is checked) and nothing wider than 375 px. */
async function checkState(page: Page, state: string, { axe = true } = {}) {
  if (axe) {
    expect(await axeViolations(page, "main"), state).toEqual([]);
  }
  if (shots) await page.screenshot({ path: path.join(shots, `${state.replaceAll(" ", "-")}-1280.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${state} at 375 px`).toBe(0);
  if (shots) await page.screenshot({ path: path.join(shots, `${state.replaceAll(" ", "-")}-375.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test("invited by the CLI: sign in with the mailed link, add a passkey, sign in with it, work a lead, sign out everywhere", async ({ page }) => {
  test.slow();
  const email = `${uniqueToken("ada")}@lumora.example`;
  const prospect = uniqueToken("prospect").toLowerCase();
  const sent = await page.request.post("/api/send-contact-email", {
    data: {
      firstName: "Passkey",
      lastName: prospect,
      email: `${prospect}@northwind.example`,
      companyName: "Northwind Traders",
      website: "https://northwind.example",
      inquiryType: "partnership",
      message: "Please call us about abandoned checkouts.",
      formType: "contact",
      idempotencyKey: prospect,
    },
  });
  expect(sent.status()).toBe(200);
  const { stdout } = await run(process.execPath, ["scripts/leads.ts", "users", "invite", email, "--role", "admin"], {
    cwd: root,
    env: { ...process.env, ...e2eServerEnv },
  });
  expect(stdout).toContain(`Invited ${email} as admin`);
  const mail = await mailTo(email, "Your invitation to the");
  const mailed = /(http\S+\/console\/sign-in\/link\?token=\S+)/.exec(mail.text)?.[1];
  expect(mailed).toBeTruthy();
  const link = byName(mailed!);
  const at = (pathname: string) => new URL(pathname, link).toString();

  // Opening the link (as a mail scanner would, twice) spends nothing.
  await page.request.get(link);
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await checkState(page, "link page");

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/console\/account\?welcome=1$/);
  await expect(page.getByText("You are signed in. Now add a passkey")).toBeVisible();
  await checkState(page, "account welcome");

  await page.getByLabel("Name (optional)").fill("E2E laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  await expect(page.getByLabel("Passkey name")).toHaveValue("E2E laptop");
  await checkState(page, "account with passkey");

  await page.goto(at("/console/team"));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("admin");
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  await checkState(page, "team");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/console\/sign-in\?status=signed-out$/);
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await checkState(page, "sign-in");

  // The link is spent: it shows so, and offers a new one.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("already been used");

  await page.goto(at("/console/sign-in?next=%2Fconsole%2Fteam"));
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/console\/team$/);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();

  // Signed in with the passkey, they work a lead: find it, open it, mark it contacted.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
  await page.getByRole("searchbox", { name: /Search/ }).fill(prospect);
  await page.getByRole("searchbox", { name: /Search/ }).press("Enter");
  await page.getByRole("link", { name: `Passkey ${prospect}`, exact: false }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(prospect, "i") })).toBeVisible();
  await page.getByLabel(/^Status/).selectOption("contacted");
  await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();

  await page.goto(at("/console/account"));
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/console\/sign-in\?status=signed-out-everywhere$/);
  await expect(page.getByRole("status")).toHaveText("You are signed out on every device.");
  await page.goto(at("/console"));
  await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Fconsole$/);
});

test("asking for a link answers alike for any address; bad input is named", async ({ page }) => {
  await page.goto("/console/sign-in");
  await page.getByLabel("Work email").fill("not-an-address");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("Enter a valid email address, like ada@company.example.")).toBeVisible();
  await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  await checkState(page, "sign-in error");
  await page.getByLabel("Work email").fill(`${uniqueToken("nobody")}@lumora.example`);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page).toHaveURL(/\?status=link-sent$/);
  await expect(page.getByRole("status")).toContainText("If that address belongs to a console user, a sign-in link is on its way.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin signs in by link, invites and removes someone, and signs out everywhere", async ({ page }) => {
    const email = `${uniqueToken("grace")}@lumora.example`;
    await run(process.execPath, ["scripts/leads.ts", "users", "invite", email, "--role", "admin"], { cwd: root, env: { ...process.env, ...e2eServerEnv } });
    const link = /(http\S+\/console\/sign-in\/link\?token=\S+)/.exec((await mailTo(email, "Your invitation to the")).text)![1]!;
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/console\/account\?welcome=1$/);
    // Playwright turns scripts off after parsing, so the <noscript> line is in the page but not drawn: its text is checked.
    expect(await page.locator("noscript").first().textContent()).toContain("Passkeys need JavaScript.");
    await expect(page.getByRole("button", { name: "Add a passkey" })).toBeDisabled();

    await page.goto("/console/team");
    const invitee = `${uniqueToken("lin")}@lumora.example`;
    await page.getByLabel("Work email").fill("lin");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("Enter a valid email address, like ada@company.example.")).toBeVisible();
    await page.getByLabel("Work email").fill(invitee);
    await page.getByLabel("Role").selectOption("member");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toContainText(`Invited ${invitee} as a member`);
    await mailTo(invitee, "Your invitation to the");

    await page.getByRole("link", { name: `Remove ${invitee}` }).click();
    await expect(page.getByRole("heading", { name: `Remove ${invitee}?` })).toBeVisible();
    await checkState(page, "team remove confirmation", { axe: false });
    await page.getByRole("button", { name: `Remove ${invitee}` }).click();
    await expect(page.getByRole("status")).toContainText(`Removed ${invitee}`);
    await expect(page.getByRole("row").filter({ hasText: invitee })).toHaveCount(0);

    await page.goto("/console/account");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/console\/sign-in\?status=signed-out-everywhere$/);
  });
});
