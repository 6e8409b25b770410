import { describe, expect, it } from "vitest";
import { ContactFormSchema, ContactRequestSchema, inquiryTypes } from "#app/forms/contact.schema.ts";
import { DemoRequestFormSchema, goals } from "#app/forms/demo-request.schema.ts";
import { FeedbackFormSchema } from "#app/forms/feedback.schema.ts";
import { fieldErrorsOf } from "#app/forms/fields.ts";

/** The browser forms show these messages as they are: the exact required words. */
const errorsOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
};

describe("contact form schema", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    website: "",
    companyName: "",
    inquiryType: "general",
    message: "We would like a demo of SafeOpt.",
  };

  it("gives the spec's message for each field", () => {
    expect(
      errorsOf(ContactFormSchema, { firstName: " ", lastName: "", email: "nope", inquiryType: "", message: "too short" }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      inquiryType: "Please select an inquiry type",
      message: "Message must be at least 10 characters long",
    });
  });

  it("accepts a complete form with website and company left out", () => {
    const parsed = ContactFormSchema.parse(valid);
    expect(parsed.website).toBeUndefined();
    expect(parsed.companyName).toBeUndefined();
    expect(ContactRequestSchema.parse({ ...valid, formType: "contact" }).formType).toBe("contact");
  });

  it("offers the seven inquiry types of the spec", () => {
    expect(inquiryTypes.map((type) => type.label)).toEqual([
      "General Information",
      "SafeOpt",
      "Minty",
      "Technical Support",
      "Billing & Payments",
      "Partnership Opportunities",
      "Other",
    ]);
  });
});

describe("goal dialog schema", () => {
  it("requires one of the two goals", () => {
    expect(goals.map((goal) => [goal.value, goal.label])).toEqual([
      ["reduce-abandonment", "Recover Lost Shoppers"],
      ["grow-data", "Grow First-Party Data"],
    ]);
    expect(errorsOf(DemoRequestFormSchema, {})).toEqual({ goal: "Please select your top priority" });
    expect(errorsOf(DemoRequestFormSchema, { goal: "other" })).toEqual({ goal: "Please select your top priority" });
    expect(DemoRequestFormSchema.parse({ goal: "grow-data" })).toEqual({ goal: "grow-data" });
  });
});

describe("feedback schema", () => {
  it("trims the text and refuses a blank one", () => {
    expect(FeedbackFormSchema.parse({ feedback: "  A podcast  " })).toEqual({ feedback: "A podcast" });
    expect(FeedbackFormSchema.safeParse({ feedback: "   " }).success).toBe(false);
  });
});
