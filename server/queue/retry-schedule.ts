/**
 * The default retry schedule of the durable queue (the MAIL_* settings
 * override it; webhooks ride on the same settings): 30 s, doubling to a
 * ceiling of an hour, for 40 attempts. That rides out an outage of at least
 * 24 h even when every jitter falls short (about 33 h on average) before a
 * row is marked failed and an operator has to requeue it.
 */
export const MAIL_RETRY_DEFAULTS = { maxAttempts: 40, retryBaseSeconds: 30, retryMaxSeconds: 3_600 } as const;

/** The shortest time from the first attempt to the last one (every jitter at its minimum). */
export function shortestRetryWindowMs(maxAttempts: number, baseMs: number, maxMs: number): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt += 1) total += retryDelayMs(attempt, baseMs, maxMs, () => 0);
  return total;
}

/** Exponential backoff with ±20% jitter: base, 2×base, 4×base … capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
