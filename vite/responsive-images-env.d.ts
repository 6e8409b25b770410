// Types for `?…&responsive` image imports (vite/responsive-images.ts, ADR 0301).
type ResponsiveImageImport = {
  width: number;
  height: number;
  srcSet: { avif: string; webp: string };
  src: string;
};

declare module "*?responsive" {
  const image: ResponsiveImageImport;
  export default image;
}

declare module "*&responsive" {
  const image: ResponsiveImageImport;
  export default image;
}

// `virtual:story-card-art` (vite/story-card-art.ts): each story's picture and wordmark as views of one file, by story id.
declare module "virtual:story-card-art" {
  const cardArt: Partial<Record<number, { image: string; logo: string }>>;
  export default cardArt;
}
