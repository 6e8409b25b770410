import { z } from "#app/forms/zod.ts";
import { emailField, requiredText } from "#app/forms/fields.ts";
import { formErrors, invalid, pickFields } from "#app/forms/lead-types/lead-input.ts";
import { type LeadTypeModule, RETURN_HOME, thanksTo } from "#app/forms/lead-types/lead-type.ts";
import { labelOf, reference, str } from "#app/forms/lead-types/stored-fields.ts";

/**
 * A lead type that exists only in a test, written as a new type is: one
 * module, which the registry takes as one more line (through vi.mock). It
 * names a case study of the content, so its result page has a record to
 * look up too.
 */
export const answers = [
  { value: "yes", label: "Yes, tell me more" },
  { value: "no", label: "Not now" },
] as const;

export const PollSchema = z.object({
  firstName: requiredText("First name is required"),
  email: emailField,
  answer: z.enum(["yes", "no"], { error: "Please pick an answer" }),
  story: z.string().max(100).optional(),
});

type PolledStory = { slug: string; title: string };

export const pollLead = {
  type: "poll",
  endpoint: "/api/send-poll-answer",
  label: "Poll answer",
  shortLabel: "Poll",
  successMessage: "Thanks, your answer is in.",
  anonymous: false,
  notifyVariable: "LEADS_NOTIFY_TO_POLL",
  formPages: ["/poll"],
  storedFields: { answer: { label: "Answer", consoleLabel: "Poll", options: answers }, story: { label: "Story", reference: true } },

  async validate(body, content) {
    const result = PollSchema.safeParse(body);
    if (!result.success) return invalid(formErrors(result.error));
    const { story: slug, ...fields } = result.data;
    const study = slug ? content.caseStudyBySlug(slug) : undefined;
    const story = study ? { story: { id: study.id, slug: study.slug, title: study.title } } : {};
    return { ok: true, lead: { type: "poll", email: fields.email, fields: { ...fields, ...story }, consentGiven: null, consentVersion: null, userAgent: null } };
  },
  fromFormPost: async (form) => pickFields(PollSchema, form),

  notification: {
    subject: (f) => `New poll answer: ${labelOf(answers, f.answer)}`,
    rows: (f) => [
      ["Answer", labelOf(answers, f.answer)],
      ["Story", str(reference(f.story).title)],
      ["Email", str(f.email)],
    ],
  },

  result: {
    fields: { firstName: "First name", email: "Work email", answer: "Your answer" },
    messages: ["Please pick an answer"],
    home: { href: "/poll", label: "Back to the poll" },
    about: {
      param: "story",
      fromRequest: (body, content) => (typeof body.story === "string" ? content.caseStudyBySlug(body.story)?.slug : undefined),
      fromLead: (fields) => {
        const { slug } = reference(fields.story);
        return typeof slug === "string" ? slug : undefined;
      },
      find(slug, content) {
        const study = content.caseStudyBySlug(slug);
        return study && { slug: study.slug, title: study.title };
      },
    },
    back: (story) => ({ href: `/success-stories/${story.slug}`, label: "Back to the story" }),
    success: (story, person) => ({
      title: "Answer received",
      text: `${thanksTo(person)}We counted your answer${story ? ` on “${story.title}”` : ""}.`,
      back: RETURN_HOME,
    }),
  },
} as const satisfies LeadTypeModule<"poll", PolledStory>;
