/**
 * Reading a lead's stored fields (the JSON the store keeps, so every value is
 * `unknown`) for its mails: each lead type writes its notification rows,
 * subject and visitor letter with these.
 */

/** One line of the notification: a label and its value; a row whose value is empty is left out. */
export type Row = [label: string, value: string];

/** A field as the notification shows it: a string as is, nothing as "", anything else as String() makes it. */
export const str = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));

/** A field as a letter uses it: a string as is, anything else as "". */
export const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The label of an option (inquiry type, goal), or the stored value when the list no longer has it. */
export function labelOf<T extends { value: string; label: string }>(list: readonly T[], value: unknown): string {
  return list.find((item) => item.value === value)?.label ?? str(value);
}

export function fullName(fields: Record<string, unknown>): string {
  return [str(fields.firstName), str(fields.lastName)].filter(Boolean).join(" ");
}

/** "Name, Company", or whichever of the two the lead has. */
export function nameAndCompany(fields: Record<string, unknown>): string {
  return [fullName(fields), str(fields.companyName)].filter(Boolean).join(", ");
}

/** The content record a lead names, as stored with it (`caseStudy`, `webinar`). */
export function reference(value: unknown): { id?: unknown; title?: unknown } {
  return value && typeof value === "object" ? (value as { id?: unknown; title?: unknown }) : {};
}
