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
