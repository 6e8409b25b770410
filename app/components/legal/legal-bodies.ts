import { createContext } from "react";
import type { LegalDocumentId } from "#app/content/legal/index.ts";

/**
 * A legal document's rendered body, given to the server's render only (app/entry.server.tsx): the text is in the page once,
 * never in loader data or a chunk. In the browser there is none and the page reads its own HTML.
 */
export const LegalBodies = createContext<((id: LegalDocumentId) => string) | null>(null);
