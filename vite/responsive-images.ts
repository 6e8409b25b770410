import { randomUUID } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

type PluginContext = Rollup.PluginContext;
import { renderResponsive } from "./lib/responsive.ts";

// `import hero from "./hero.svg?w=360;720;1080&responsive"` → `{ width, height, srcSet: { avif, webp }, src }` (ADR 0301).
// Variants are cached on disk and imported as ordinary Vite assets (hashed names, immutable caching); dev serves the cache.
// `w`: widths separated by `;` (default 480;960;1440); `q`: AVIF quality; `responsive` comes last to match responsive-images-env.d.ts.
const QUERY_FLAG = "responsive";
const DEFAULT_WIDTHS = [480, 960, 1440];

function parseId(id: string): { file: string; params: URLSearchParams } | null {
  const queryStart = id.indexOf("?");
  if (queryStart < 0) return null;
  const params = new URLSearchParams(id.slice(queryStart + 1));
  if (!params.has(QUERY_FLAG)) return null;
  return { file: id.slice(0, queryStart), params };
}

function widthsFrom(value: string | null): number[] {
  if (!value) return DEFAULT_WIDTHS;
  const widths = value.split(/[;,]/).map(Number);
  if (widths.some((width) => !Number.isInteger(width) || width <= 0)) throw new Error(`bad widths "${value}"`);
  return widths;
}

export function responsiveImages(): Plugin {
  let cacheDir = "";

  return {
    name: "lumora:responsive-images",
    enforce: "pre",
    configResolved(config) {
      cacheDir = path.join(config.root, "node_modules/.cache/responsive-images");
    },
    resolveId: {
      filter: { id: /[?&]responsive\b/ },
      async handler(source, importer) {
        const parsed = parseId(source);
        if (!parsed) return null;
        const resolved = await this.resolve(parsed.file, importer, { skipSelf: true });
        if (!resolved) return null;
        return `${resolved.id}?${parsed.params.toString()}`;
      },
    },
    load: {
      filter: { id: /[?&]responsive\b/ },
      handler: loadImage,
    },
  };

  async function loadImage(this: PluginContext, id: string) {
    const parsed = parseId(id);
    if (!parsed) return null;
    this.addWatchFile(parsed.file);
    const quality = parsed.params.get("q");
    const image = await renderResponsive(parsed.file, {
      widths: widthsFrom(parsed.params.get("w")),
      formats: ["avif", "webp"],
      quality: quality ? { avif: Number(quality) } : undefined,
      cacheDir: path.join(cacheDir, "encoded"),
    });

    const imports: string[] = [];
    const srcSet: Record<string, string[]> = { avif: [], webp: [] };
    for (const [index, variant] of image.variants.entries()) {
      // One folder per content hash keeps Vite's output name readable.
      const folder = path.join(cacheDir, "files", variant.hash);
      const file = path.join(folder, `${variant.name}.${variant.format}`);
      await mkdir(folder, { recursive: true });
      // Two imports of one picture (a phone set and a tablet set) share files: a file
      // already there is the same bytes; a new one is renamed into place whole, never read half-written.
      if ((await stat(file).catch(() => undefined))?.size !== variant.data.length) {
        const partial = `${file}.${process.pid}-${randomUUID()}`;
        await writeFile(partial, variant.data);
        await rename(partial, file);
      }
      imports.push(`import u${index} from ${JSON.stringify(file)};`);
      srcSet[variant.format]!.push(`\${u${index}} ${variant.width}w`);
    }
    const webp = image.variants.map((variant, index) => ({ variant, index })).filter(({ variant }) => variant.format === "webp");
    const largest = webp.at(-1)!.index;
    return `${imports.join("\n")}
export default {
  width: ${image.width},
  height: ${image.height},
  srcSet: { avif: \`${srcSet.avif!.join(", ")}\`, webp: \`${srcSet.webp!.join(", ")}\` },
  src: u${largest},
};
`;
  }
}
