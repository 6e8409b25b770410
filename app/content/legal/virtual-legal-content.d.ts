/**
 * `virtual:legal-content`, produced by `vite/legal-content.ts` (ADR 0201).
 * On the server each document's rendered HTML; in the browser build an empty
 * object, so the text is never part of a JavaScript chunk.
 */
declare module "virtual:legal-content" {
  import type { LegalDocumentId } from "#app/content/legal/index.ts";

  export const legalBodies: Partial<Record<LegalDocumentId, string>>;
}
