import { z } from "#app/forms/zod.ts";
import { contactPromises } from "#app/content/contact.ts";
import { LinkSchema, PageSeoSchema } from "#app/content/shared.schema.ts";

const text = z.string().min(1);

/** /help's own words beside the contact form; the form's fields and messages are the form's. */
export const HelpContentSchema = z.object({
  eyebrow: text,
  title: text,
  /** Ends with the link, then a full stop. */
  intro: text.meta({ editor: "textarea" }),
  introLink: LinkSchema,
  formTitle: text,
  formHint: text,
  promises: z.array(z.object({ icon: z.enum(["user-check", "route", "shield-check"]), title: text, text })).min(1).max(4),
  seo: PageSeoSchema,
});
export type HelpContent = z.infer<typeof HelpContentSchema>;

export const helpContent: HelpContent = HelpContentSchema.parse({
  eyebrow: "Contact",
  title: "Need Help?",
  intro: "Our team typically replies within 24 business hours. We operate on EST, and every inquiry is handled according to our",
  introLink: { text: "privacy policy", href: "/privacy" },
  formTitle: "Send us a message",
  formHint: "Fields without “(optional)” are required.",
  promises: contactPromises,
  seo: { title: "Need Help?", description: "Contact our team. We typically reply within 24 business hours." },
});
