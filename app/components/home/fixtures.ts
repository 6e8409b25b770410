import type { ResponsiveImage, SpriteView } from "#app/content/shared.schema.ts";

/** A pipeline image as the components receive it, for tests. */
export const testImage: ResponsiveImage = {
  width: 1200,
  height: 1000,
  srcSet: { avif: "/assets/a-400.avif 400w, /assets/a-800.avif 800w", webp: "/assets/a-400.webp 400w, /assets/a-800.webp 800w" },
  src: "/assets/a-800.webp",
};

/** The third 48 px picture of a 240 × 80 raster sprite, for tests. */
export const testSpriteView: SpriteView = {
  sprite: { ...testImage, width: 240, height: 80 },
  box: { x: 96, y: 0, width: 48, height: 48 },
};
