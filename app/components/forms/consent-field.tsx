import { Link } from "#app/components/ui/link.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";

/** Whether a form's data carries a ticked consent box. */
export const consentTicked = (data: FormData): boolean => data.get("consentGiven") === "true";

/**
 * The consent tick a lead form asks for, with its exact wording and a link to
 * the Privacy Policy where the wording names it. Posts `consentGiven=true`
 * without JavaScript; the box holds its own state (read it with
 * `consentTicked`).
 */
export function ConsentField({
  id,
  text,
  disabled,
  invalid,
}: {
  id: string;
  text: string;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const [before, after] = text.includes("Privacy Policy") ? text.split("Privacy Policy") : [text, undefined];
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        name="consentGiven"
        value="true"
        disabled={disabled}
        required
        aria-invalid={invalid || undefined}
      />
      <label htmlFor={id} className="text-sm leading-relaxed text-ink-soft">
        {before}
        {after !== undefined ? (
          <>
            <Link href="/privacy" className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong">
              Privacy Policy
            </Link>
            {after}
          </>
        ) : null}
      </label>
    </div>
  );
}
