import { LEGAL_BODY_ELEMENT_ID } from "#app/content/legal/index.ts";

// A legal body in the browser without shipping it in JS (ADR 0201): in the DOM on first load; on a client navigation taken
// from the page's own prerendered HTML.
const bodies = new Map<string, string>();

/** Read once while hydrating. */
export function readRenderedBody(path: string): string | null {
  if (typeof document === "undefined") return null;
  const html = document.getElementById(LEGAL_BODY_ELEMENT_ID)?.innerHTML ?? null;
  if (html) bodies.set(path, html);
  return html;
}

export function extractLegalBody(pageHtml: string): string | null {
  const page = new DOMParser().parseFromString(pageHtml, "text/html");
  return page.getElementById(LEGAL_BODY_ELEMENT_ID)?.innerHTML ?? null;
}

/** Throws when it cannot be had, so the caller falls back to a full page load. */
export async function fetchLegalBody(path: string, signal?: AbortSignal): Promise<string> {
  const known = bodies.get(path);
  if (known) return known;
  const response = await fetch(path, { headers: { Accept: "text/html" }, credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const html = extractLegalBody(await response.text());
  if (!html) throw new Error(`GET ${path} has no #${LEGAL_BODY_ELEMENT_ID}`);
  bodies.set(path, html);
  return html;
}
