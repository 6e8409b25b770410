// `virtual:webinar-art` (vite/webinar-art.ts): each webinar's SVG background and presenter picture as pipeline images, by public path.
declare module "virtual:webinar-art" {
  import type { ResponsiveImage } from "#app/content/shared.schema.ts";
  const webinarArt: { backgrounds: Partial<Record<string, ResponsiveImage>>; presenters: Partial<Record<string, ResponsiveImage>> };
  export default webinarArt;
}
