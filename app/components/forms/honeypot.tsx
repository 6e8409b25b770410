import { useId } from "react";
import { HONEYPOT_FIELD } from "#app/forms/options.ts";

/**
 * The spam trap: a field people never see, reach or hear, which bots fill
 * in. Hidden with clipping (not `display: none`, which some bots skip).
 */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}

/** The honeypot's value in a form, for the JSON request. */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : "";
}
