// `virtual:headshot-art` (vite/headshot-art.ts): each case-study testimonial's SVG headshot as a pipeline image, by public path.
declare module "virtual:headshot-art" {
  import type { ResponsiveImage } from "#app/content/shared.schema.ts";
  const headshotArt: Partial<Record<string, ResponsiveImage>>;
  export default headshotArt;
}
