import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { contentArtPlugin, mapEntries, publicDrawings } from "./lib/public-drawings.ts";

// `virtual:headshot-art`: each testimonial's SVG headshot as AVIF/WebP, by public path; a photo is shown as it is.

/** 56 px square: 1×, 2× and 3× screens. */
const HEADSHOT = "w=56;112;168";

type HeadshotRecord = { testimonial?: { headshot?: string } };

async function caseStudyRecords(root: string): Promise<HeadshotRecord[]> {
  const { caseStudies } = (await import(pathToFileURL(path.join(root, "app/content/case-studies/index.ts")).href)) as { caseStudies: HeadshotRecord[] };
  return caseStudies;
}

export function headshotArtModule(root: string, records: HeadshotRecord[]): string {
  const drawings = publicDrawings(root, "h");
  const headshots = new Map<string, string>();
  for (const record of records) drawings.add(headshots, record.testimonial?.headshot, HEADSHOT);
  return `${drawings.imports.join("\n")}\nexport default {\n${mapEntries(headshots, "  ")}\n};\n`;
}

export function headshotArt(): Plugin {
  return contentArtPlugin("headshot-art", "app/content/case-studies", async (root) => headshotArtModule(root, await caseStudyRecords(root)));
}
