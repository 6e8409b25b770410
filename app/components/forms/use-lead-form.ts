import { useCallback, useEffect, useRef, useState } from "react";
import { HONEYPOT_FIELD } from "#app/forms/options.ts";
import { IdempotencyKeys, type LeadResult, buildLeadMeta, leadBody, postLead } from "#app/lib/submit-lead.ts";
import { honeypotValue } from "#app/components/forms/honeypot.tsx";

export type LeadFormStatus = "idle" | "sending" | "success" | "error";

/**
 * What every lead form shares: the submit state, one idempotency key per
 * attempt (a retry of the same values is the same lead), the meta block
 * (consent version, page), the honeypot, and the server's answer.
 * The form keeps its own fields and decides what the answer means to the
 * visitor.
 */
export function useLeadForm({ endpoint, consentVersion }: { endpoint: string; consentVersion?: string }) {
  const [status, setStatus] = useState<LeadFormStatus>("idle");
  const keys = useRef(new IdempotencyKeys());

  async function submit(form: HTMLFormElement, body: Record<string, unknown>, fingerprint: unknown = body): Promise<LeadResult> {
    setStatus("sending");
    const idempotencyKey = keys.current.keyFor(fingerprint);
    const result = await postLead(
      endpoint,
      leadBody({ ...body, [HONEYPOT_FIELD]: honeypotValue(form) }, buildLeadMeta({ idempotencyKey, consentVersion })),
    );
    if (result.ok) keys.current.reset();
    setStatus(result.ok ? "success" : "error");
    return result;
  }

  return { status, sending: status === "sending", submit };
}

/**
 * Whether a form's required fields are filled in, as `isFilledIn` judges the
 * form's data. The fields hold their own values (what a visitor types into
 * the prerendered page before its script runs stays theirs), so this is read
 * from the form: on mount, since the visitor may have typed already, and by
 * `update` on every input. `update` goes on the form's `onInput` (React's
 * `onChange` misses a box ticked again after a `form.reset()`) and
 * `onChange`. The fields start empty: false before mount and after `reset()`.
 *
 * `isFilledIn` is a module-level function: a new one reads the form again.
 */
export function useFilledIn(isFilledIn: (data: FormData) => boolean) {
  const ref = useRef<HTMLFormElement>(null);
  const [filledIn, setFilledIn] = useState(false);
  const update = useCallback(() => {
    if (ref.current) setFilledIn(isFilledIn(new FormData(ref.current)));
  }, [isFilledIn]);
  useEffect(update, [update]);
  const reset = () => {
    ref.current?.reset();
    setFilledIn(false);
  };
  return { ref, filledIn, update, reset };
}

/** A text field's value in a form's data ("" when the form has no such field). */
export function fieldText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
