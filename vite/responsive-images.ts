import { createHash, randomUUID } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, Rollup } from "vite";
import { describeResponsive, renderResponsive } from "./lib/responsive.ts";
import { encodedCacheDir, PICTURE_MANIFEST, PICTURE_SOURCES, type PictureFile, type PictureManifest } from "./lib/picture-manifest.ts";

type PluginContext = Rollup.PluginContext;

// `import hero from "./hero.svg?w=360;720;1080&responsive"` → `{ width, height, srcSet: { avif, webp }, src }` (ADR 0301).
// `w`: widths separated by `;` (default 480;960;1440); `q`: AVIF quality; `priority`: the page's LCP picture (made first after
// the server starts); `responsive` comes last to match responsive-images-env.d.ts.
//
// A build encodes nothing: it reads each source's size and names each file by its cache key
// (`/assets/hero-inbox-720-<key>.avif`, eight characters of a hash of the source's bytes and every encoder setting), and writes a manifest
// of those addresses to the server build (vite/lib/picture-manifest.ts). The server makes each file on first request or in the
// background (server/content/site-pictures.server.ts). `vite dev` encodes on import, as before, and serves the cache.
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

type ImageModule = { width: number; height: number; srcSet: Record<"avif" | "webp", string>; src: string };

export function responsiveImages(): Plugin {
  let cacheDir = "";
  let building = false;
  let assetsBase = "/assets/";
  let manifestDir = "";
  // Both builds (client and server) import the same pictures: one manifest for the two.
  const files = new Map<string, PictureFile>();
  const sources = new Map<string, Buffer>();

  return {
    name: "lumora:responsive-images",
    enforce: "pre",
    configResolved(config) {
      cacheDir = encodedCacheDir(config.root);
      building = config.command === "build";
      assetsBase = path.posix.join(config.base, config.build.assetsDir, "/");
      manifestDir = path.resolve(config.root, config.environments.ssr?.build.outDir ?? "build/server");
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
      handler(id) {
        const parsed = parseId(id);
        if (!parsed) return null;
        this.addWatchFile(parsed.file);
        return building ? describeImage(parsed.file, parsed.params) : renderImage.call(this, parsed.file, parsed.params);
      },
    },
    // Written after each build (client, then server) with everything both imported: the server's folder is emptied when its build starts.
    async writeBundle() {
      if (!building || files.size === 0) return;
      const sourceDir = path.join(manifestDir, PICTURE_SOURCES);
      await mkdir(sourceDir, { recursive: true });
      for (const [name, bytes] of sources) await writeFile(path.join(sourceDir, name), bytes);
      const manifest: PictureManifest = { version: 1, files: Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b))) };
      await writeFile(path.join(manifestDir, PICTURE_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
    },
  };

  function moduleSource(image: ImageModule): string {
    return `export default ${JSON.stringify(image, null, 2)};\n`;
  }

  async function describeImage(file: string, params: URLSearchParams): Promise<string> {
    const quality = params.get("q");
    const image = await describeResponsive(file, {
      widths: widthsFrom(params.get("w")),
      formats: ["avif", "webp"],
      quality: quality ? { avif: Number(quality) } : undefined,
    });
    const source = `${createHash("sha256").update(image.source).digest("hex").slice(0, 20)}${path.extname(file).toLowerCase()}`;
    sources.set(source, image.source);
    const priority = params.has("priority");
    const srcSet: Record<"avif" | "webp", string[]> = { avif: [], webp: [] };
    let src = "";
    for (const { height: _height, name, ...variant } of image.variants) {
      // Eight characters of the key (48 bits) name a file uniquely among a site's few hundred, and every address is
      // written up to four times into a page whose first answer must fit one round trip.
      const address = `${assetsBase}${name}-${variant.key.slice(0, 8)}.${variant.format}`;
      // One picture imported twice (a phone set and a tablet set) names its shared widths once; priority from either import.
      files.set(address, { ...variant, source, priority: priority || (files.get(address)?.priority ?? false) });
      srcSet[variant.format].push(`${address} ${variant.width}w`);
      if (variant.format === "webp") src = address;
    }
    return moduleSource({ width: image.width, height: image.height, srcSet: { avif: srcSet.avif.join(", "), webp: srcSet.webp.join(", ") }, src });
  }

  // `vite dev`: encoded now (or read from the cache) and served by Vite as ordinary assets.
  async function renderImage(this: PluginContext, file: string, params: URLSearchParams) {
    const quality = params.get("q");
    const image = await renderResponsive(file, {
      widths: widthsFrom(params.get("w")),
      formats: ["avif", "webp"],
      quality: quality ? { avif: Number(quality) } : undefined,
      cacheDir,
    });

    const imports: string[] = [];
    const srcSet: Record<string, string[]> = { avif: [], webp: [] };
    const filesDir = path.join(path.dirname(cacheDir), "files");
    for (const [index, variant] of image.variants.entries()) {
      // One folder per content hash keeps Vite's output name readable.
      const folder = path.join(filesDir, variant.hash);
      const target = path.join(folder, `${variant.name}.${variant.format}`);
      await mkdir(folder, { recursive: true });
      // Two imports of one picture (a phone set and a tablet set) share files: a file
      // already there is the same bytes; a new one is renamed into place whole, never read half-written.
      if ((await stat(target).catch(() => undefined))?.size !== variant.data.length) {
        const partial = `${target}.${process.pid}-${randomUUID()}`;
        await writeFile(partial, variant.data);
        await rename(partial, target);
      }
      imports.push(`import u${index} from ${JSON.stringify(target)};`);
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
