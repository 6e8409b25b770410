import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * `import headshotArt from "virtual:headshot-art"`: each case-study
 * testimonial's headshot as AVIF/WebP files from the image pipeline (ADR
 * 0301), by the public path the testimonial names:
 * `headshotArt["/images/people/renee-whitaker.svg"]` is a `ResponsiveImage`.
 *
 * Headshots are SVG drawings under public/ (tools/art/content/people.ts).
 * Shown by an `<img>`, an SVG is a document of its own that the browser
 * parses and lays out on the page's main thread, so each is rendered here at
 * the size the pull quote shows it; a headshot that is not an SVG under
 * public/ (a photo) is shown as it is.
 */
const VIRTUAL_ID = "virtual:headshot-art";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The pull quote's headshot is 56 px square: files for 1×, 2× and 3× screens. */
const HEADSHOT = "w=56;112;168";

type HeadshotRecord = { testimonial?: { headshot?: string } };

async function caseStudyRecords(root: string): Promise<HeadshotRecord[]> {
  const { caseStudies } = (await import(pathToFileURL(path.join(root, "app/content/case-studies/index.ts")).href)) as { caseStudies: HeadshotRecord[] };
  return caseStudies;
}

/** The module's source: one pipeline import per distinct drawing, and the map. */
export function headshotArtModule(root: string, records: HeadshotRecord[]): string {
  const imports: string[] = [];
  const entries = new Map<string, string>();
  for (const record of records) {
    const publicPath = record.testimonial?.headshot;
    if (!publicPath?.endsWith(".svg") || entries.has(publicPath)) continue;
    const file = path.join(root, "public", publicPath);
    if (!existsSync(file)) continue;
    const name = `h${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`${file}?${HEADSHOT}&responsive`)};`);
    entries.set(publicPath, name);
  }
  const lines = [...entries].map(([publicPath, name]) => `  ${JSON.stringify(publicPath)}: ${name},`).join("\n");
  return `${imports.join("\n")}\nexport default {\n${lines}\n};\n`;
}

export function headshotArt(): Plugin {
  let root = "";
  return {
    name: "lumora:headshot-art",
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      filter: { id: /^virtual:headshot-art$/ },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: /^\0virtual:headshot-art$/ },
      async handler() {
        const folder = path.join(root, "app/content/case-studies");
        for (const name of readdirSync(folder)) this.addWatchFile(path.join(folder, name));
        return headshotArtModule(root, await caseStudyRecords(root));
      },
    },
  };
}
