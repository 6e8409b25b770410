import { expect, test, waitForHydration } from "./helpers/test";
import { consentTexts } from "#app/content/consent.ts";
import { inquiryTypes } from "#app/forms/options.ts";
import { personUserAgent, uniqueToken, waitForLead, waitForMail } from "./helpers/leads";
import { CONTACT_FALLBACK, expectNoAxeViolations, settled, tabTo, fillContact, contactDetails } from "./helpers/lead-forms";

/**
 * The contact form on its page (/help) and in the Talk-to-an-Expert dialog:
 * the inquiry stored and mailed, errors and failures forced with page.route,
 * keyboard-only use, and how the dialog sits on the screen.
 */
test.describe("contact page /help", () => {
  test("on a phone: shows the spec's texts, the form near the top, the reply time said once; stores and mails the inquiry with the touches of its sender's counted visits, then resets", async ({ browser }) => {
    const token = uniqueToken("contact");
    // A person's browser (a headless one's views are not counted), with nothing stored on it.
    const context = await browser.newContext({ userAgent: personUserAgent(test.info().testId), viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    // First touch from a newsletter, last touch from an ad click on a later visit.
    await page.goto(`/?utm_source=newsletter&utm_campaign=${token}`);
    await waitForHydration(page);
    await page.goto(`/help?utm_source=google&utm_medium=cpc&gclid=${token}`);
    await waitForHydration(page);

    await expect(page.getByRole("heading", { level: 1, name: "Need Help?" })).toBeVisible();
    // The form starts near the top of the phone's screen.
    expect((await page.getByRole("textbox", { name: "First name" }).boundingBox())!.y).toBeLessThan(450);
    const mainText = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    expect(mainText.match(/24 business hours/g) ?? []).toHaveLength(1);
    expect(mainText.match(/\bEST\b|Eastern Time/g) ?? []).toHaveLength(1);
    await expect(page.getByRole("main").getByRole("link", { name: "privacy policy" }).first()).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("main")).toContainText("Our team typically replies within 24 business hours.");
    await expect(page.getByRole("main")).toContainText("We operate on EST");
    await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("main").getByText("Privacy & Security Verified")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("By submitting this form, you agree to our Privacy Policy.");
    await expect(page.getByLabel("Inquiry type", { exact: true }).locator("option")).toHaveText([
      "Select an inquiry type",
      ...inquiryTypes.map((type) => type.label),
    ]);

    const details = contactDetails(token);
    await fillContact(page, details);
    await page.getByLabel(/^Company/).fill("Analytical Engines Ltd");
    await page.getByRole("button", { name: "Send Message" }).click();

    const notice = page.getByRole("status").filter({ hasText: "Thank you" });
    await expect(notice).toContainText("Thank you for reaching out!");
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Inquiry type", { exact: true })).toHaveValue("");

    const lead = await waitForLead("contact", (stored) => stored.email === details.email);
    expect(lead.fields).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      inquiryType: "technical",
      companyName: "Analytical Engines Ltd",
      message: details.message,
    });
    expect(lead.consentVersion).toBe(consentTexts.contact.version);
    expect(lead.firstTouch).toMatchObject({ utm_source: "newsletter", utm_campaign: token, landingPage: expect.stringMatching(/\/$/) });
    expect(lead.lastTouch).toMatchObject({ utm_source: "google", utm_medium: "cpc", landingPage: expect.stringMatching(/\/help$/) });
    expect(lead.pageUrl).toContain("/help");
    const mail = await waitForMail("New contact inquiry", details.email);
    expect(mail).toContain(details.message);
    expect(mail).toContain("Technical Support");
    // No cookie and nothing in local storage: the touches came from the server's count.
    expect(await page.evaluate(() => [localStorage.length, document.cookie])).toEqual([0, ""]);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  test("errors appear after a submit attempt, take focus, pass axe, and clear as the visitor corrects", async ({ page }) => {
    let posted = 0;
    await page.route("**/api/send-contact-email", (route) => {
      posted += 1;
      return route.continue();
    });
    await page.goto("/help");
    await waitForHydration(page);
    await page.getByLabel("Work email", { exact: true }).fill("not-an-email");
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);

    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter a valid email address",
      "Please select an inquiry type",
      "Message must be at least 10 characters long",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("First name", { exact: true })).toBeFocused();
    await expect(page.getByLabel("First name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First name", { exact: true })).toHaveAccessibleDescription("First name is required");
    await expectNoAxeViolations(page, "#main");
    expect(posted).toBe(0);

    await page.getByLabel("First name", { exact: true }).fill("Ada");
    await expect(page.getByText("First name is required")).toHaveCount(0);
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await expect(page.getByText("Message must be at least 10 characters long")).toBeVisible();
    await page.getByLabel("Message", { exact: true }).fill("Now it is long enough.");
    await expect(page.getByText("Message must be at least 10 characters long")).toHaveCount(0);
  });

  test("a 400 from the server: its error notice, the field error beside the field, values kept", async ({ page }) => {
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          error: "Please enter a valid email address",
          fieldErrors: { email: "Please enter a valid email address" },
        }),
      }),
    );
    await page.goto("/help");
    await waitForHydration(page);
    const details = contactDetails(uniqueToken());
    await fillContact(page, details);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
    await expect(page.getByLabel("Work email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Work email", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Work email", { exact: true })).toHaveValue(details.email);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(details.message);
    await expectNoAxeViolations(page, "#main");
  });

  test("a 500 shows the fallback text and keeps the values", async ({ page }) => {
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await page.goto("/help");
    await waitForHydration(page);
    const details = contactDetails(uniqueToken());
    await fillContact(page, details);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: CONTACT_FALLBACK })).toBeVisible();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue(details.firstName);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(details.message);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a network failure shows the fallback text, 'Sending...' while it tries", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/send-contact-email", async (route) => {
      await held;
      await route.abort("failed");
    });
    await page.goto("/help");
    await waitForHydration(page);
    await fillContact(page, contactDetails(uniqueToken()));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByLabel("First name", { exact: true })).toBeDisabled();
    release();
    await expect(page.getByRole("alert").filter({ hasText: CONTACT_FALLBACK })).toBeVisible();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Ada");
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    const token = uniqueToken("kbd");
    await page.goto("/help");
    await waitForHydration(page);
    await tabTo(page, page.getByLabel("First name", { exact: true }));
    await page.keyboard.type("Grace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`grace.${token}@example.com`);
    await tabTo(page, page.getByLabel("Inquiry type", { exact: true }), 4);
    await page.keyboard.type("Billing");
    await expect(page.getByLabel("Inquiry type", { exact: true })).toHaveValue("billing");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Where can I download last month's invoice?");
    await tabTo(page, page.getByRole("button", { name: "Send Message" }), 4);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
    const lead = await waitForLead("contact", (stored) => stored.email === `grace.${token}@example.com`);
    expect(lead.fields.inquiryType).toBe("billing");
  });
});

