import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { type LegalDocumentId, legalDocumentList } from "#app/content/legal/index.ts";
import { type RenderedLegalDocument, renderLegalDocument } from "#app/lib/legal-markdown.server.ts";

export * from "#app/lib/legal-markdown.server.ts";

// app/content/legal/*.md rendered to HTML at build time as `virtual:legal-content` (ADR 0201). Only the server build gets the
// text; the browser gets it once, inside the prerendered page, never in a chunk. Placeholders (`{{site.name}}`) come from
// app/config/site.ts; an unknown placeholder, an anchor link without a target or a duplicate id fails the build.

export const LEGAL_CONTENT_MODULE_ID = "virtual:legal-content";
const RESOLVED_ID = `\0${LEGAL_CONTENT_MODULE_ID}`;

export async function loadLegalDocuments(contentDir: string): Promise<Record<LegalDocumentId, RenderedLegalDocument>> {
  const entries = await Promise.all(
    legalDocumentList.map(async (meta) => {
      const markdown = await readFile(path.join(contentDir, meta.file), "utf8");
      return [meta.id, renderLegalDocument(meta, markdown)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LegalDocumentId, RenderedLegalDocument>;
}

export function legalContent(): Plugin {
  let contentDir = "";
  return {
    name: "legal-content",
    configResolved(config) {
      contentDir = path.join(config.root, "app/content/legal");
    },
    resolveId(id) {
      return id === LEGAL_CONTENT_MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id, options) {
      if (id !== RESOLVED_ID) return undefined;
      const isServer = options?.ssr ?? this.environment?.config.consumer === "server";
      if (!isServer) return "export const legalBodies = {};\n";
      for (const meta of legalDocumentList) this.addWatchFile(path.join(contentDir, meta.file));
      const documents = await loadLegalDocuments(contentDir);
      const bodies = Object.fromEntries(Object.entries(documents).map(([key, doc]) => [key, doc.html]));
      return `export const legalBodies = ${JSON.stringify(bodies)};\n`;
    },
    hotUpdate({ file }) {
      // Dev: an edited document is rendered again and the page reloads with it.
      if (!file.startsWith(contentDir + path.sep) || !file.endsWith(".md")) return undefined;
      const { moduleGraph } = this.environment;
      const module = moduleGraph.getModuleById(RESOLVED_ID);
      if (module) moduleGraph.invalidateModule(module, new Set(), Date.now(), true);
      if (this.environment.config.consumer === "client") {
        this.environment.hot.send({ type: "full-reload" });
        return [];
      }
      return module ? [module] : [];
    },
  };
}
