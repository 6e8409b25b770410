import { LEGAL_BODY_ELEMENT_ID } from "~/content/legal";

/**
 * Getting a legal document's rendered HTML in the browser without shipping it
 * in JavaScript (ADR 0201). On the first page load it is already in the DOM,
 * from the prerendered HTML; on a client-side navigation it is taken from the
 * page's own prerendered HTML, fetched like any other page.
 */
const bodies = new Map<string, string>();

/** The body the server rendered into the page, read once while hydrating. */
export function readRenderedBody(path: string): string | null {
  if (typeof document === "undefined") return null;
  const html = document.getElementById(LEGAL_BODY_ELEMENT_ID)?.innerHTML ?? null;
  if (html) bodies.set(path, html);
  return html;
}

/** Extracts the document from a full page of HTML. */
export function extractLegalBody(pageHtml: string): string | null {
  const page = new DOMParser().parseFromString(pageHtml, "text/html");
  return page.getElementById(LEGAL_BODY_ELEMENT_ID)?.innerHTML ?? null;
}

/**
 * The body of the legal page at `path`, from memory or from the page itself.
 * Throws when it cannot be had, so the caller can fall back to a full page load.
 */
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
