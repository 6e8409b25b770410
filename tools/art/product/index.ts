import { boostCheckout } from "./boost-checkout.ts";
import { boostHero } from "./boost-hero.ts";
import { mintyHero } from "./minty-hero.ts";
import { mintyLogo } from "./minty-logo.ts";
import { mintyPanelShot } from "./minty-panel.ts";
import { screenCashback, screenCompare, screenFeed, screenWallet } from "./minty-screens.ts";
import { benefitInbox, benefitLaunch, benefitPricing, benefitRecover } from "./safeopt-benefits.ts";
import { safeoptReporting } from "./safeopt-reporting.ts";

/**
 * Draws the artwork of the three product pages and writes it as SVG:
 *
 *   app/assets/safeopt/benefit-{1..4}.svg               accordion benefits (640 × 480)
 *   app/assets/minty/hero.svg                           extension over a store page (960 × 720)
 *   app/assets/minty/screen-{1..4}.svg                  carousel screenshots (800 × 500)
 *   app/assets/minty/logo.svg                           Minty wordmark
 *   app/assets/boost/hero.svg                           email with a Cashback Boost block (960 × 720)
 *   app/assets/safeopt/reporting.svg                    reporting dashboard (1200 × 760)
 *   app/assets/minty/panel.svg                          the extension's panel over a store page (1200 × 760)
 *   app/assets/boost/checkout.svg                       a checkout with the boost applied (1200 × 760)
 *
 * The three 1200 × 760 drawings are each page's product surface, shown at
 * about 1000 px, so none has a word under 13 units (11 px there); phones show
 * the region of each that app/assets/<page>/surface.ts names.
 *
 * Same look as tools/art/site/ (the home hero): soft product
 * gradient backdrop, white rounded cards, the site's icons (lucide, as in the
 * UI) and the site's shoppers (Home's trust-card portraits, read from
 * tools/art/trust-cards/parts/). Colours are read from the product tokens in
 * app/app.css, the ones the channel cards use.
 *
 * Text is outlined (tools/lib/outline-text.ts). To keep the files small every glyph is
 * drawn once per file and placed with <use>; every id carries a per-file
 * prefix so several of these SVGs can be inlined on one page. There are no
 * filters: shadows are stacked translucent copies of a card and the backdrop
 * glows are radial gradients, so rasterising one (sharp, ADR 0301) takes tens
 * of milliseconds instead of seconds.
 *
 * Run after changing a drawing: `npm run art -- product`.
 */

benefitRecover();
benefitInbox();
benefitPricing();
benefitLaunch();
mintyHero();
screenCashback();
screenCompare();
screenWallet();
screenFeed();
mintyLogo();
boostHero();
safeoptReporting();
mintyPanelShot();
boostCheckout();
