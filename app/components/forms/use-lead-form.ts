import { useRef, useState } from "react";
import { HONEYPOT_FIELD } from "~/forms/options";
import { IdempotencyKeys, type LeadResult, buildLeadMeta, leadBody, postLead } from "~/lib/submit-lead";
import { honeypotValue } from "./honeypot";

export type LeadFormStatus = "idle" | "sending" | "success" | "error";

/**
 * What every lead form shares: the submit state, one idempotency key per
 * attempt (a retry of the same values is the same lead), the meta block
 * (consent version, page, attribution), the honeypot, and the server's answer.
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
