import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { axeViolations } from "./helpers/axe";
import { signInConsole } from "./helpers/console-session";
import { mailTo, uniqueToken } from "./helpers/leads";
import { expect, type Page, test } from "./helpers/test";
import { e2eServerEnv } from "../support/e2e-env";

/**
 * The marketing team edits the site in the console: drafts that change nothing public, previews at two widths, publishing
 * that the running server shows within seconds, new case studies, taken-down pages, two editors on one entry, and a member
 * (sales) kept out. These journeys change the site's content, so they run after every other journey (playwright.config.ts).
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** WebAuthn refuses an IP address as relying party ID: the journey uses the server by its name. */
const byName = (url: string) => {
  const parsed = new URL(url);
  parsed.hostname = "localhost";
  return parsed.toString();
};

/** The preview frames hold the public pages, which their own journeys check. */
async function noAxeViolations(page: Page, state: string) {
  expect(await axeViolations(page, "main", "iframe"), state).toEqual([]);
}

test("an editor signs in with a passkey, changes Home's lead paragraph, previews it at 375 and 1280, publishes, and the live page changes", async ({ page, request }) => {
  test.slow();
  const email = `${uniqueToken("editor")}@lumora.example`;
  const { stdout } = await run(process.execPath, ["scripts/leads.ts", "users", "invite", email, "--role", "editor"], { cwd: root, env: { ...process.env, ...e2eServerEnv } });
  expect(stdout).toContain(`Invited ${email} as editor`);
  const mail = await mailTo(email, "Your invitation to the");
  const link = byName(/(http\S+\/console\/sign-in\/link\?token=\S+)/.exec(mail.text)![1]!);
  const at = (pathname: string) => new URL(pathname, link).toString();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/console\/account\?welcome=1$/);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.goto(at("/console/sign-in?next=%2Fconsole"));
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();

  // An editor's console opens at the content, and offers no leads.
  await expect(page).toHaveURL(/\/console\/content$/);
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Content" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveCount(0);
  await noAxeViolations(page, "content overview");

  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await noAxeViolations(page, "Home's entry");
  const lead = page.getByLabel("Subheadline 1", { exact: true });
  const original = await lead.inputValue();
  const edited = `Bring back every shopper who left, ${uniqueToken("edit")}.`;
  await lead.fill(edited);
  await expect(page.getByText("Unsaved changes", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(page.getByText("Unsaved changes", { exact: true })).toHaveCount(0);

  // Saved, not published: the public page is as it was; the preview shows the draft at both widths.
  expect(await (await request.get("/")).text()).toContain(original);
  for (const [name, width] of [["phone", 375], ["desktop", 1280]] as const) {
    const frame = page.frameLocator(`iframe[title*="${name} preview"]`);
    await expect(frame.getByText(edited)).toBeAttached({ timeout: 15_000 });
    expect(await frame.locator("html").evaluate(() => window.innerWidth)).toBe(width);
  }
  const previewLink = await page.getByLabel(/Preview link for a colleague/).inputValue();
  const preview = await request.get(previewLink);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["x-robots-tag"]).toContain("noindex");
  expect(preview.headers()["cache-control"]).toBe("private, no-store");
  expect(await preview.text()).toContain(edited);
  expect((await request.get(previewLink.replace(/preview=[^&]+/, "preview=forged"))).status()).toBe(404);

  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect.poll(async () => (await request.get("/")).text(), { timeout: 5_000 }).toContain(edited);
  await page.goto("/");
  await expect(page.getByText(edited)).toBeVisible();
});

