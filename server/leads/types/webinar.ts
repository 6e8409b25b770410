import { consentTexts } from "../../../app/content/consent.ts";
import { getWebinar, WEBINAR_NOT_FOUND } from "../../../app/content/webinars.ts";
import { WebinarFormSchema, WebinarRequestSchema } from "../../../app/forms/webinar.schema.ts";
import { formErrors, invalid, pickFields, withReferenceError } from "../lead-input.ts";
import type { LeadTypeModule } from "./lead-type.ts";
import { fullName, nameAndCompany, reference, str } from "./stored-fields.ts";

/**
 * The webinar registration: the visitor names a webinar of the site's
 * content and gets its sessions, the way in and a calendar file by mail.
 */
export const webinar: LeadTypeModule<"webinar"> = {
  type: "webinar",

  validate(body) {
    const result = WebinarRequestSchema.safeParse(body);
    if (!result.success) {
      return invalid(withReferenceError(formErrors(result.error), "webinar", WEBINAR_NOT_FOUND));
    }
    const { formData, webinar: named } = result.data;
    const found = getWebinar(named.id);
    if (!found) return invalid({ webinar: WEBINAR_NOT_FOUND });
    const { consentGiven: _consent, ...fields } = formData;
    return {
      ok: true,
      lead: {
        type: "webinar",
        email: formData.email,
        fields: { ...fields, webinar: { id: found.id, title: found.title } },
        consentGiven: true,
        consentVersion: consentTexts.webinar.version,
        userAgent: null,
      },
    };
  },

  fromFormPost: (form) => ({
    formData: pickFields(WebinarFormSchema, form),
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
};
