/** 30 s doubling to an hour, 40 attempts: rides out a 24 h outage even when every jitter falls short. */
export const MAIL_RETRY_DEFAULTS = { maxAttempts: 40, retryBaseSeconds: 30, retryMaxSeconds: 3_600 } as const;

export function shortestRetryWindowMs(maxAttempts: number, baseMs: number, maxMs: number): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt += 1) total += retryDelayMs(attempt, baseMs, maxMs, () => 0);
  return total;
}

/** ±20% jitter. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
