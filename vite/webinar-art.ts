import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { contentArtPlugin, mapEntries, publicDrawings } from "./lib/public-drawings.ts";

/**
 * `import webinarArt from "virtual:webinar-art"`: each webinar's background
 * and presenter picture as AVIF/WebP files, by the public path the webinar
 * names: `webinarArt.backgrounds["/images/webinars/bfcm2025.svg"]` is a
 * `ResponsiveImage`. A marketer names SVG drawings under public/ in a
 * webinar's file under app/content/webinars/; both pictures load with the
 * page, so each is rendered at the widths it is shown at.
 */

/**
 * The background fills the page's width, faint (12 % opacity) and fading out
 * behind the text: the page (app/routes/webinar.tsx) asks for a file half
 * its drawn width, which keeps it near the SVG's 2 KB on a phone.
 */
const BACKGROUND = "w=400;800;1200&q=40";
/** The presenter's picture is 112 px square: files for 1×, 2× and 3× screens. */
const PRESENTER = "w=112;224;336";

type WebinarArtRecord = { backgroundImage: string; presenter: { image: string } };

async function webinarRecords(root: string): Promise<WebinarArtRecord[]> {
  const { webinars } = (await import(pathToFileURL(path.join(root, "app/content/webinars/index.ts")).href)) as { webinars: WebinarArtRecord[] };
  return webinars;
}

/** The module's source: one pipeline import per distinct drawing, and the two maps. */
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
