import { Link } from "~/components/ui/link";
import { Checkbox } from "~/components/ui/checkbox";

/**
 * The consent tick a lead form asks for, with its exact wording and a link to
 * the Privacy Policy where the wording names it. Posts `consentGiven=true`
 * without JavaScript.
 */
export function ConsentField({
  id,
  text,
  checked,
  onChange,
  disabled,
  invalid,
}: {
  id: string;
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
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
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        required
        aria-invalid={invalid || undefined}
      />
      <label htmlFor={id} className="text-sm leading-relaxed text-ink-soft">
        {before}
        {after !== undefined ? (
          <>
            <Link to="/privacy" className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong">
              Privacy Policy
            </Link>
            {after}
          </>
        ) : null}
      </label>
    </div>
  );
}
