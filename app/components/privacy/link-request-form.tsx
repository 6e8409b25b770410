import { Mail } from "lucide-react";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { privacyApi } from "#app/forms/privacy-paths.ts";

/**
 * The one form of /privacy/requests: an email address, posted as a classic
 * form (no JavaScript needed); the API answers with a 303 back to the page.
 */
export function LinkRequestForm({
  label,
  submit,
  note,
  error,
}: {
  label: string;
  submit: string;
  note: string;
  /** The server's message when the last post did not validate. */
  error?: string;
}) {
  return (
    <form method="post" action={privacyApi.requests} className="relative grid gap-5">
      <Honeypot />
      <FormField label={label} name="email" error={error} required>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" spellCheck={false} maxLength={254} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full">
        <Mail aria-hidden="true" />
        {submit}
      </Button>
      <p className="text-sm text-muted">{note}</p>
    </form>
  );
}
