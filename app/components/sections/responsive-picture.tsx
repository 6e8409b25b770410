import type { ComponentProps } from "react";
import type { ResponsiveImage } from "~/content/schemas";

type ResponsivePictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  image: ResponsiveImage;
  /** How wide the image is drawn at each breakpoint, so the browser fetches the right file. */
  sizes: string;
  alt: string;
  pictureClassName?: string;
};

/**
 * A pipeline image (ADR 0301): AVIF first, WebP as the fallback, with the
 * intrinsic width and height so the browser reserves its box before it loads.
 */
export function ResponsivePicture({ image, sizes, alt, pictureClassName, ...props }: ResponsivePictureProps) {
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <img src={image.src} srcSet={image.srcSet.webp} sizes={sizes} width={image.width} height={image.height} alt={alt} {...props} />
    </picture>
  );
}
