import { formEndpoints } from "#app/forms/lead-types/endpoints.ts";
import { type LeadTypeContract, RETURN_HOME, thanksTo } from "#app/forms/lead-types/lead-type-contract.ts";

/** The webinar registration: the visitor names a webinar of the site's content and gets its sessions by mail. */
export const webinarLead = {
  type: "webinar",
  endpoint: formEndpoints.webinar,
  label: "Webinar registration",
  shortLabel: "Webinar",
  successMessage: "You’re registered! We look forward to seeing you at the webinar.",
  anonymous: false,
  notifyVariable: "LEADS_NOTIFY_TO_WEBINAR",
  formPages: ["/webinar/"],
  storedFields: {
    webinar: { label: "Webinar", reference: true },
  },
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
    messages: ["Please confirm your consent to continue", "Company name is required", "Job title is required", "Webinar not found"],
    home: RETURN_HOME,
    back: ({ webinar }) => (webinar ? { href: `/webinar/${webinar.id}`, label: "Back to the webinar" } : undefined),
    success: ({ webinar, person }, back) => {
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
        };
      }
      return {
        title: webinar?.registersOnZoom ? "Registration logged!" : "You’re registered!",
        text: webinar?.registersOnZoom
          ? `${thanks}Your registration for ${name} is logged. Complete it on Zoom to get your personal join link.`
          : `${thanks}Your registration for ${name} is confirmed. We’ve emailed you the details.`,
        note: webinar?.registersOnZoom && person ? "We’ve also emailed you the details." : undefined,
        back: webinar ? back : RETURN_HOME,
      };
    },
  },
} as const satisfies LeadTypeContract<"webinar">;
