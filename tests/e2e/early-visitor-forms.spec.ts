import { expect } from "./helpers/test";
import { mailTo, uniqueToken, waitForLead, waitForMail } from "./helpers/leads";
import { site } from "#app/config/site.ts";
import { profiles, SETTLED, bfcm, avon, test, arrive, press, typeInto, expectStillTyped, stubExternalTabs } from "./helpers/early-visitor";

/**
 * The impatient visitor's typing (helpers/early-visitor.ts describes the
 * three profiles): every lead form keeps what was typed before React started,
 * and the server stores and mails exactly that.
 */
for (const profile of profiles) {
  test.describe(`early visitor, ${profile.name}`, () => {
    test.use(profile.use);
    // A lead journey types on a slow phone, then waits for the lead and its email.
    test.describe.configure({ timeout: 60_000 });

    // ── Lead forms, typed before React ───────────────────────────────────

    test("the /help contact form keeps what was typed and stores and mails exactly that", async ({ page }) => {
      const token = uniqueToken("ec");
      const typed = {
        firstName: "Ada",
        lastName: "Lovelace",
        email: `ada.${token}@example.com`,
        companyName: "Analytical Engines Ltd",
        message: `Checkout leaks shoppers (${token})`,
      };
      await arrive(page, profile, "/help");
      const main = page.locator("#main");
      const fields = {
        firstName: main.getByLabel("First name", { exact: true }),
        lastName: main.getByLabel("Last name", { exact: true }),
        email: main.getByLabel("Work email", { exact: true }),
        companyName: main.getByLabel(/^Company/),
        message: main.getByLabel("Message", { exact: true }),
      };
      const inquiry = main.getByLabel("Inquiry type", { exact: true });
      await typeInto(page, profile, fields.firstName, typed.firstName);
      await typeInto(page, profile, fields.lastName, typed.lastName);
      await typeInto(page, profile, fields.email, typed.email);
      await typeInto(page, profile, fields.companyName, typed.companyName);
      // A closed select picks the option its typed letters start (no click: that opens the native list).
      await inquiry.pressSequentially("Technical");
      await typeInto(page, profile, fields.message, typed.message);

      await expectStillTyped(page, { ...fields, inquiryType: inquiry }, { ...typed, inquiryType: "technical" });
      await press(profile, main.getByRole("button", { name: "Send Message" }));
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "Thank you for reaching out!" })
          .or(page.getByRole("heading", { level: 1, name: "Thank you for contacting us!" }))
          .first(),
      ).toBeVisible(SETTLED);

      const [lead, mail] = await Promise.all([
        waitForLead("contact", (stored) => stored.email === typed.email),
        waitForMail("New contact inquiry", typed.email),
      ]);
      const { email: _email, ...person } = typed;
      expect(lead.fields).toMatchObject({ ...person, inquiryType: "technical" });
      expect(mail).toContain(typed.message);
      expect(mail).toContain("Analytical Engines Ltd");
    });

    test("the webinar recording form keeps what was typed and stores and mails exactly that", async ({ page, context }) => {
      await stubExternalTabs(context);
      const token = uniqueToken("ew");
      const typed = {
        companyName: "Acme Commerce",
        firstName: "Grace",
        lastName: "Hopper",
        email: `grace.${token}@example.com`,
        jobTitle: "VP Growth",
      };
      await arrive(page, profile, `/webinar/${bfcm.id}`);
      // Both BFCM sessions are past: the form gates the recording.
      const form = page.getByRole("complementary", { name: "Watch the Recording" });
      const fields = {
        companyName: form.getByLabel("Company name", { exact: true }),
        firstName: form.getByLabel("First name", { exact: true }),
        lastName: form.getByLabel("Last name", { exact: true }),
        email: form.getByLabel("Work email", { exact: true }),
        jobTitle: form.getByLabel("Job title", { exact: true }),
      };
      for (const [name, field] of Object.entries(fields)) await typeInto(page, profile, field, typed[name as keyof typeof typed]);
      const consent = form.getByRole("checkbox");
      await press(profile, consent);

      await expectStillTyped(page, fields, typed);
      await expect(consent, "the consent tick after React took over").toBeChecked({ timeout: 1_000 });
      await press(profile, form.getByRole("button", { name: "Get the recording" }));
      await expect(page.getByText("Your recording is ready").first()).toBeVisible(SETTLED);

      const [lead, mail] = await Promise.all([
        waitForLead("webinar", (stored) => stored.email === typed.email),
        waitForMail(`Webinar: ${bfcm.title} (${bfcm.id})`, typed.email),
      ]);
      expect(lead.fields).toMatchObject({
        companyName: typed.companyName,
        firstName: typed.firstName,
        lastName: typed.lastName,
        jobTitle: typed.jobTitle,
        webinar: { id: bfcm.id },
      });
      expect(mail).toContain(typed.companyName);
    });

    for (const [variant, path] of [
      ["id page", `/case-study/${avon.id}`],
      ["slug page", `/success-stories/${avon.slug}`],
    ] as const) {
      test(`the case-study download (${variant}) keeps what was typed and stores and mails exactly that`, async ({ page, context }) => {
        await stubExternalTabs(context);
        const token = uniqueToken("ecs");
        const typed = { companyName: "Acme Retail", firstName: "Katherine", lastName: "Johnson", email: `kj.${token}@example.com` };
        await arrive(page, profile, path);
        const form = page.getByRole("complementary", { name: avon.title });
        const fields = {
          companyName: form.getByLabel("Company name", { exact: true }),
          firstName: form.getByLabel("First name", { exact: true }),
          lastName: form.getByLabel("Last name", { exact: true }),
          email: form.getByLabel("Work email", { exact: true }),
        };
        for (const [name, field] of Object.entries(fields)) await typeInto(page, profile, field, typed[name as keyof typeof typed]);
        const consent = form.getByRole("checkbox");
        await press(profile, consent);

        await expectStillTyped(page, fields, typed);
        await expect(consent, "the consent tick after React took over").toBeChecked({ timeout: 1_000 });
        await press(profile, form.getByRole("button", { name: "Get the Case Study" }));
        const success =
          variant === "slug page"
            ? page.getByRole("dialog", { name: "Success!" })
            : page.getByText("Thank you! Your case study is ready.", { exact: true });
        // Or, had the form posted without React, the result page.
        await expect(success.or(page.getByRole("heading", { level: 1, name: "Success!" })).first()).toBeVisible(SETTLED);

        const [lead, mail] = await Promise.all([
          waitForLead("case-study", (stored) => stored.email === typed.email),
          waitForMail("Case study download:", typed.email),
        ]);
        expect(lead.fields).toMatchObject({ companyName: typed.companyName, firstName: typed.firstName, lastName: typed.lastName });
        expect(JSON.stringify(lead.fields)).toContain(avon.slug);
        expect(mail).toContain(typed.companyName);
      });
    }

    test("the meeting feedback form keeps what was typed and stores and mails exactly that", async ({ page }) => {
      const token = uniqueToken("efb");
      const typed = { feedback: `A podcast about growth (${token})` };
      await arrive(page, profile, "/meeting-scheduled");
      const fields = { feedback: page.getByLabel(`Where did you first hear about ${site.name}?`) };
      await typeInto(page, profile, fields.feedback, typed.feedback);

      await expectStillTyped(page, fields, typed);
      await press(profile, page.getByRole("button", { name: "Send", exact: true }));
      await expect(page.getByText("Your feedback has been submitted successfully.", { exact: true }).first()).toBeVisible(SETTLED);

      const [lead, mail] = await Promise.all([
        waitForLead("feedback", (stored) => String(stored.fields.feedback).includes(token)),
        waitForMail(token),
      ]);
      expect(lead.fields.feedback).toBe(typed.feedback);
      expect(mail).toContain(typed.feedback);
    });

    test("the privacy request form keeps what was typed and the link goes to exactly that address", async ({ page, request }) => {
      const email = `${uniqueToken("epr")}@example.com`;
      // Only an address with stored data gets a link.
      const stored = await request.post("/api/submit-case-study-form", {
        data: { formData: { companyName: "Acme & Co", firstName: "Grace", lastName: "Hopper", email, consentGiven: true }, caseStudy: { slug: "avon" } },
      });
      expect(stored.status()).toBe(200);

      await arrive(page, profile, "/privacy/requests");
      const fields = { email: page.locator("#main").getByLabel("Email address") };
      await typeInto(page, profile, fields.email, email);

      await expectStillTyped(page, fields, { email });
      await press(profile, page.getByRole("button", { name: "Email me a secure link" }));
      await expect(page.getByRole("status").getByText("Check your inbox")).toBeVisible(SETTLED);
      const mail = await mailTo(email, "Your link to your data");
      expect(mail.text).toMatch(/\/privacy\/requests\/confirm\?token=/);
    });

  });
}
