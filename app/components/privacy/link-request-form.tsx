import { Mail } from "lucide-react";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { privacyApi } from "~/forms/privacy-paths";

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
