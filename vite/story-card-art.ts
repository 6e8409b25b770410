import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { pictureWithWordmark } from "./lib/svg-sprite.ts";

// `virtual:story-card-art`: each story's picture and wordmark as views of one SVG (`cardArt[7] = { image: "…#picture", logo:
// "…#wordmark" }`): one request per card, not two, because on a phone the first tiles' lazy images share the connection with the
// largest picture. Emitted as ordinary Vite assets; a story whose art is not two SVGs has no entry and its card shows the files.
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
          // One folder per content hash keeps Vite's output name readable.
          const folder = path.join(cacheDir, createHash("sha256").update(svg).digest("hex").slice(0, 16));
          const file = path.join(folder, path.basename(story.image));
          await mkdir(folder, { recursive: true });
          await writeFile(file, svg);
          imports.push(`import u${index} from ${JSON.stringify(file)};`);
          entries.push(`  ${story.id}: { image: \`\${u${index}}#picture\`, logo: \`\${u${index}}#wordmark\`, picture: ${JSON.stringify(story.image)} },`);
        }
        return `${imports.join("\n")}\nexport default {\n${entries.join("\n")}\n};\n`;
      },
    },
  };
}
