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
