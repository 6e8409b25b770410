import type { ComponentProps } from "react";
import type { ResponsiveImage } from "~/content/shared.schema";
import { useImagesDeferred } from "./deferred-images";

type ResponsivePictureProps = Omit<ComponentProps<"img">, "src" | "srcSet"> & {
  image: ResponsiveImage;
  /** How wide the image is drawn at each breakpoint, so the browser fetches the right file. */
  sizes: string;
  alt: string;
  pictureClassName?: string;
};

/**
 * A pipeline image (ADR 0301): AVIF first, WebP as the fallback, with the
 * intrinsic width and height so the browser reserves its box before it loads
 * (`width` and `height` override them where the image is shown in part).
 * Inside a deferred `DeferImages`, it keeps its box but names no file yet.
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
  /** The drawing from 768 px wide (or `wideMedia`). */
  wide: ResponsiveImage;
  /** The drawing below it. */
  narrow: ResponsiveImage;
  /** How wide each drawing is shown, so the browser fetches the right file. */
  wideSizes: string;
  narrowSizes: string;
  alt: string;
  /** The media query from which the wide drawing shows. */
  wideMedia?: string;
};

/**
 * Two drawings of one picture, both pipeline images: a wide one from 768 px
 * (or `wideMedia`) and a narrow one below. One <picture>, so each screen
 * downloads only its own drawing.
 */
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
