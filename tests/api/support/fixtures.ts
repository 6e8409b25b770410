import { randomUUID } from "node:crypto";
import { leadEndpoints, type LeadType } from "#app/forms/lead-contract.ts";

/** A valid JSON body for each endpoint, as the pages send it. */
export function validBody(type: LeadType, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const key = { idempotencyKey: randomUUID() };
  switch (type) {
    case "contact":
      return {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        website: "https://ada.example",
        companyName: "Analytical Engines",
        inquiryType: "partnership",
        message: "We would like to talk about a partnership.",
        formType: "contact",
        ...key,
        ...overrides,
      };
    case "demo":
      return { goal: "reduce-abandonment", userAgent: "Mozilla/5.0 test", timestamp: new Date().toISOString(), ...key, ...overrides };
    case "feedback":
      return { feedback: "A friend told me about you.", timestamp: new Date().toISOString(), userAgent: "Mozilla/5.0 test", ...key, ...overrides };
    case "case-study":
      return {
        formData: { companyName: "Acme", firstName: "Grace", lastName: "Hopper", email: "grace@example.com", consentGiven: true },
        caseStudy: { id: 7, slug: "gourmetgiftbaskets", title: "ignored: the server looks it up" },
        ...key,
        ...overrides,
      };
    case "webinar":
      return {
        formData: {
          companyName: "Acme",
          firstName: "Alan",
          lastName: "Turing",
          email: "alan@example.com",
          jobTitle: "Head of Growth",
          consentGiven: true,
        },
        webinar: { id: "bfcm2025", title: "ignored" },
        ...key,
        ...overrides,
      };
  }
}

/** The same submission as a classic form post. */
export function validForm(type: LeadType): Record<string, string> {
  switch (type) {
    case "contact":
      return {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        inquiryType: "general",
        message: "Sent without JavaScript, still arrives.",
        idempotencyKey: randomUUID(),
      };
    case "demo":
      return { goal: "grow-data" };
    case "feedback":
      return { feedback: "Podcast" };
    case "case-study":
      return { companyName: "Acme", firstName: "Grace", lastName: "Hopper", email: "grace@example.com", consentGiven: "on", caseStudySlug: "avon" };
    case "webinar":
      return {
        companyName: "Acme",
        firstName: "Alan",
        lastName: "Turing",
        email: "alan@example.com",
        jobTitle: "CTO",
        consentGiven: "on",
        webinarId: "bfcm2025-2",
      };
  }
}

/** Sets a form field, inside formData for the two nested bodies. */
export function withField(type: LeadType, body: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  if (type === "case-study" || type === "webinar") {
    return { ...body, formData: { ...(body.formData as Record<string, unknown>), [field]: value } };
  }
  return { ...body, [field]: value };
}

export function withoutField(type: LeadType, body: Record<string, unknown>, field: string): Record<string, unknown> {
  if (type === "case-study" || type === "webinar") {
    const { [field]: _removed, ...rest } = body.formData as Record<string, unknown>;
    return { ...body, formData: rest };
  }
  const { [field]: _removed, ...rest } = body;
  return rest;
}

/** The text fields a visitor types, per endpoint. */
export const textFields: Record<LeadType, string[]> = {
  contact: ["firstName", "lastName", "email", "website", "companyName", "message"],
  demo: ["userAgent", "timestamp"],
  feedback: ["feedback", "userAgent", "timestamp"],
  "case-study": ["companyName", "firstName", "lastName", "email"],
  webinar: ["companyName", "firstName", "lastName", "email", "jobTitle"],
};

export const endpoint = (base: string, type: LeadType) => `${base}${leadEndpoints[type]}`;
