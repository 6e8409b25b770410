import type { ComponentProps } from "react";
import type { SpriteView } from "~/content/schemas";

type SpritePictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  picture: SpriteView;
  alt: string;
};

/**
 * One picture of a raster sprite (SpriteViewSchema): AVIF first, WebP as
 * the fallback. The browser picks a file for the sprite's own width, so the
 * sprite's natural size is its size in CSS pixels, and the picture is its box
 * of it at that size (`object-fit: none`). Pictures of one sprite share a
 * request; each keeps its own alt text, loading and error handling.
 */
export function SpritePicture({ picture, alt, style, ...props }: SpritePictureProps) {
  const { sprite, box } = picture;
  const sizes = `${sprite.width}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={sprite.srcSet.avif} sizes={sizes} />
      <img
        src={sprite.src}
        srcSet={sprite.srcSet.webp}
        sizes={sizes}
        width={box.width}
        height={box.height}
        alt={alt}
        style={{ width: box.width, height: box.height, objectFit: "none", objectPosition: `${-box.x}px ${-box.y}px`, ...style }}
        {...props}
      />
    </picture>
  );
}
