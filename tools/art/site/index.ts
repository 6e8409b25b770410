import { drawHero } from "./hero.ts";
import { drawLogos } from "./logos.ts";
import { drawRating } from "./rating.ts";

/**
 * Draws the site's original artwork and writes it as SVG:
 *
 *   public/images/logos/{safeopt,minty,minty-cashback-boost}.svg   product logos
 *   tools/art/trust-cards/parts/rating-4-8.svg                      review rating (a part of
 *                                                                   app/assets/home/trust-cards.svg)
 *   app/assets/home/hero-inbox.svg                                  hero (raster source)
 *   (the home avatars are drawn by trust-cards/portraits.ts; both rebuild the
 *   trust cards' sprite, trust-cards/sprite.ts)
 *
 * Text is outlined (tools/lib/outline-text.ts) so every device shows the same letters.
 * The files under public/ are served as they are; the ones under
 * app/assets/home/ are sources for the raster pipeline (ADR 0301).
 *
 * Run after changing a drawing: `npm run art -- site`.
 */

drawLogos();
drawRating();
drawHero();
