import { Webhook } from "standardwebhooks";

/** The messages never repeat the value: a secret, or a catch-hook URL's token, must not reach the error output. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** Standard Webhooks secrets are 24 to 64 random bytes. */
const SECRET_BYTES = { min: 24, max: 64 } as const;

const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function webhookSecretProblem(value: string): string | null {
  const hint = `must be ${WEBHOOK_SECRET_PREFIX} followed by ${SECRET_BYTES.min} to ${SECRET_BYTES.max} random bytes in base64`;
  if (!value.startsWith(WEBHOOK_SECRET_PREFIX)) return `${hint} (it does not start with ${WEBHOOK_SECRET_PREFIX})`;
  const encoded = value.slice(WEBHOOK_SECRET_PREFIX.length);
  if (!base64.test(encoded)) return `${hint} (what follows ${WEBHOOK_SECRET_PREFIX} is not base64)`;
  const bytes = Buffer.from(encoded, "base64").length;
  if (bytes < SECRET_BYTES.min || bytes > SECRET_BYTES.max) return `${hint} (it holds ${bytes})`;
  try {
    // The signing library must accept it as it is.
    new Webhook(value);
  } catch {
    return `${hint} (the signing library refuses it)`;
  }
  return null;
}

/** The WHATWG serialisation: one form to store and compare. */
export function normalizeWebhookUrl(value: string): string {
  return new URL(value).toString();
}

/** Entries are named by position, never quoted. */
export function parseWebhookUrls(value: string): { urls: string[] } | { problem: string } {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { problem: "must name at least one http(s) URL" };
  const urls: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const which = entries.length === 1 ? "the URL" : `entry ${index + 1}`;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return { problem: `${which} is not a URL (expected https://host/path, comma-separated for several)` };
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: `${which} must be an https:// (or, locally, http://) URL` };
    // fetch refuses URLs with credentials; a receiver's token goes in the path or query instead.
    if (url.username || url.password) return { problem: `${which} must not contain a user name or password (put the token in the path or query)` };
    const normalized = url.toString();
    if (urls.includes(normalized)) return { problem: `${which} repeats an earlier entry` };
    urls.push(normalized);
  }
  return { urls };
}

/** A path can hold a receiver's token. */
export function endpointHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(unparseable URL)";
  }
}

export function describeEndpoint(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search ? "?…" : ""}`;
  } catch {
    return "(unparseable URL)";
  }
}
