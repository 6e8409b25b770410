import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * `import webinarArt from "virtual:webinar-art"`: each webinar's background
 * and presenter picture as AVIF/WebP files from the image pipeline (ADR 0301),
 * by the public path the webinar names:
 * `webinarArt.backgrounds["/images/webinars/bfcm2025.svg"]` is a
 * `ResponsiveImage`.
 *
 * A marketer names SVG drawings under public/ in a webinar's file under
 * app/content/webinars/.
 * Shown by an `<img>`, an SVG is a document of its own that the browser
 * parses and lays out on the page's main thread, and both pictures load
 * with the page. So every SVG a webinar
 * names is rendered here at the widths it is shown at, and the page shows
 * the raster files; a picture that is not an SVG under public/ is shown as
 * it is.
 */
const VIRTUAL_ID = "virtual:webinar-art";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

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
  const imports: string[] = [];
  const maps = { backgrounds: new Map<string, string>(), presenters: new Map<string, string>() };
  const add = (map: Map<string, string>, publicPath: string, widths: string) => {
    if (!publicPath.endsWith(".svg") || map.has(publicPath)) return;
    const file = path.join(root, "public", publicPath);
    if (!existsSync(file)) return;
    const name = `a${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`${file}?${widths}&responsive`)};`);
    map.set(publicPath, name);
  };
  for (const webinar of records) {
    add(maps.backgrounds, webinar.backgroundImage, BACKGROUND);
    add(maps.presenters, webinar.presenter.image, PRESENTER);
  }
  const entries = (map: Map<string, string>) => [...map].map(([publicPath, name]) => `    ${JSON.stringify(publicPath)}: ${name},`).join("\n");
  return `${imports.join("\n")}\nexport default {\n  backgrounds: {\n${entries(maps.backgrounds)}\n  },\n  presenters: {\n${entries(maps.presenters)}\n  },\n};\n`;
}

export function webinarArt(): Plugin {
  let root = "";
  return {
    name: "lumora:webinar-art",
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      filter: { id: /^virtual:webinar-art$/ },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: /^\0virtual:webinar-art$/ },
      async handler() {
        const folder = path.join(root, "app/content/webinars");
        for (const name of readdirSync(folder)) this.addWatchFile(path.join(folder, name));
        return webinarArtModule(root, await webinarRecords(root));
      },
    },
  };
}
