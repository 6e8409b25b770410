import { z } from "#app/forms/zod.ts";
import type { Navigation } from "#app/config/navigation.ts";
import type { ConsentTexts } from "#app/content/consent.ts";
import { HrefSchema } from "#app/content/shared.schema.ts";
import { labelledChoice } from "#app/content/editing/form-schema.ts";

/*
 * What every page shows: the header's menus, the footer's columns and the consent lines beside the forms. The data itself
 * lives in app/config/navigation.ts and app/content/consent.ts as plain objects, so the pages' own JavaScript never carries
 * these schemas.
 */

const text = z.string().min(1);

const MenuLinkSchema = z.object({
  label: text,
  href: HrefSchema,
  description: text.optional().meta({ description: "The line under the label in the open menu." }),
  icon: z.enum(["safeopt", "minty", "boost", "stories", "webinars", "help"]).optional().meta({ description: "The tile before the label." }),
});

const FooterItemSchema = z
  .object({
    label: text,
    href: HrefSchema.optional(),
    action: labelledChoice({ contact: "The contact form", goal: "The demo request" })
      .optional()
      .meta({ title: "Opens instead", description: "A form this entry opens in place of a link." }),
  })
  .superRefine((item, context) => {
    if (Boolean(item.href) === Boolean(item.action)) {
      context.addIssue({ code: "custom", path: ["href"], message: "Give the entry either a link or a form it opens, not both or neither." });
    }
  });

export const NavigationSchema: z.ZodType<Navigation> = z.object({
  menus: z
    .array(z.object({ label: text, items: z.array(MenuLinkSchema).min(1).max(6) }))
    .min(1)
    .max(4)
    .meta({ title: "Header menus" }),
  footer: z
    .array(z.object({ title: text, items: z.array(FooterItemSchema).min(1).max(8) }))
    .min(1)
    .max(4)
    .meta({ title: "Footer columns" }),
}) as z.ZodType<Navigation>;

const versioned = (shownBeside: string) =>
  z
    .object({
      text: text.meta({ editor: "textarea" }),
      version: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{2,59}$/, "Lower-case letters, digits and dashes, e.g. contact-2026-12.")
        .meta({ description: "Stored with every lead, so the team can show which words a person agreed to. Give it a new value whenever the words change." }),
    })
    .meta({ title: shownBeside });

export const ConsentSchema: z.ZodType<ConsentTexts> = z.object({
  caseStudy: versioned("Case study downloads"),
  webinar: versioned("Webinar registration"),
  contact: versioned("Contact forms").superRefine((line, context) => {
    if (!line.text.includes("Privacy Policy")) context.addIssue({ code: "custom", path: ["text"], message: "Name the “Privacy Policy”: those words link to it." });
  }),
});

/** The words of a consent line changed while its version stayed: leads would claim agreement to words never shown to them. */
export function consentVersionClashes(draft: ConsentTexts, published: ConsentTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const kind of Object.keys(draft) as (keyof ConsentTexts)[]) {
    const before = published[kind];
    if (before && draft[kind].text !== before.text && draft[kind].version === before.version) {
      errors[`${kind}.version`] = `The words changed: give this line a new version (it is “${before.version}”), so each lead records the words it agreed to.`;
    }
  }
  return errors;
}
