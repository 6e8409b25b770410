import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Raster files for the SVG drawings content names under public/.
 *
 * Shown by an `<img>`, an SVG is a document of its own that the browser
 * parses and lays out on the page's main thread, so each drawing a content
 * record names is rendered by the image pipeline (ADR 0301) at the widths the
 * page shows it, and the page shows the raster files. A picture that is not
 * an SVG under public/ (a photo), or a file that is not there, is left out:
 * the page shows it as named.
 */
export function publicDrawings(root: string, namePrefix: string) {
  const imports: string[] = [];
  return {
    /** One pipeline import per distinct drawing in `map`, keyed by its public path. */
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

/** A map's entries as object-literal lines: `"/images/x.svg": a0,`. */
export function mapEntries(map: Map<string, string>, indent: string): string {
  return [...map].map(([publicPath, name]) => `${indent}${JSON.stringify(publicPath)}: ${name},`).join("\n");
}

/**
 * The plugin for `import art from "virtual:<name>"`: its module's source is
 * built from the records of one content folder, and rebuilt when a file
 * there changes.
 */
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
