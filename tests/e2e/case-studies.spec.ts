import { expect, type Page, test, waitForHydration } from "./helpers/test";
import { axeViolations } from "./helpers/axe";
import { getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { SMTP_CAPTURE_HTTP } from "../support/e2e-env";
import { decodeMail, uniqueToken, waitForLead, waitForMail } from "./helpers/leads";

/**
 * The case-study pages, both variants, through to the stored lead and the
 * sales notification: the layout, the gated form's rules, and what a
 * successful download does on each.
 */
const avon = getCaseStudyBySlug("avon")!;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function fill(page: Page, email: string) {
  await page.getByLabel("Company name").fill("Acme Retail");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Work email").fill(email);
}

test("the slug page: back link, summary, results, testimonial and the gated form", async ({ page }) => {
  await open(page, "/success-stories/avon");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(avon.title);
  await expect(page.getByRole("link", { name: "Back to Success Stories" })).toHaveAttribute("href", "/success-stories");
  await expect(page.getByText(avon.summary[0]!)).toBeVisible();
  await expect(page.getByText(avon.results[0]!.value, { exact: true })).toBeVisible();
  if (avon.testimonial) await expect(page.getByText(avon.testimonial.quote, { exact: false })).toBeVisible();
  const form = page.getByRole("complementary", { name: avon.title });
  await expect(form.getByText("Fill out the form below to access the full story.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("slug variant: submit stays disabled until the four fields hold text and consent is ticked; the download is stored, sales is told, and the success dialog offers the document", async ({ page }) => {
  const email = `${uniqueToken("cs")}@example.com`;
  await open(page, "/success-stories/avon");
  const submit = page.getByRole("button", { name: "Get the Case Study" });
  await expect(submit).toBeDisabled();
  await fill(page, email);
  await expect(submit).toBeDisabled();
  await page.getByLabel("First name").fill("   ");
  await page.getByRole("checkbox").check();
  await expect(submit).toBeDisabled();
  await page.getByLabel("First name").fill("Grace");
  await expect(submit).toBeEnabled();
  await submit.click();
  const dialog = page.getByRole("dialog", { name: "Success!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Download the case study/ })).toHaveAttribute("href", avon.caseStudyUrl!);
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByLabel("Company name")).toHaveValue("");

  const lead = await waitForLead("case-study", (candidate) => candidate.email === email);
  expect(lead.fields).toMatchObject({ companyName: "Acme Retail", firstName: "Grace", lastName: "Hopper" });
  expect(JSON.stringify(lead.fields)).toContain("avon");
  const mail = await waitForMail("Case study download:", email);
  expect(mail).toContain(avon.title);
  // The visitor gets the document link by email too.
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${SMTP_CAPTURE_HTTP}/messages`)).json()) as { to: string[]; raw: string }[];
      const toVisitor = messages.find((message) => message.to.includes(email));
      return toVisitor ? decodeMail(toVisitor.raw) : "";
    }, { timeout: 20_000 })
    .toContain(avon.caseStudyUrl!);

  await dialog.getByRole("button", { name: "Back to Success Stories" }).click();
  await expect(page).toHaveURL(/\/success-stories$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("slug variant: Talk to an Expert closes the dialog and opens the demo request", async ({ page }) => {
  await open(page, "/success-stories/avon");
  await fill(page, `${uniqueToken("cs")}@example.com`);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Get the Case Study" }).click();
  await page.getByRole("dialog", { name: "Success!" }).getByRole("button", { name: "Talk to an Expert" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(2);
});

test("id variant: the slug page named as canonical, Article structured data, a toast with the server's message and the document in a new tab", async ({ page, context }) => {
  await context.route(avon.caseStudyUrl!, (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "the document" }));
  await open(page, `/case-study/${avon.id}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/success-stories\/avon$/);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, unknown>;
  expect(data).toMatchObject({ "@type": "Article", headline: avon.title });
  await expect(page.getByRole("link", { name: "Back to Success Stories" })).toHaveCount(0);
  await fill(page, `${uniqueToken("cs")}@example.com`);
  await page.getByRole("checkbox").check();
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Get the Case Study" }).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toBe(avon.caseStudyUrl);
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you! Your case study is ready.", { exact: true })).toBeVisible();
});

test("a server failure shows 'Submission failed' with the server's words, and keeps what was typed", async ({ page }) => {
  await page.route("**/api/submit-case-study-form", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ success: false, error: "Try again in a minute." }) }),
  );
  await open(page, "/success-stories/avon");
  await fill(page, "grace@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Get the Case Study" }).click();
  await expect(page.getByText("Submission failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Try again in a minute.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue("Acme Retail");
});

test("another capitalisation of a slug redirects to the canonical one; unknown ones go back to the list", async ({ request }) => {
  const upper = await request.get("/success-stories/AVON", { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers()["location"]).toBe("/success-stories/avon");
  const issa = await request.get("/success-stories/issaonlinefitness", { maxRedirects: 0 });
  expect(issa.headers()["location"]).toBe("/success-stories/Issaonlinefitness");
  const unknown = await request.get("/success-stories/no-such-brand", { maxRedirects: 0 });
  expect(unknown.headers()["location"]).toBe("/success-stories");
});

test("without JavaScript the form posts and the result page offers the document", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/success-stories/avon");
  const email = `${uniqueToken("cs-nojs")}@example.com`;
  await fill(page, email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Get the Case Study" }).click();
  // A result link carries no personal data: only a reference the server resolves.
  await expect(page).toHaveURL(/\/form-result\?form=case-study&status=success&study=avon&ref=[\w.-]+$/);
  for (const value of ["Grace", "Hopper", "Acme", email.split("@")[0]!]) expect(page.url()).not.toContain(value);
  await expect(page.getByRole("heading", { level: 1, name: "Success!" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`Thanks, Grace! Your case study “${avon.title}” is ready to download.`);
  await expect(page.getByRole("link", { name: /Download the case study/ })).toHaveAttribute("href", avon.caseStudyUrl!);
  await expect(page.getByRole("link", { name: "Back to the case study" })).toHaveAttribute("href", "/success-stories/avon");
  await context.close();
});

test("the result page never trusts the URL: an unknown case study gets no document link", async ({ page }) => {
  await page.goto("/form-result?form=case-study&status=success&study=https%3A%2F%2Fevil.example");
  await expect(page.getByRole("heading", { level: 1, name: "Success!" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Download the case study/ })).toHaveCount(0);
  await expect(page.getByText("evil.example")).toHaveCount(0);
});

test("a keyboard alone completes the download", async ({ page }) => {
  await open(page, "/success-stories/avon");
  await page.getByLabel("Company name").focus();
  await page.keyboard.type("Acme Retail");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Grace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Hopper");
  await page.keyboard.press("Tab");
  await page.keyboard.type(`${uniqueToken("cs-keys")}@example.com`);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox")).toBeFocused();
  await page.keyboard.press("Space");
  // The consent text's Privacy Policy link sits between the tick and the button.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Get the Case Study" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Success!" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
