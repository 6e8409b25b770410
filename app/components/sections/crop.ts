import type { CSSProperties } from "react";

/** In the image's own pixels. */
export type CropRegion = { x: number; y: number; width: number; height: number };

type Size = { width: number; height: number };

const percent = (value: number) => `${+(value * 100).toFixed(2)}%`;

/** How many times the box's width the whole image is drawn while only `crop` shows: the `sizes` multiplier. */
export function cropScale(image: Size, crop: CropRegion): number {
  return +(image.width / crop.width).toFixed(3);
}

function regionProperties(prefix: string, image: Size, crop: CropRegion) {
  return {
    [`--${prefix}-ratio`]: `${crop.width} / ${crop.height}`,
    [`--${prefix}-w`]: percent(image.width / crop.width),
    [`--${prefix}-x`]: percent(-crop.x / crop.width),
    [`--${prefix}-y`]: percent(-crop.y / crop.height),
  };
}

/**
 * `--art-ratio` and, with a crop, `--crop-ratio`, `--crop-w` (image width / box width) and `--crop-x` / `--crop-y` (the image's
 * top-left as shares of the box); with `tablet` the same as `--tab-*`. Below its breakpoint the box takes the region's shape.
 */
export function cropFrame(image: Size, crop?: CropRegion, tablet?: CropRegion): CSSProperties {
  return {
    "--art-ratio": `${image.width} / ${image.height}`,
    ...(crop && regionProperties("crop", image, crop)),
    ...(tablet && regionProperties("tab", image, tablet)),
  } as CSSProperties;
}

/** Phones (below 640 px): the box takes the crop's shape. */
const phoneBox = "relative overflow-hidden aspect-[var(--crop-ratio,var(--art-ratio))]";
const phoneImage = "absolute top-[var(--crop-y,0%)] left-[var(--crop-x,0%)] h-auto w-[var(--crop-w,100%)] max-w-none";

/**
 * `box` on the clipping element (it needs a width), `image` on the <img>. `lg`: the crop below 1024 px. `toLg` / `toXl`:
 * phones the crop, tablets the tablet region (else the crop), the whole image from 1024 / 1280 px. `column` (content-wide on
 * tablets, beside text from 1024 px): phones the crop, 640–1023 px the whole image, 1024–1279 px the tablet region, then whole.
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