test("a new case study appears in the grid, under its industry and in the sitemap; taken down, its page answers 410", async ({ page, context, request }) => {
  test.slow();
  await signInConsole(context, { role: "editor" });
  await page.goto("/console/content/case-study");
  await noAxeViolations(page, "case studies");
  await page.getByRole("button", { name: "New case study" }).click();
  await expect(page).toHaveURL(/\/console\/content\/case-study\/\d+$/);
  const entry = page.url();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  const slug = uniqueToken("paws-and-co").toLowerCase();
  const title = `How Paws & Co Doubled Its Repeat Orders ${slug}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Slug", { exact: true }).fill(slug);
  await page.getByLabel("Industry", { exact: true }).selectOption("Pets");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  const storyLink = `href="/success-stories/${slug}"`;
  await expect.poll(async () => (await request.get("/success-stories")).text(), { timeout: 5_000 }).toContain(storyLink);
  expect(await (await request.get("/success-stories?industry=Pets")).text()).toContain(storyLink);
  await page.goto("/success-stories?industry=Pets");
  await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/success-stories/${slug}`);
  expect((await request.get(`/success-stories/${slug}`)).status()).toBe(200);

  await page.goto(entry);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Taken off the site" })).toBeVisible();
  await expect.poll(async () => (await request.get(`/success-stories/${slug}`)).status(), { timeout: 5_000 }).toBe(410);
  // The grid keeps its previous copy until its new one is rendered (within 2 s of the press), as every changed page does.
  await expect.poll(async () => (await request.get("/success-stories")).text(), { timeout: 5_000 }).not.toContain(storyLink);
  await expect.poll(async () => (await request.get("/sitemap.xml")).text(), { timeout: 5_000 }).not.toContain(slug);
  await page.goto(`/success-stories/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Page No Longer Available" })).toBeVisible();
});

test("an editor changes what every page shows: a footer link and a page's search title reach every page; new consent words need a new version", async ({ page, context, request }) => {
  test.slow();
  await signInConsole(context, { role: "editor" });
  await page.goto("/console/content");
  await page.getByRole("link", { name: "Menus and footer", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Menus and footer" })).toBeVisible();
  await noAxeViolations(page, "menus and footer");
  // A footer column lists its links by their labels; one opens to its fields.
  const column = page.getByRole("group", { name: "Footer column 2" });
  await column.getByText("Item 3: Careers", { exact: true }).click();
  const careers = column.getByRole("group", { name: "Item 3" }).getByLabel("Label", { exact: true });
  await expect(careers).toHaveValue("Careers");
  const jobs = `Jobs ${uniqueToken("f")}`;
  await careers.fill(jobs);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published. Every page" })).toBeVisible();
  for (const path of ["/", "/msa", "/success-stories"]) {
    await expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000, message: path }).toContain(`>${jobs}</a>`);
  }
  await page.goto("/safeopt");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: jobs })).toHaveAttribute("href", "/careers");

  // A page's title in search results and link previews.
  await page.goto("/console/content/minty-cashback-boost/page");
  const seoTitle = `Cashback That Brings Shoppers Back ${uniqueToken("t")}`;
  await page.getByRole("group", { name: "Search and sharing" }).getByLabel("Title", { exact: true }).fill(seoTitle);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published. Every page" })).toBeVisible();
  await expect.poll(async () => (await request.get("/minty-cashback-boost")).text(), { timeout: 5_000 }).toContain(`<title>${seoTitle} | Lumora</title>`);

  // Leads record the version of the words they agreed to: new words under the old version are refused.
  await page.goto("/console/content/consent/site");
  const contact = page.getByRole("group", { name: "Contact forms" });
  const words = `By sending this form you agree to our Privacy Policy (${uniqueToken("c")}).`;
  await contact.getByLabel("Text", { exact: true }).fill(words);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(contact.getByText("The words changed: give this line a new version")).toBeVisible();
  await noAxeViolations(page, "a consent line refused");
  await contact.getByLabel("Version", { exact: true }).fill("contact-2026-12");
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published. Every page" })).toBeVisible();
  await expect.poll(async () => (await request.get("/help")).text(), { timeout: 5_000 }).toContain(words.split("Privacy Policy")[1]);
  await page.goto("/help");
  await expect(page.getByText(words.split("Privacy Policy")[1]!)).toBeVisible();
  await expect(page.locator('input[name="consentVersion"]')).toHaveValue("contact-2026-12");
});

test("two editors change one entry: the second save is refused, says what changed, and loses nothing", async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
  await signInConsole(contexts[0]!, { role: "editor" });
  const other = await signInConsole(contexts[1]!, { role: "admin" });
  for (const page of [first!, second!]) {
    await page.goto("/console/content/careers/page");
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
  }
  const eyebrow = (page: Page) => page.getByRole("group", { name: "Hero" }).getByLabel("Eyebrow", { exact: true });
  await eyebrow(first!).fill("Join the first editor's team");
  await first!.getByRole("button", { name: "Save draft" }).click();
  await expect(first!.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  await eyebrow(second!).fill("Join the second editor's team");
  await second!.getByRole("button", { name: "Save draft" }).click();
  const refusal = second!.getByRole("alert").filter({ hasText: "while you were editing" });
  await expect(refusal).toContainText("Hero");
  await expect(refusal).toContainText("Your changes are still in the form");
  await expect(eyebrow(second!)).toHaveValue("Join the second editor's team");
  await noAxeViolations(second!, "a refused save");

  // Told, the second editor saves over the first on purpose; the first editor's version was kept until then.
  await first!.reload();
  await expect(eyebrow(first!)).toHaveValue("Join the first editor's team");
  await second!.getByRole("button", { name: "Save draft" }).click();
  await expect(second!.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await second!.reload();
  await expect(second!.getByText(`by ${other.email}`).first()).toBeVisible();
  await Promise.all(contexts.map((context) => context.close()));
});

test("a member (sales) is refused every content page and action", async ({ page, context }) => {
  await signInConsole(context, { role: "member" });
  await page.goto("/console");
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" })).toHaveCount(0);
  for (const path of ["/console/content", "/console/content/home", "/console/content/home/page", "/console/content/case-study"]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(403);
    expect(await answer.text(), path).toContain("Only editors and admins edit the site.");
  }
  // The member's own CSRF token, from the sign-out form: a refusal then can only be the role's.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  expect(csrf).not.toBe("");
  for (const [path, form] of [
    ["/console/content/home/page", { intent: "publish", version: "1", entry: "{}" }],
    ["/console/content/case-study", {}],
    ["/console/content/case-study/3", { intent: "unpublish" }],
  ] as const) {
    const answer = await page.request.post(path, { form: { ...form, csrf }, headers: { origin: new URL(page.url()).origin } });
    expect(answer.status(), path).toBe(403);
    expect(await answer.text(), path).toContain("Only editors and admins edit the site.");
  }

});

test("every editor task works by keyboard alone", async ({ page, context }) => {
  await signInConsole(context, { role: "editor" });
  await page.goto("/console/content/legal/msa24");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Master Subscription Agreement (2024)");
  await noAxeViolations(page, "a legal document's entry");
  const tabTo = async (name: RegExp) => {
    for (let presses = 0; presses < 400; presses++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element ? (element.getAttribute("aria-label") ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? "").trim() : "";
      });
      if (name.test(focused)) return;
    }
    throw new Error(`never reached ${name}`);
  };
  await tabTo(/^Date line/);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Newer version (2024), revised by keyboard");
  await tabTo(/^Save draft$/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(page.getByLabel("Date line", { exact: true })).toHaveValue("Newer version (2024), revised by keyboard");
});

test("a new webinar is named by its address first, and answers there once published", async ({ page, context, request }) => {
  await signInConsole(context, { role: "editor" });
  await page.goto("/console/content/webinar");
  await page.getByLabel("Web address").fill("Not an address!");
  await page.getByRole("button", { name: "New webinar" }).click();
  await expect(page.getByText(/lower-case letters, digits and dashes/).first()).toBeVisible();
  const address = uniqueToken("spring-launch").toLowerCase();
  await page.getByLabel("Web address").fill(address);
  await page.getByRole("button", { name: "New webinar" }).click();
  await expect(page).toHaveURL(new RegExp(`/console/content/webinar/${address}$`));
  await expect(page.getByLabel("ID", { exact: true })).toHaveAttribute("readonly", "");
  await page.getByLabel("Title", { exact: true }).first().fill(`Spring Launch Live ${address}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect.poll(async () => (await request.get(`/webinar/${address}`)).status(), { timeout: 5_000 }).toBe(200);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/webinar/${address}`);
});
