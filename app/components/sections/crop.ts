import type { CSSProperties } from "react";

/** A rectangle of an image, in the image's own pixels. */
export type CropRegion = { x: number; y: number; width: number; height: number };

type Size = { width: number; height: number };

const percent = (value: number) => `${+(value * 100).toFixed(2)}%`;

/** How many times the box's width the whole image is drawn while only `crop` shows: what `sizes` multiplies the box's width by. */
export function cropScale(image: Size, crop: CropRegion): number {
  return +(image.width / crop.width).toFixed(3);
}

/** The four custom properties that place `crop` in a box, named `--{prefix}-ratio`, `-w`, `-x` and `-y`. */
function regionProperties(prefix: string, image: Size, crop: CropRegion) {
  return {
    [`--${prefix}-ratio`]: `${crop.width} / ${crop.height}`,
    [`--${prefix}-w`]: percent(image.width / crop.width),
    [`--${prefix}-x`]: percent(-crop.x / crop.width),
    [`--${prefix}-y`]: percent(-crop.y / crop.height),
  };
}

/**
 * The custom properties that frame an image in a box: `--art-ratio` (the
 * whole image) and, with a crop, `--crop-ratio` (the region), `--crop-w` (the
 * image's width as a share of the box's) and `--crop-x` / `--crop-y` (where
 * the image's top-left corner sits, as shares of the box's width and height).
 * With `tablet`, the same four as `--tab-*` for the region tablets show.
 * `cropClasses` turns them into layout: below its breakpoint the box takes
 * the region's shape and the image is drawn so the region fills it; from the
 * breakpoint, and without a crop, the whole image shows.
 */
export function cropFrame(image: Size, crop?: CropRegion, tablet?: CropRegion): CSSProperties {
  return {
    "--art-ratio": `${image.width} / ${image.height}`,
    ...(crop && regionProperties("crop", image, crop)),
    ...(tablet && regionProperties("tab", image, tablet)),
  } as CSSProperties;
}

/** Phones (below 640 px): the box takes the crop's shape, the image is drawn so the crop fills it. */
const phoneBox = "relative overflow-hidden aspect-[var(--crop-ratio,var(--art-ratio))]";
const phoneImage = "absolute top-[var(--crop-y,0%)] left-[var(--crop-x,0%)] h-auto w-[var(--crop-w,100%)] max-w-none";

/**
 * The classes that apply `cropFrame`'s properties: `box` on the element that
 * clips (it needs a width), `image` on the <img> inside it. `lg`: below
 * 1024 px the crop. `toLg` and `toXl`: phones show the crop, tablets (from
 * 640 px) the tablet region (the crop when there is none), and the whole
 * image shows from 1024 px (`toLg`) or from 1280 px (`toXl`), where the box
 * is wide enough for the image's words. `column`: for a picture as wide as
 * the content on tablets and in a column beside text from 1024 px: phones
 * show the crop, tablets (640 to 1023 px) the whole image, 1024 to 1279 px,
 * where the column is narrowest, the tablet region, and from 1280 px the
 * whole image again.
 */
export const cropClasses = {
  lg: {
    box: `${phoneBox} lg:aspect-[var(--art-ratio)]`,
    image: `${phoneImage} lg:top-0 lg:left-0 lg:w-full`,
  },
  toLg: {
    box: `${phoneBox} sm:aspect-[var(--tab-ratio,var(--crop-ratio,var(--art-ratio)))] lg:aspect-[var(--art-ratio)]`,
    image: `${phoneImage} sm:top-[var(--tab-y,var(--crop-y,0%))] sm:left-[var(--tab-x,var(--crop-x,0%))] sm:w-[var(--tab-w,var(--crop-w,100%))] lg:top-0 lg:left-0 lg:w-full`,
  },
  toXl: {
    box: `${phoneBox} sm:aspect-[var(--tab-ratio,var(--crop-ratio,var(--art-ratio)))] xl:aspect-[var(--art-ratio)]`,
    image: `${phoneImage} sm:top-[var(--tab-y,var(--crop-y,0%))] sm:left-[var(--tab-x,var(--crop-x,0%))] sm:w-[var(--tab-w,var(--crop-w,100%))] xl:top-0 xl:left-0 xl:w-full`,
  },
  column: {
    box: `${phoneBox} sm:aspect-[var(--art-ratio)] lg:aspect-[var(--tab-ratio,var(--art-ratio))] xl:aspect-[var(--art-ratio)]`,
    image: `${phoneImage} sm:top-0 sm:left-0 sm:w-full lg:top-[var(--tab-y,0%)] lg:left-[var(--tab-x,0%)] lg:w-[var(--tab-w,100%)] xl:top-0 xl:left-0 xl:w-full`,
  },
} as const;
