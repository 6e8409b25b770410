/**
 * Retryable: unreachable, timeout, 5xx, 429, 408. Not: other 4xx, and every 3xx (a redirect is not followed: the body is
 * personal data and goes only where configured).
 */
export type AttemptOutcome =
  | { kind: "delivered"; status: number }
  | { kind: "retry"; error: string; status: number | null; retryAfterMs?: number }
  | { kind: "failed"; error: string; status: number | null };

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Undefined when absent or unreadable; a date in the past is 0. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date starts with the weekday; "1.5" or "soon" is unreadable, not a date Date.parse happens to guess.
  if (!/^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /i.test(text)) return undefined;
  const at = Date.parse(/GMT$/i.test(text) ? text : `${text} GMT`);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const statusLine = (status: number, statusText: string) => `HTTP ${status}${statusText ? ` ${statusText}` : ""}`;

export function classifyResponse(response: Pick<Response, "status" | "statusText" | "headers">, now = Date.now()): AttemptOutcome {
  const { status, statusText, headers } = response;
  if (status >= 200 && status < 300) return { kind: "delivered", status };
  if (status >= 300 && status < 400) {
    const location = headers.get("location");
    return {
      kind: "failed",
      status,
      error: `${statusLine(status, statusText)}: redirect to ${location ? location.slice(0, 300) : "(no Location)"} not followed`,
    };
  }
  if (status >= 500 || status === 429 || status === 408) {
    const retryAfterMs = parseRetryAfter(headers.get("retry-after"), now);
    return {
      kind: "retry",
      status,
      error: statusLine(status, statusText),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return { kind: "failed", status, error: `${statusLine(status, statusText)}: refused, not retried` };
}

export function classifyError(error: unknown, timeoutMs = WEBHOOK_TIMEOUT_MS): AttemptOutcome {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return { kind: "retry", status: null, error: `no answer within ${timeoutMs / 1000} s` };
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code;
  const detail = cause ? `${typeof code === "string" && !cause.message.includes(code) ? `${code} ` : ""}${cause.message}` : error instanceof Error ? error.message : String(error);
  return { kind: "retry", status: null, error: `network error: ${detail}`.slice(0, 500) };
}

/** Retry-After counts only up to the schedule's ceiling: a week's Retry-After must not park a lead for a week. */
export function retryAfterDelayMs(backoffMs: number, retryAfterMs: number | undefined, maxMs: number): number {
  return Math.max(backoffMs, Math.min(retryAfterMs ?? 0, maxMs));
}

/** No redirects followed, a hard timeout, the answer's body left unread. */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs = WEBHOOK_TIMEOUT_MS, now = Date.now }: { timeoutMs?: number; now?: () => number } = {},
): Promise<AttemptOutcome> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return classifyError(error, timeoutMs);
  }
  await response.body?.cancel().catch(() => {});
  return classifyResponse(response, now());
}
