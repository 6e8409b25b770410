import type { LeadMeta } from "#app/forms/lead-meta.schema.ts";


export type LeadResult =
  | { ok: true; status: number; message: string }
  | {
      ok: false;
      /** null when the request never got an answer. */
      status: number | null;
      error: string | null;
      /** From a 400, keyed by field name. */
      fieldErrors: Record<string, string>;
    };

const REQUEST_TIMEOUT_MS = 20_000;
const RETRY_DELAY_MS = 600;

export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Older browsers: the same shape from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function currentPageUrl(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const url = new URL(window.location.href);
  url.hash = "";
  return url.toString().slice(0, 2000);
}

/** The `meta` every lead carries; its first and last touch come from the server's count of the sender's visits. */
export function buildLeadMeta({
  idempotencyKey,
  consentVersion,
}: {
  idempotencyKey: string;
  consentVersion?: string;
}): LeadMeta {
  const referrer = typeof document === "undefined" ? "" : document.referrer;
  return {
    idempotencyKey,
    ...(consentVersion ? { consentVersion } : {}),
    pageUrl: currentPageUrl(),
    ...(referrer ? { referrer: referrer.slice(0, 2000) } : {}),
  };
}

/**
 * The meta goes nested under `meta` (the API contract) and also key by key at the top level, where the classic form post carries
 * it and the server's reader looks; the schemas drop whichever they do not use.
 */
export function leadBody(fields: Record<string, unknown>, meta: LeadMeta): Record<string, unknown> {
  return { ...fields, ...meta, meta };
}

function asFieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === "string" && message) result[key] = message;
  }
  return result;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal !== "undefined" && "timeout" in AbortSignal
    ? AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    : undefined;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Never throws: a network failure is `{ ok: false, status: null }`. A request that got no answer is sent once more with the same
 * idempotency key, so a lead that did arrive is not stored twice.
 */
export async function postLead(endpoint: string, body: unknown): Promise<LeadResult> {
  const payload = JSON.stringify(body);
  let response: Response | null = null;
  for (let attempt = 0; attempt < 2 && !response; attempt += 1) {
    if (attempt > 0) await wait(RETRY_DELAY_MS);
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
        body: payload,
        signal: timeoutSignal(),
      });
    } catch {
      response = null;
    }
  }
  if (!response) return { ok: false, status: null, error: null, fieldErrors: {} };

  const json = await readJson(response);
  const error = typeof json?.error === "string" && json.error.trim() ? json.error : null;
  if (response.ok && json?.success === true) {
    return { ok: true, status: response.status, message: typeof json.message === "string" ? json.message : "" };
  }
  return { ok: false, status: response.status, error, fieldErrors: asFieldErrors(json?.fieldErrors) };
}

/** One key per submission attempt: resubmitting the same values after a failure is the same attempt (the first may have arrived). */
export class IdempotencyKeys {
  private last: { fingerprint: string; key: string } | null = null;

  keyFor(values: unknown): string {
    const fingerprint = JSON.stringify(values);
    if (this.last?.fingerprint === fingerprint) return this.last.key;
    const key = newIdempotencyKey();
    this.last = { fingerprint, key };
    return key;
  }

  reset(): void {
    this.last = null;
  }
}
