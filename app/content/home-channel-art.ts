import boostHero from "#app/assets/boost/hero.svg?w=400;560;720;960;1440&responsive";
import mintyHero from "#app/assets/minty/hero.svg?w=400;560;720;960;1440&responsive";
import safeoptPoster from "#app/assets/safeopt/video-poster.svg?w=480;640;720;960;1280&responsive";
import type { CroppedArt } from "#app/content/product-page.schema.ts";

/**
 * Each channel card's visual (also a story's product figure), keyed by link: the product page's hero art (no new files) and
 * the region phones show, sized for words at 10 px and more on a 293 px card (whole drawing: 3–4 px). Plain data without zod:
 * it ships in the route's JS rather than as route data in the first round trip; home.ts validates it at build time.
 */
export const homeChannelArt: Record<string, CroppedArt> = {
  // The store's product page: "Trail Runner", its price, sizes and "Add to cart".
  "/safeopt": { image: safeoptPoster, phoneCrop: { x: 456, y: 218, width: 348, height: 348 } },
  // The Minty panel: its header, "5% cashback activated" and "You'll earn $2.10 back".
  "/minty": { image: mintyHero, phoneCrop: { x: 566, y: 140, width: 360, height: 276 } },
  // The boost's four steps: offer in the SafeOpt email, click, activate, purchase.
  "/minty-cashback-boost": { image: boostHero, phoneCrop: { x: 680, y: 136, width: 252, height: 300 } },
};
