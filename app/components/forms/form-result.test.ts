import { describe, expect, it } from "vitest";
import { FormResultQuerySchema, formResultErrors, formResultView } from "#app/components/forms/form-result.ts";

describe("form result page", () => {
  it("lists known fields with the forms' own messages, in form order", () => {
    const raw = JSON.stringify({ message: "Message must be at least 10 characters long", email: "Please enter a valid email address" });
    expect(formResultErrors("contact", raw)).toEqual([
      { field: "email", label: "Work email", message: "Please enter a valid email address" },
      { field: "message", label: "Message", message: "Message must be at least 10 characters long" },
    ]);
  });

  it("never shows text it did not write", () => {
    const raw = JSON.stringify({ firstName: "Call 555-0100 to claim your prize", evil: "<script>" });
    expect(formResultErrors("contact", raw)).toEqual([
      { field: "firstName", label: "First name", message: "Please check this field." },
    ]);
    expect(formResultErrors("contact", "{broken")).toEqual([]);
    expect(formResultErrors("contact", "x".repeat(5000))).toEqual([]);
  });

  it("falls back to safe values for unknown parameters", () => {
    expect(FormResultQuerySchema.parse({ form: "hack", status: "pwned" })).toEqual({ form: "contact", status: "error" });
  });

  it("uses the spec's texts for failures", () => {
    expect(formResultView("contact", "error").text).toBe("Something went wrong. Please try again.");
    expect(formResultView("feedback", "error").text).toBe("There was an issue submitting your feedback. Please try again.");
    expect(formResultView("feedback", "success")).toMatchObject({
      title: "Thank you!",
      text: "Your feedback has been submitted successfully.",
    });
    expect(formResultView("contact", "invalid").back.href).toBe("/help#contact-form");
  });

  it("after a webinar registration: the way back to that webinar, and what happens next on Zoom", () => {
    const bfcm = { id: "bfcm2025", title: "BFCM 2025", registersOnZoom: true };
    expect(formResultView("webinar", "success", { found: bfcm })).toMatchObject({
      title: "Registration logged!",
      back: { href: "/webinar/bfcm2025", label: "Back to the webinar" },
    });
    expect(formResultView("webinar", "success", { found: { ...bfcm, registersOnZoom: false } }).title).toBe("You’re registered!");
    expect(formResultView("webinar", "invalid", { found: bfcm }).back.href).toBe("/webinar/bfcm2025");
    expect(formResultErrors("webinar", JSON.stringify({ jobTitle: "Job title is required", webinar: "Webinar not found" }))).toEqual([
      { field: "webinar", label: "Webinar", message: "Webinar not found" },
      { field: "jobTitle", label: "Job title", message: "Job title is required" },
    ]);
  });

  it("after a past webinar's form: the recording below, or a plain word that there is none", () => {
    const bfcm = { id: "bfcm2025", title: "BFCM 2025", registersOnZoom: true };
    expect(formResultView("webinar", "success", { found: { ...bfcm, ended: "recorded" }, person: { firstName: "Ada" } })).toMatchObject({
      title: "Your recording is ready",
      text: "Thanks, Ada! The live sessions of “BFCM 2025” have taken place: watch the recording below.",
      back: { href: "/webinar/bfcm2025" },
    });
    expect(formResultView("webinar", "success", { found: { ...bfcm, ended: "unrecorded" } }).text).toBe(
      "The live sessions of “BFCM 2025” have taken place and no recording is available. We’ll be in touch.",
    );
  });

  it("greets the visitor by the first name the server stored, in the text and never in the title, and names no address", () => {
    const person = { firstName: "Ada" };
    const bfcm = { id: "bfcm2025", title: "BFCM 2025", registersOnZoom: true };
    const webinar = formResultView("webinar", "success", { found: bfcm, person });
    expect(webinar.text).toBe("Thanks, Ada! Your registration for “BFCM 2025” is logged. Complete it on Zoom to get your personal join link.");
    expect(webinar.note).toBe("We’ve also emailed you the details.");
    expect(formResultView("webinar", "success", { found: { ...bfcm, registersOnZoom: false }, person }).text).toBe(
      "Thanks, Ada! Your registration for “BFCM 2025” is confirmed. We’ve emailed you the details.",
    );
    const study = { slug: "avon", title: "Avon", documentUrl: "https://docs.example/avon.pdf" };
    expect(formResultView("case-study", "success", { found: study, person })).toMatchObject({
      text: "Thanks, Ada! Your case study “Avon” is ready to download.",
      note: "We’ve also emailed you the link.",
    });
    expect(formResultView("contact", "success", { person })).toMatchObject({
      title: "Thank you for contacting us!",
      text: expect.stringMatching(/^Thanks, Ada! Your message is on its way/),
      note: "We’ve sent you a confirmation email.",
    });
    for (const form of ["contact", "case-study", "webinar"] as const) {
      expect(formResultView(form, "success", { person }).title).not.toContain("Ada");
      // Without the stored lead (a forged or expired reference): the same page, naming no one.
      const generic = formResultView(form, "success");
      expect(`${generic.text} ${generic.note ?? ""}`).not.toMatch(/Thanks,|@/);
    }
  });
});
