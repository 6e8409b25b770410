import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { fieldText } from "#app/components/forms/use-lead-form.ts";

/** The person fields the lead forms ask for: label and autofill hints, one place. */
export const personFields = {
  companyName: { label: "Company name", autoComplete: "organization" },
  firstName: { label: "First name", autoComplete: "given-name" },
  lastName: { label: "Last name", autoComplete: "family-name" },
  email: { label: "Work email", type: "email", autoComplete: "email", inputMode: "email", spellCheck: false },
  jobTitle: { label: "Job title", autoComplete: "organization-title" },
} as const;

export type PersonField = keyof typeof personFields;

/** The person fields' values in a form's data, trimmed. */
export function personValues<F extends PersonField>(data: FormData, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, fieldText(data, field).trim()])) as Record<F, string>;
}

/** One required person field, labelled, with its error (if any) under it. The field holds its own value. */
export function PersonInput({ name, disabled, error }: { name: PersonField; disabled?: boolean; error?: string }) {
  const { label, ...input } = personFields[name];
  return (
    <FormField label={label} name={name} required error={error}>
      {(control) => <Input {...control} {...input} disabled={disabled} />}
    </FormField>
  );
}
