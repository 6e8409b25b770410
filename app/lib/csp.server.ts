import { createHash, randomBytes } from "node:crypto";

// The Content-Security-Policy (ADR 0005): scripts only from our origin, or inline with this response's nonce (server renders)
// or a hash (prerendered pages). No 'unsafe-inline' in script-src.
// `framesSelf`: the console, which shows the site's own pages in frames (an entry's preview).
export function contentSecurityPolicy(scriptSources: string[], { framesSelf = false }: { framesSelf?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Inline style attributes come from React and Radix (positioning); no script can run from them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // Fonts, fetches and media fall back to default-src. Embeds behind facades: YouTube (privacy mode), the job board.
    `frame-src${framesSelf ? " 'self'" : ""} https://www.youtube-nocookie.com https://jobs.lumora.example`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** For responses that are not pages (files, JSON): nothing may run or be embedded. */
export const STRICT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function sha256Source(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes)) continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}
