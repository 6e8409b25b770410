import type { ComponentProps } from "react";
import type { SpriteView } from "#app/content/shared.schema.ts";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";

type SpritePictureProps = Omit<ComponentProps<typeof ResponsivePicture>, "image" | "sizes" | "width" | "height"> & {
  picture: SpriteView;
};

/**
 * One picture of a raster sprite (SpriteViewSchema). The browser picks a
 * file for the sprite's own width, so the sprite's natural size is its size
 * in CSS pixels, and the picture is its box of it at that size
 * (`object-fit: none`). Pictures of one sprite share a request; each keeps
 * its own alt text, loading and error handling.
 */
export function SpritePicture({ picture, style, ...props }: SpritePictureProps) {
  const { sprite, box } = picture;
  return (
    <ResponsivePicture
      image={sprite}
      sizes={`${sprite.width}px`}
      width={box.width}
      height={box.height}
      style={{ width: box.width, height: box.height, objectFit: "none", objectPosition: `${-box.x}px ${-box.y}px`, ...style }}
      {...props}
    />
  );
}