test.describe("Talk-to-an-Expert modal", () => {
  test("on a page that names no product it preselects none; it fits 375×667 with close, title and Send Message in view, and 1280×800 before and after an empty submit, title and close fixed while the body scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/success-stories");
    await waitForHydration(page);
    const opener = page.getByRole("contentinfo").getByRole("link", { name: "Talk to an Expert" });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const modal = page.getByRole("dialog", { name: "Talk to an Expert" });
    await settled(modal);
    const phoneBox = await modal.boundingBox();
    expect(phoneBox!.y + phoneBox!.height).toBeLessThanOrEqual(667);
    const close = modal.getByRole("button", { name: "Close" });
    await modal.getByTestId("dialog-body").evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(modal.getByRole("heading", { name: "Talk to an Expert" })).toBeInViewport({ ratio: 1 });
    await expect(modal.getByRole("button", { name: "Send Message" })).toBeInViewport({ ratio: 1 });
    await close.click();
    await expect(modal).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await opener.click();
    await expect(modal).toBeVisible();
    await settled(modal);
    // No preselection on a page that names none: the placeholder, as on /help.
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
    const titleBefore = await title.boundingBox();
    const closeBefore = await close.boundingBox();
    await modal.getByTestId("dialog-body").evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    const sendBox = await send.boundingBox();
    expect(sendBox!.y + sendBox!.height).toBeLessThanOrEqual(after.y + after.height);
    expect(await title.boundingBox()).toEqual(titleBefore);
    expect(await close.boundingBox()).toEqual(closeBefore);
    await expect(close).toBeInViewport({ ratio: 1 });
  });

  test("holds the contact form, SafeOpt preselected on /safeopt: errors, axe, keyboard-only submission, stored and mailed", async ({ page }) => {
    test.slow(); // three axe runs and a mail round trip
    const token = uniqueToken("modal");
    await page.goto("/safeopt");
    await waitForHydration(page);
    const opener = page.getByRole("contentinfo").getByRole("link", { name: "Talk to an Expert" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const modal = page.getByRole("dialog", { name: "Talk to an Expert" });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');

    await tabTo(page, modal.getByRole("button", { name: "Send Message" }), 20);
    await page.keyboard.press("Enter");
    await expect(modal.getByText("First name is required")).toBeVisible();
    await expect(modal.getByLabel("First name", { exact: true })).toBeFocused();
    await expectNoAxeViolations(page, '[role="dialog"]');

    await page.keyboard.type("Alan");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Turing");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`alan.${token}@example.com`);
    await tabTo(page, modal.getByLabel("Message", { exact: true }), 6);
    await page.keyboard.type("We would like to recover more abandoned carts.");
    await tabTo(page, modal.getByRole("button", { name: "Send Message" }), 4);
    await page.keyboard.press("Enter");

    const thanks = page.getByRole("dialog", { name: "Thanks for reaching out!" });
    await expect(thanks).toContainText("Thank you for reaching out!");
    await expect(thanks.getByRole("button", { name: "Done" })).toBeFocused();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const lead = await waitForLead("contact", (stored) => stored.email === `alan.${token}@example.com`);
    expect(lead.fields.inquiryType).toBe("safeopt");
    expect(lead.pageUrl).toContain("/safeopt");
    const mail = await waitForMail("New contact inquiry", `alan.${token}@example.com`);
    expect(mail).toContain("SafeOpt");
  });
});
