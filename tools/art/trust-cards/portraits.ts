import { writeSvg } from "../../lib/files.ts";
import { portraitSvg, shoppers } from "../content/people.ts";
import { TRUST_CARD_PARTS, writeTrustCardsSprite } from "./sprite.ts";

/**
 * Draws the five shopper portraits of Home's trust card,
 * tools/art/trust-cards/parts/avatar-{1..5}.svg, then rebuilds the sprite the
 * site serves them from (sprite.ts). The people and their style are those of
 * every portrait on the site (tools/art/content/people.ts).
 *
 * Run after changing a drawing: `npm run art -- portraits`.
 */
shoppers.forEach((shopper, index) => writeSvg(`${TRUST_CARD_PARTS}/avatar-${index + 1}.svg`, portraitSvg(shopper, `p${index + 1}`)));
writeTrustCardsSprite();
