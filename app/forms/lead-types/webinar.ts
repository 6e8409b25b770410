import { webinarOver, webinarSessions } from "#app/lib/webinar-sessions.ts";
import { formErrors, invalid, pickFields, referenceIn, withReferenceError } from "#app/forms/lead-types/lead-input.ts";
import { type LeadTypeModule, RETURN_HOME, thanksTo } from "#app/forms/lead-types/lead-type.ts";
import { fullName, nameAndCompany, reference, str } from "#app/forms/lead-types/stored-fields.ts";

const schemas = () => import("#app/forms/webinar.schema.ts");

const WEBINAR_NOT_FOUND = "Webinar not found";

export const webinarEndpoint = "/api/submit-webinar-registration";

/** The webinar a result page is about, as the content has it. */
export type ResultWebinar = {
  id: string;
  title: string;
  registersOnZoom: boolean;
  /** Every session had ended when the page was asked for: its recording is offered, if it has one. */
  ended?: "recorded" | "unrecorded";
  registrationUrl?: string;
  recordingUrl?: string;
};

/** The webinar registration: the visitor names a webinar of the site's content and gets its sessions by mail. */
export const webinarLead = {
  type: "webinar",
  endpoint: webinarEndpoint,
  label: "Webinar registration",
  shortLabel: "Webinar",
  successMessage: "You’re registered! We look forward to seeing you at the webinar.",
  anonymous: false,
  notifyVariable: "LEADS_NOTIFY_TO_WEBINAR",
  formPages: ["/webinar/"],
  storedFields: {
    webinar: { label: "Webinar", reference: true },
  },
  unexpectedError: "An error occurred while registering for the webinar. Please try again.",

  async validate(body, content) {
    const { WebinarRequestSchema } = await schemas();
    const result = WebinarRequestSchema.safeParse(body);
    if (!result.success) return invalid(withReferenceError(formErrors(result.error), "webinar", WEBINAR_NOT_FOUND));
    const { formData, webinar: named } = result.data;
    const found = content.webinar(named.id);
    if (!found) return invalid({ webinar: WEBINAR_NOT_FOUND });
    const { consentGiven: _consent, ...fields } = formData;
    return {
      ok: true,
      lead: {
        type: "webinar",
        email: formData.email,
        fields: { ...fields, webinar: { id: found.id, title: found.title } },
        consentGiven: true,
        consentVersion: content.consent.webinar.version,
        userAgent: null,
      },
    };
  },

  fromFormPost: async (form) => ({
    formData: pickFields((await schemas()).WebinarFormSchema, form),
    webinar: { id: form.webinarId ?? "" },
  }),

  notification: {
    subject: (f) => `Webinar registration: ${str(reference(f.webinar).title)} by ${nameAndCompany(f)}`,
    rows(f) {
      const named = reference(f.webinar);
      return [
        ["Webinar", `${str(named.title)} (${str(named.id)})`],
        ["Name", fullName(f)],
        ["Email", str(f.email)],
        ["Company", str(f.companyName)],
        ["Job title", str(f.jobTitle)],
      ];
    },
  },
  letter: "webinar-confirmation",

  result: {
    fields: {
      webinar: "Webinar",
      companyName: "Company name",
      firstName: "First name",
      lastName: "Last name",
      email: "Work email",
      jobTitle: "Job title",
      consentGiven: "Consent",
    },
    messages: ["Please confirm your consent to continue", "Company name is required", "Job title is required", WEBINAR_NOT_FOUND],
    home: RETURN_HOME,
    about: {
      param: "webinar",
      fromRequest(body, content) {
        const { id } = referenceIn(body, "webinar");
        return typeof id === "string" ? content.webinar(id)?.id : undefined;
      },
      fromLead: (fields) => {
        const { id } = reference(fields.webinar);
        return typeof id === "string" ? id : undefined;
      },
      find(id, content, now) {
        const found = content.webinar(id);
        if (!found) return undefined;
        const ended = webinarOver(webinarSessions(found), now) ? (found.recording ? "recorded" : "unrecorded") : undefined;
        return {
          id: found.id,
          title: found.title,
          registersOnZoom: Boolean(found.registrationUrl),
          ended,
          registrationUrl: found.registrationUrl,
          recordingUrl: found.recording?.url,
        };
      },
    },
    back: (webinar) => ({ href: `/webinar/${webinar.id}`, label: "Back to the webinar" }),
    success(webinar, person, back) {
      const name = webinar ? `“${webinar.title}”` : "the webinar";
      const thanks = thanksTo(person);
      if (webinar?.ended) {
        const recorded = webinar.ended === "recorded";
        return {
          title: recorded ? "Your recording is ready" : "Thank you!",
          text: recorded
            ? `${thanks}The live sessions of ${name} have taken place: watch the recording below.`
            : `${thanks}The live sessions of ${name} have taken place and no recording is available. We’ll be in touch.`,
          note: person ? "We’ve also emailed you the details." : undefined,
          back,
          offer: webinar.recordingUrl ? { href: webinar.recordingUrl, label: "Watch the recording", emphasis: "button" } : undefined,
        };
      }
      return {
        title: webinar?.registersOnZoom ? "Registration logged!" : "You’re registered!",
        text: webinar?.registersOnZoom
          ? `${thanks}Your registration for ${name} is logged. Complete it on Zoom to get your personal join link.`
          : `${thanks}Your registration for ${name} is confirmed. We’ve emailed you the details.`,
        note: webinar?.registersOnZoom && person ? "We’ve also emailed you the details." : undefined,
        back: webinar ? back : RETURN_HOME,
        // Blank: a link filled in with the visitor's details would show them to whoever holds this page's link.
        offer: webinar?.registrationUrl ? { href: webinar.registrationUrl, label: "Complete your registration on Zoom", emphasis: "button" } : undefined,
      };
    },
  },
} as const satisfies LeadTypeModule<"webinar", ResultWebinar>;
