import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// Raster files for the SVG drawings content names under public/: an SVG in an `<img>` is a document parsed and laid out on the
// main thread, so each is rendered by the pipeline (ADR 0301) at its shown widths. Photos and missing files stay as named.
export function publicDrawings(root: string, namePrefix: string) {
  const imports: string[] = [];
  return {
    add(map: Map<string, string>, publicPath: string | undefined, widths: string) {
      if (!publicPath?.endsWith(".svg") || map.has(publicPath)) return;
      const file = path.join(root, "public", publicPath);
      if (!existsSync(file)) return;
      const name = `${namePrefix}${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(`${file}?${widths}&responsive`)};`);
      map.set(publicPath, name);
    },
    imports,
  };
}

export function mapEntries(map: Map<string, string>, indent: string): string {
  return [...map].map(([publicPath, name]) => `${indent}${JSON.stringify(publicPath)}: ${name},`).join("\n");
}

// `virtual:<name>`, built from one content folder's records and rebuilt when a file there changes.
export function contentArtPlugin(name: string, contentFolder: string, source: (root: string) => Promise<string>): Plugin {
  const virtualId = `virtual:${name}`;
  let root = "";
  return {
    name: `lumora:${name}`,
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      filter: { id: new RegExp(`^${virtualId}$`) },
      handler: () => `\0${virtualId}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${virtualId}$`) },
      async handler() {
        const folder = path.join(root, contentFolder);
        for (const file of readdirSync(folder)) this.addWatchFile(path.join(folder, file));
        return source(root);
      },
    },
  };
}
