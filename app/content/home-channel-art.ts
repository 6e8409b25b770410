import boostHero from "~/assets/boost/hero.svg?w=400;560;720;960;1440&responsive";
import mintyHero from "~/assets/minty/hero.svg?w=400;560;720;960;1440&responsive";
import safeoptPoster from "~/assets/safeopt/video-poster.svg?w=480;640;720;960;1280&responsive";
import type { CroppedArt } from "./product-page.schema";

/**
 * The small product visual on each of Home's channel cards (and on a story's
 * product figure), keyed by the card's link: the product page's own hero
 * artwork (same sources and widths as the product pages, so no new files are
 * built) and the region of it that phones show, where the whole drawing would
 * draw its words at 3 to 4 px. Each region is sized so its smallest words
 * are 10 px and more on a 375 px phone's channel card (293 px wide).
 *
 * Plain data without zod: Home's channel cards import it, so it reaches the
 * browser in the route's JavaScript instead of as route data inside the
 * page's first round trip. home.ts checks it against CroppedArtSchema when the
 * site builds.
 */
export const homeChannelArt: Record<string, CroppedArt> = {
  // The store's product page: "Trail Runner", its price, sizes and "Add to cart".
  "/safeopt": { image: safeoptPoster, phoneCrop: { x: 456, y: 218, width: 348, height: 348 } },
  // The Minty panel: its header, "5% cashback activated" and "You'll earn $2.10 back".
  "/minty": { image: mintyHero, phoneCrop: { x: 566, y: 140, width: 360, height: 276 } },
  // The boost's four steps: offer in the SafeOpt email, click, activate, purchase.
  "/minty-cashback-boost": { image: boostHero, phoneCrop: { x: 680, y: 136, width: 252, height: 300 } },
};
