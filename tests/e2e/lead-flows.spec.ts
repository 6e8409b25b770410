import { type Page, expect, test, waitForHydration } from "./helpers/test";
import { mobileMenu } from "./helpers/header";
import { site } from "#app/config/site.ts";
import { consentTexts } from "#app/content/consent.ts";
import { uniqueToken, waitForLead, waitForMail } from "./helpers/leads";
import { FEEDBACK_ERROR, expectNoAxeViolations, tabTo, fillContact, contactDetails } from "./helpers/lead-forms";

/**
 * The meeting feedback page, the form result page, every lead form at
 * 320 px, and the forms without JavaScript: each through to the lead stored
 * and the notification caught by the test SMTP server.
 */
test.describe("meeting-feedback page", () => {
  test("shows the spec's texts; Send stays disabled for blank text", async ({ page }) => {
    await page.goto("/meeting-scheduled");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for booking a meeting with our team!" })).toBeVisible();
    const textarea = page.getByLabel(`Where did you first hear about ${site.name}?`);
    await expect(textarea).toHaveAttribute("placeholder", "Start typing...");
    expect(await textarea.evaluate((element) => getComputedStyle(element).minHeight)).toBe("200px");
    const send = page.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await textarea.fill("    ");
    await expect(send).toBeDisabled();
    await textarea.fill("A friend");
    await expect(send).toBeEnabled();
    // Ways on, whether or not the visitor answers.
    const waysOn = page.getByRole("navigation", { name: "Before your meeting" }).getByRole("link");
    expect(await waysOn.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/success-stories", "/safeopt", "/minty", "/help"]);
    await expectNoAxeViolations(page, "#main");
  });

  test("success: toast, text cleared, stored and mailed, home after 2000 ms", async ({ page }) => {
    const token = uniqueToken("feedback");
    await page.clock.install();
    await page.goto("/meeting-scheduled");
    await waitForHydration(page);
    const textarea = page.getByLabel(`Where did you first hear about ${site.name}?`);
    await textarea.fill(`  A podcast about growth (${token})  `);
    await page.getByRole("button", { name: "Send" }).click();

    await expect(page.getByText("Your feedback has been submitted successfully.", { exact: true })).toBeVisible();
    await expect(page.getByText("Thank you!", { exact: true })).toBeVisible();
    await expect(textarea).toHaveValue("");
    // Still here right after the success; 2000 ms later (fast-forwarded, not slept) the visitor is home.
    // (The exact 1999/2000 ms boundary is pinned by the component test with fake timers.)
    await expect(page).toHaveURL(/\/meeting-scheduled$/);
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(/\/$/);

    const lead = await waitForLead("feedback", (stored) => String(stored.fields.feedback).includes(token));
    expect(lead.fields.feedback).toBe(`A podcast about growth (${token})`);
    const mail = await waitForMail(token);
    expect(mail).toContain("Where they first heard about us");
  });

  for (const [name, fail] of [
    ["a 500", (page: Page) => page.route("**/api/send-meeting-feedback", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"error":"Database down"}' }))],
    ["success: false", (page: Page) => page.route("**/api/send-meeting-feedback", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"success":false}' }))],
    ["a network failure", (page: Page) => page.route("**/api/send-meeting-feedback", (route) => route.abort("failed"))],
  ] as const) {
    test(`failure (${name}): destructive toast with the spec's text, text kept, error logged`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await fail(page);
      await page.goto("/meeting-scheduled");
      await waitForHydration(page);
      const textarea = page.getByLabel(`Where did you first hear about ${site.name}?`);
      await textarea.fill("LinkedIn");
      await page.getByRole("button", { name: "Send" }).click();
      await expect(page.getByText(FEEDBACK_ERROR, { exact: true })).toBeVisible();
      await expect(page.getByText("Error", { exact: true })).toBeVisible();
      await expect(textarea).toHaveValue("LinkedIn");
      await expect(page).toHaveURL(/\/meeting-scheduled$/);
      expect(errors.some((text) => text.includes("Feedback submission failed"))).toBe(true);
    });
  }

  test("can be completed with the keyboard alone", async ({ page }) => {
    const token = uniqueToken("kbdfb");
    await page.goto("/meeting-scheduled");
    await waitForHydration(page);
    await tabTo(page, page.getByLabel(`Where did you first hear about ${site.name}?`));
    await page.keyboard.type(`Search engine (${token})`);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Your feedback has been submitted successfully.", { exact: true })).toBeVisible();
    await waitForLead("feedback", (stored) => String(stored.fields.feedback).includes(token));
  });
});

test("the form result page lists the errors accessibly", async ({ page }) => {
  const errors = encodeURIComponent(JSON.stringify({ firstName: "First name is required", message: "Message must be at least 10 characters long" }));
  await page.goto(`/form-result?form=contact&status=invalid&errors=${errors}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your details");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
    "First name: First name is required",
    "Message: Message must be at least 10 characters long",
  ]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page, "#main");
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the pages and dialogs fit without sideways scrolling", async ({ page }) => {
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const path of ["/help", "/meeting-scheduled", "/form-result?form=contact&status=error"]) {
      await page.goto(path);
      await fits();
    }
    await page.goto("/help");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await mobileMenu(page).getByRole("link", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog", { name: "What’s your top priority?" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts and lands on a page that says it was sent", async ({ page }) => {
    const details = contactDetails(uniqueToken("nojs"), "Partnership Opportunities");
    await page.goto("/help");
    await fillContact(page, details);
    await page.getByRole("button", { name: "Send Message" }).click();
    // A result link carries no personal data: only a reference the server resolves.
    await expect(page).toHaveURL(/\/form-result\?form=contact&status=success&ref=[\w.-]+$/);
    for (const value of [details.firstName, details.lastName, details.email.split("@")[0]!, "leaking"]) expect(page.url()).not.toContain(value);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for contacting us!");
    await expect(page.getByRole("main")).toContainText(`Thanks, ${details.firstName}!`);
    const lead = await waitForLead("contact", (stored) => stored.email === details.email);
    expect(lead.fields.inquiryType).toBe("partnership");
    expect(lead.consentVersion).toBe(consentTexts.contact.version);
    await waitForMail("New contact inquiry", details.email);
  });

  test("an invalid contact post lists the errors with a way back to the form", async ({ page }) => {
    await page.goto("/help");
    await fillContact(page, { ...contactDetails(uniqueToken("nojsbad")), firstName: "   " });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/form-result\?form=contact&status=invalid/);
    await expect(page.getByRole("main")).toContainText("First name: First name is required");
    await expect(page.getByRole("link", { name: "Back to the contact form" })).toHaveAttribute("href", "/help#contact-form");
  });

  test("the feedback form posts and lands on the thank-you result", async ({ page }) => {
    const token = uniqueToken("nojsfb");
    await page.goto("/meeting-scheduled");
    await page.getByLabel(`Where did you first hear about ${site.name}?`).fill(`A webinar (${token})`);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/form-result\?form=feedback&status=success/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
    await expect(page.getByRole("main")).toContainText("Your feedback has been submitted successfully.");
    await waitForLead("feedback", (stored) => String(stored.fields.feedback).includes(token));
  });
});
