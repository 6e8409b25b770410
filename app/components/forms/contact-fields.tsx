import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { type InquiryType, inquiryTypes } from "#app/forms/options.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The contact form's fields, uncontrolled: the page holds what the visitor
 * types, from before React starts to the submit. Two columns from the small
 * breakpoint; the email, inquiry type and message take the whole row.
 */
export function ContactFields({
  errors,
  sending,
  compact,
  defaultInquiryType,
}: {
  errors: Record<string, string>;
  sending: boolean;
  /** In the dialog: tighter gaps and a shorter message box. */
  compact: boolean;
  defaultInquiryType: InquiryType | "";
}) {
  return (
    <div className={cn("grid gap-5", compact ? "sm:grid-cols-2 sm:gap-4" : "sm:grid-cols-2")}>
      <FormField label="First name" name="firstName" error={errors.firstName} required>
        {(control) => <Input {...control} autoComplete="given-name" disabled={sending} />}
      </FormField>
      <FormField label="Last name" name="lastName" error={errors.lastName} required>
        {(control) => <Input {...control} autoComplete="family-name" disabled={sending} />}
      </FormField>
      <FormField label="Work email" name="email" error={errors.email} required className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            disabled={sending}
          />
        )}
      </FormField>
      <FormField label="Website" name="website" error={errors.website} optional>
        {(control) => (
          <Input
            {...control}
            inputMode="url"
            autoComplete="url"
            placeholder="yourstore.com"
            spellCheck={false}
            disabled={sending}
          />
        )}
      </FormField>
      <FormField label="Company" name="companyName" error={errors.companyName} optional>
        {(control) => <Input {...control} autoComplete="organization" disabled={sending} />}
      </FormField>
      <FormField label="Inquiry type" name="inquiryType" error={errors.inquiryType} required className="sm:col-span-2">
        {(control) => (
          <Select
            {...control}
            options={inquiryTypes}
            placeholder="Select an inquiry type"
            defaultValue={defaultInquiryType}
            disabled={sending}
          />
        )}
      </FormField>
      <FormField
        label="Message"
        name="message"
        error={errors.message}
        required
        hint={errors.message ? undefined : "At least 10 characters."}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            minLength={10}
            rows={compact ? 4 : 5}
            placeholder="How can we help?"
            disabled={sending}
          />
        )}
      </FormField>
    </div>
  );
}
