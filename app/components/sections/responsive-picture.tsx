import type { ComponentProps } from "react";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";
import { useImagesDeferred } from "#app/components/sections/deferred-images.tsx";

type ResponsivePictureProps = Omit<ComponentProps<"img">, "src" | "srcSet"> & {
  image: ResponsiveImage;
  /** How wide it is drawn at each breakpoint, so the browser fetches the right file. */
  sizes: string;
  alt: string;
  pictureClassName?: string;
};

/**
 * A pipeline image (ADR 0301), AVIF then WebP, with its intrinsic size so the box is reserved (`width`/`height` override it
 * where shown in part). Inside a deferred `DeferImages` it keeps its box but names no file yet.
 */
export function ResponsivePicture({ image, sizes, alt, pictureClassName, ...props }: ResponsivePictureProps) {
  const files = useImagesDeferred() ? undefined : image;
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={files?.srcSet.avif} sizes={sizes} />
      <img src={files?.src} srcSet={files?.srcSet.webp} sizes={sizes} width={image.width} height={image.height} alt={alt} {...props} />
    </picture>
  );
}

/** AVIF first: the browser takes the first source it can show. */
const FORMATS = ["avif", "webp"] as const;

type ArtDirectedPictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  /** From 768 px (or `wideMedia`). */
  wide: ResponsiveImage;
  narrow: ResponsiveImage;
  wideSizes: string;
  narrowSizes: string;
  alt: string;
  wideMedia?: string;
};

/** A wide and a narrow drawing of one picture in one <picture>, so each screen downloads only its own. */
export function ArtDirectedPicture({ wide, narrow, wideSizes, narrowSizes, alt, wideMedia = "(min-width: 768px)", ...props }: ArtDirectedPictureProps) {
  return (
    <picture>
      {FORMATS.map((format) => (
        <source
          key={format}
          media={wideMedia}
          type={`image/${format}`}
          srcSet={wide.srcSet[format]}
          sizes={wideSizes}
          width={wide.width}
          height={wide.height}
        />
      ))}
      <source type="image/avif" srcSet={narrow.srcSet.avif} sizes={narrowSizes} />
      <img src={narrow.src} srcSet={narrow.srcSet.webp} sizes={narrowSizes} width={narrow.width} height={narrow.height} alt={alt} {...props} />
    </picture>
  );
}
