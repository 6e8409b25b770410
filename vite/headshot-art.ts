import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { contentArtPlugin, mapEntries, publicDrawings } from "./lib/public-drawings.ts";

/**
 * `import headshotArt from "virtual:headshot-art"`: each case-study
 * testimonial's headshot (an SVG drawing under public/, from
 * tools/art/content/people.ts) as AVIF/WebP files, by the public path the
 * testimonial names: `headshotArt["/images/people/renee-whitaker.svg"]` is a
 * `ResponsiveImage`. A headshot that is not an SVG (a photo) is shown as it is.
 */

/** The pull quote's headshot is 56 px square: files for 1×, 2× and 3× screens. */
const HEADSHOT = "w=56;112;168";

type HeadshotRecord = { testimonial?: { headshot?: string } };

async function caseStudyRecords(root: string): Promise<HeadshotRecord[]> {
  const { caseStudies } = (await import(pathToFileURL(path.join(root, "app/content/case-studies/index.ts")).href)) as { caseStudies: HeadshotRecord[] };
  return caseStudies;
}

/** The module's source: one pipeline import per distinct drawing, and the map. */
export function headshotArtModule(root: string, records: HeadshotRecord[]): string {
  const drawings = publicDrawings(root, "h");
  const headshots = new Map<string, string>();
  for (const record of records) drawings.add(headshots, record.testimonial?.headshot, HEADSHOT);
  return `${drawings.imports.join("\n")}\nexport default {\n${mapEntries(headshots, "  ")}\n};\n`;
}

export function headshotArt(): Plugin {
  return contentArtPlugin("headshot-art", "app/content/case-studies", async (root) => headshotArtModule(root, await caseStudyRecords(root)));
}
