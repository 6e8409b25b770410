// How a type's sales mail reads its stored fields: values as text, choices by their labels.

/** A row whose value is empty is left out. */
export type Row = [label: string, value: string];

export const str = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));

export const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The stored value when the list no longer has it. */
export function labelOf<T extends { value: string; label: string }>(list: readonly T[], value: unknown): string {
  return list.find((item) => item.value === value)?.label ?? str(value);
}

export function fullName(fields: Record<string, unknown>): string {
  return [str(fields.firstName), str(fields.lastName)].filter(Boolean).join(" ");
}

export function nameAndCompany(fields: Record<string, unknown>): string {
  return [fullName(fields), str(fields.companyName)].filter(Boolean).join(", ");
}

/** A stored content reference (`{ id, slug, title }`), or nothing. */
export function reference(value: unknown): { id?: unknown; slug?: unknown; title?: unknown } {
  return value && typeof value === "object" ? (value as { id?: unknown; slug?: unknown; title?: unknown }) : {};
}
