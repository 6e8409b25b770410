import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { contentArtPlugin, mapEntries, publicDrawings } from "./lib/public-drawings.ts";

// `virtual:webinar-art`: each webinar's SVG background and presenter picture as AVIF/WebP, by public path
// (`webinarArt.backgrounds["/images/webinars/bfcm2025.svg"]`); both load with the page, so each is rendered at its shown widths.

// The background is faint (12 % opacity) behind the text, so webinar.tsx asks for a file half its drawn width.
const BACKGROUND = "w=400;800;1200&q=40";
/** 112 px square: 1×, 2× and 3× screens. */
const PRESENTER = "w=112;224;336";

type WebinarArtRecord = { backgroundImage: string; presenter: { image: string } };

async function webinarRecords(root: string): Promise<WebinarArtRecord[]> {
  const { webinars } = (await import(pathToFileURL(path.join(root, "app/content/webinars/index.ts")).href)) as { webinars: WebinarArtRecord[] };
  return webinars;
}

export function webinarArtModule(root: string, records: WebinarArtRecord[]): string {
  const drawings = publicDrawings(root, "a");
  const backgrounds = new Map<string, string>();
  const presenters = new Map<string, string>();
  for (const webinar of records) {
    drawings.add(backgrounds, webinar.backgroundImage, BACKGROUND);
    drawings.add(presenters, webinar.presenter.image, PRESENTER);
  }
  return `${drawings.imports.join("\n")}\nexport default {\n  backgrounds: {\n${mapEntries(backgrounds, "    ")}\n  },\n  presenters: {\n${mapEntries(presenters, "    ")}\n  },\n};\n`;
}

export function webinarArt(): Plugin {
  return contentArtPlugin("webinar-art", "app/content/webinars", async (root) => webinarArtModule(root, await webinarRecords(root)));
}
