import boostHero from "~/assets/boost/hero.svg?w=400;560;720;960&responsive";
import mintyHero from "~/assets/minty/hero.svg?w=400;560;720;960&responsive";
import safeoptPoster from "~/assets/safeopt/video-poster.svg?w=480;640;720;960;1280&responsive";
import type { ResponsiveImage } from "./shared.schema";

/**
 * The small product visual on each of Home's channel cards, keyed by the
 * card's link: the product page's own hero artwork (same sources and widths
 * as the product pages, so no new files are built), cropped to its top.
 */
export const homeChannelArt: Record<string, ResponsiveImage> = {
  "/safeopt": safeoptPoster,
  "/minty": mintyHero,
  "/minty-cashback-boost": boostHero,
};
