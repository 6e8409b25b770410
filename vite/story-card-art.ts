import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { pictureWithWordmark } from "./lib/svg-sprite.ts";

/**
 * `import cardArt from "virtual:story-card-art"`: each success story's picture
 * and customer wordmark as one file, by story id:
 * `cardArt[7] = { image: "/assets/avon-<hash>.svg#picture", logo: "…#wordmark" }`.
 *
 * A story card shows both, so one request instead of two brings a card in.
 * That counts on a phone: Chrome requests the lazy images of the grid's first
 * tiles with the first screens, and each request then shares the connection
 * with the page's largest picture. The featured story's picture is the same
 * file as its card's.
 *
 * Each file is built from the two SVGs under public/ that the story names
 * (app/content/stories/) and imported as an ordinary Vite asset: a
 * content-hashed name under /assets/, immutable caching, and React Router
 * moves the files to the client build since only route loaders reference
 * them. A story whose art is not two SVGs has no entry; its card shows the
 * files themselves.
 */
const VIRTUAL_ID = "virtual:story-card-art";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

type StoryArt = { id: number; image: string; logo: string };

async function storiesArt(root: string): Promise<StoryArt[]> {
  const { storyTiles } = (await import(pathToFileURL(path.join(root, "app/content/stories/index.ts")).href)) as { storyTiles: StoryArt[] };
  return storyTiles.filter((tile) => tile.image.endsWith(".svg") && tile.logo.endsWith(".svg"));
}

export function storyCardArt(): Plugin {
  let root = "";
  let cacheDir = "";
  return {
    name: "lumora:story-card-art",
    configResolved(config) {
      root = config.root;
      cacheDir = path.join(config.root, "node_modules/.cache/story-card-art");
    },
    resolveId: {
      filter: { id: /^virtual:story-card-art$/ },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: /^\0virtual:story-card-art$/ },
      async handler() {
        const imports: string[] = [];
        const entries: string[] = [];
        for (const [index, story] of (await storiesArt(root)).entries()) {
          const [picture, wordmark] = await Promise.all(
            [story.image, story.logo].map((publicPath) => {
              const file = path.join(root, "public", publicPath);
              this.addWatchFile(file);
              return readFile(file, "utf8");
            }),
          );
          const svg = pictureWithWordmark(picture!, wordmark!, story.image);
          // One folder per content hash keeps Vite's output name readable: `avon-<hash>.svg`.
          const folder = path.join(cacheDir, createHash("sha256").update(svg).digest("hex").slice(0, 16));
          const file = path.join(folder, path.basename(story.image));
          await mkdir(folder, { recursive: true });
          await writeFile(file, svg);
          imports.push(`import u${index} from ${JSON.stringify(file)};`);
          entries.push(`  ${story.id}: { image: \`\${u${index}}#picture\`, logo: \`\${u${index}}#wordmark\` },`);
        }
        return `${imports.join("\n")}\nexport default {\n${entries.join("\n")}\n};\n`;
      },
    },
  };
}
