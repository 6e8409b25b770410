import { z } from "~/forms/zod";
import { site } from "~/config/site";
import { formResultStatuses } from "~/forms/lead-contract";
import { CONTACT_FALLBACK_ERROR } from "./contact-form-texts";
import { feedbackTexts } from "./feedback-texts";

/**
 * What `/form-result` shows after a classic (no-JavaScript) form post. The
 * API answers such a post with `303 /form-result?form=…&status=…[&errors=…]`,
 * plus the case study or webinar it was about and, after a stored lead, a
 * reference (`ref`) to it.
 *
 * The query string is anyone's to write, so the page never shows its text
 * as it is: field names must be known ones and messages must be the forms'
 * own; anything else is replaced by a neutral sentence. A result link
 * carries no personal data: the visitor's name and address come from the
 * stored lead the reference names, never from the URL.
 */
export const FormResultQuerySchema = z.object({
  form: z.enum(["contact", "feedback", "demo", "case-study", "webinar"]).catch("contact"),
  status: z.enum(formResultStatuses).catch("error"),
});

export type FormResultForm = z.infer<typeof FormResultQuerySchema>["form"];
export type FormResultStatus = z.infer<typeof FormResultQuerySchema>["status"];

const fieldLabels: Record<FormResultForm, Record<string, string>> = {
  contact: {
    firstName: "First name",
    lastName: "Last name",
    email: "Work email",
    website: "Website",
    companyName: "Company",
    inquiryType: "Inquiry type",
    message: "Message",
  },
  feedback: { feedback: feedbackTexts.label },
  demo: { goal: "Top priority" },
  "case-study": { companyName: "Company name", firstName: "First name", lastName: "Last name", email: "Work email", consentGiven: "Consent" },
  webinar: {
    webinar: "Webinar",
    companyName: "Company name",
    firstName: "First name",
    lastName: "Last name",
    email: "Work email",
    jobTitle: "Job title",
    consentGiven: "Consent",
  },
};

/** Every message the forms' schemas can give, and nothing else. */
const knownMessages = new Set([
  "First name is required",
  "Last name is required",
  "Please enter a valid email address",
  "Please select an inquiry type",
  "Message must be at least 10 characters long",
  "Message must be at most 5000 characters",
  "Please tell us where you first heard about us",
  "Please select your top priority",
  "Please fill in all required fields",
  "Please confirm your consent to continue",
  "Company name is required",
  "Job title is required",
  "Webinar not found",
]);
const lengthMessage = /^Must be at most \d{1,5} characters$/;
const UNKNOWN_FIELD_MESSAGE = "Please check this field.";

export type FormResultError = { field: string; label: string; message: string };

/** The listed errors: known fields only, in the form's order, with trusted messages. */
export function formResultErrors(form: FormResultForm, raw: string | null): FormResultError[] {
  if (!raw || raw.length > 4000) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
  const errors = parsed as Record<string, unknown>;
  return Object.entries(fieldLabels[form]).flatMap(([field, label]) => {
    const message = errors[field];
    if (typeof message !== "string") return [];
    const trusted = knownMessages.has(message) || lengthMessage.test(message);
    return [{ field, label, message: trusted ? message : UNKNOWN_FIELD_MESSAGE }];
  });
}

export type FormResultView = {
  tone: "success" | "error";
  title: string;
  text: string;
  /** A smaller line under the errors. */
  note?: string;
  /** Where the visitor goes back to (the form), and the link text. */
  back: { href: string; label: string };
};

const formHome: Record<FormResultForm, { href: string; label: string }> = {
  contact: { href: "/help#contact-form", label: "Back to the contact form" },
  feedback: { href: "/meeting-scheduled", label: "Back to the feedback form" },
  demo: { href: "/", label: "Return to Home" },
  "case-study": { href: "/success-stories", label: "Back to Success Stories" },
  webinar: { href: "/", label: "Return to Home" },
};

/** The case study a case-study form post was about, as the result page found it in the content. */
export type ResultCaseStudy = { slug: string; title: string; documentUrl?: string };

/** The webinar a registration was for, as the result page found it in the content. */
export type ResultWebinar = { id: string; title: string; registersOnZoom: boolean };

/**
 * Who sent the form, as the server stored it (read through the result
 * reference, never from the URL): the first name only, since anyone holding
 * the link sees the page. Only in the page's text: the title is kept in the
 * browser's history, so it never names anyone.
 */
export type ResultPerson = { firstName: string };

export type FormResultAbout = { study?: ResultCaseStudy; webinar?: ResultWebinar; person?: ResultPerson };

export function formResultView(
  form: FormResultForm,
  status: FormResultStatus,
  { study, webinar, person }: FormResultAbout = {},
): FormResultView {
  const back =
    form === "case-study" && study
      ? { href: `/success-stories/${study.slug}`, label: "Back to the case study" }
      : form === "webinar" && webinar
        ? { href: `/webinar/${webinar.id}`, label: "Back to the webinar" }
        : formHome[form];
  if (status === "success") {
    const home = { href: "/", label: "Return to Home" };
    const thanks = person?.firstName ? `Thanks, ${person.firstName}! ` : "";
    const known = Boolean(person);
    if (form === "webinar") {
      const name = webinar ? `“${webinar.title}”` : "the webinar";
      return {
        tone: "success",
        title: webinar?.registersOnZoom ? "Registration logged!" : "You’re registered!",
        text: webinar?.registersOnZoom
          ? `${thanks}Your registration for ${name} is logged. Complete it on Zoom to get your personal join link.`
          : `${thanks}Your registration for ${name} is confirmed. We’ve emailed you the details.`,
        note: webinar?.registersOnZoom && known ? "We’ve also emailed you the details." : undefined,
        back: webinar ? back : home,
      };
    }
    if (form === "case-study") {
      return {
        tone: "success",
        title: "Success!",
        text: `${thanks}${study ? `Your case study “${study.title}” is ready to download.` : "Your case study is ready to download."}`,
        note: study?.documentUrl && known ? "We’ve also emailed you the link." : undefined,
        back: study ? back : { href: "/success-stories", label: "Back to Success Stories" },
      };
    }
    if (form === "feedback") {
      return { tone: "success", title: feedbackTexts.successTitle, text: feedbackTexts.successDescription, back: home };
    }
    if (form === "demo") {
      return {
        tone: "success",
        title: "Your demo request has been sent!",
        text: "Our growth experts will be in touch to schedule your personalized demo.",
        back: home,
      };
    }
    return {
      tone: "success",
      title: "Thank you for contacting us!",
      text: `${thanks}Your message is on its way to the ${site.name} team. We typically reply within 24 business hours.`,
      note: known ? "We’ve sent you a confirmation email." : undefined,
      back: home,
    };
  }
  if (status === "invalid") {
    return {
      tone: "error",
      title: "Please check your details",
      text: "Your form was not sent. Please correct the following and try again:",
      note: "Tip: your browser’s Back button returns to the form with what you typed.",
      back,
    };
  }
  if (status === "rate-limited") {
    return {
      tone: "error",
      title: "Too many requests",
      text: "We received several forms from you in a short time. Please wait a minute and try again.",
      back,
    };
  }
  return {
    tone: "error",
    title: "Error",
    text: form === "feedback" ? feedbackTexts.errorDescription : CONTACT_FALLBACK_ERROR,
    back,
  };
}
