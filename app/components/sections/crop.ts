import type { CSSProperties } from "react";

/** A rectangle of an image, in the image's own pixels. */
export type CropRegion = { x: number; y: number; width: number; height: number };

type Size = { width: number; height: number };

const percent = (value: number) => `${+(value * 100).toFixed(2)}%`;

/** How many times the box's width the whole image is drawn while only `crop` shows: what `sizes` multiplies the box's width by. */
export function cropScale(image: Size, crop: CropRegion): number {
  return +(image.width / crop.width).toFixed(3);
}

/**
 * The custom properties that frame an image in a box: `--art-ratio` (the
 * whole image) and, with a crop, `--crop-ratio` (the region), `--crop-w` (the
 * image's width as a share of the box's) and `--crop-x` / `--crop-y` (where
 * the image's top-left corner sits, as shares of the box's width and height).
 * `cropClasses` turns them into layout: below its breakpoint the box takes
 * the region's shape and the image is drawn so the region fills it; from the
 * breakpoint, and without a crop, the whole image shows.
 */
export function cropFrame(image: Size, crop?: CropRegion): CSSProperties {
  return {
    "--art-ratio": `${image.width} / ${image.height}`,
    ...(crop && {
      "--crop-ratio": `${crop.width} / ${crop.height}`,
      "--crop-w": percent(image.width / crop.width),
      "--crop-x": percent(-crop.x / crop.width),
      "--crop-y": percent(-crop.y / crop.height),
    }),
  } as CSSProperties;
}

/**
 * The classes that apply `cropFrame`'s properties: `box` on the element that
 * clips (it needs a width), `image` on the <img> inside it. `sm`: phones show
 * the region, from 640 px the whole image; `lg`: below 1024 px the region.
 */
export const cropClasses = {
  sm: {
    box: "relative overflow-hidden aspect-[var(--crop-ratio,var(--art-ratio))] sm:aspect-[var(--art-ratio)]",
    image: "absolute top-[var(--crop-y,0%)] left-[var(--crop-x,0%)] h-auto w-[var(--crop-w,100%)] max-w-none sm:top-0 sm:left-0 sm:w-full",
  },
  lg: {
    box: "relative overflow-hidden aspect-[var(--crop-ratio,var(--art-ratio))] lg:aspect-[var(--art-ratio)]",
    image: "absolute top-[var(--crop-y,0%)] left-[var(--crop-x,0%)] h-auto w-[var(--crop-w,100%)] max-w-none lg:top-0 lg:left-0 lg:w-full",
  },
} as const;
