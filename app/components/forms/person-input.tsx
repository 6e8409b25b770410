import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

/** The person fields the lead forms ask for: label and autofill hints, one place. */
export const personFields = {
  companyName: { label: "Company name", autoComplete: "organization" },
  firstName: { label: "First name", autoComplete: "given-name" },
  lastName: { label: "Last name", autoComplete: "family-name" },
  email: { label: "Work email", type: "email", autoComplete: "email", inputMode: "email", spellCheck: false },
  jobTitle: { label: "Job title", autoComplete: "organization-title" },
} as const;

export type PersonField = keyof typeof personFields;

/** One required person field, labelled, with its error (if any) under it. */
export function PersonInput({
  name,
  value,
  onValueChange,
  disabled,
  error,
}: {
  name: PersonField;
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { label, ...input } = personFields[name];
  return (
    <FormField label={label} name={name} required error={error}>
      {(control) => (
        <Input {...control} {...input} value={value} onChange={(event) => onValueChange(event.target.value)} disabled={disabled} />
      )}
    </FormField>
  );
}
