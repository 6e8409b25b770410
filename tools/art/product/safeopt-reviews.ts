import { Art, write } from "./art.ts";
import { circle, raised, rect, shopper, stars, tick } from "./shapes.ts";
import { c, safeopt } from "./style.ts";

// SafeOpt review banner: the rating on the left, three short reviews.

type Review = { avatar: number; role: string; quote: [string, string] };
const reviews: Review[] = [
  { avatar: 2, role: "Growth lead, apparel", quote: ["“Paid for itself", "in the first week.”"] },
  { avatar: 5, role: "Head of ecommerce", quote: ["“Our best ROAS", "channel by far.”"] },
  { avatar: 3, role: "Performance marketer", quote: ["“Live in a single", "afternoon.”"] },
];

function reviewCard(a: Art, review: Review, x: number, y: number, w: number, h: number): string {
  const p = safeopt;
  return (
    raised(p.deep, "sm", x, y, w, h, 18, "#fff", `stroke="${c.line}"`) +
    shopper(a, review.avatar, x + 16, y + 16, 36) +
    stars(a, "", x + 62, y + 26, 13, 3) +
    a.text(review.role, x + 62, y + 47, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
    a.text(review.quote[0], x + 16, y + 86, 15.5, { fill: c.ink }) +
    a.text(review.quote[1], x + 16, y + 108, 15.5, { fill: c.ink })
  );
}

/** The rating block: stars, "4.8/5", who rated it and a verified line; (x, y) is its top left. */
function ratingBlock(a: Art, x: number, y: number, scale: number): string {
  const p = safeopt;
  const starSize = 30 * scale;
  const starsWidth = 5 * starSize + 4 * 5 * scale;
  return (
    stars(a, "rating", x, y + starSize / 2, starSize, 5 * scale, 4.8) +
    a.text("4.8", x + starsWidth + 16 * scale, y + starSize * 0.92, 40 * scale, { tracking: -0.03 }) +
    a.text("/5", x + starsWidth + 16 * scale + a.measure("4.8", 40 * scale, "bold", -0.03) + 2, y + starSize * 0.92, 24 * scale, { fill: c.muted }) +
    a.text("Rated by performance marketers", x, y + starSize + 40 * scale, 19 * scale, { fill: c.inkSoft }) +
    circle(x + 11 * scale, y + starSize + 70 * scale, 11 * scale, p.primary) +
    tick(x + 11 * scale, y + starSize + 70 * scale, 11 * scale) +
    a.text("Verified reviews", x + 30 * scale, y + starSize + 75 * scale, 14 * scale, { font: "sans", fill: c.muted, tracking: 0 })
  );
}

function reviewBanner(a: Art): string {
  const p = safeopt;
  const bg = a.linear("banner", [[0, p.bg], [0.6, "#fff"], [1, "#f0f9ff"]]);
  return rect(1, 1, a.width - 2, a.height - 2, 28, bg, `stroke="${p.border}" stroke-width="1.5"`) + `<rect x="1" y="1" width="${a.width - 2}" height="${a.height - 2}" rx="28" fill="${a.dots(p.primary)}"/>`;
}

export function reviewBadges() {
  const desktop = new Art("so-rd", 1200, 200);
  const cardW = 240;
  const gap = 16;
  const cardsX = 1200 - 28 - 3 * cardW - 2 * gap;
  write(
    "app/assets/safeopt/review-badge-desktop.svg",
    desktop,
    reviewBanner(desktop) +
      ratingBlock(desktop, 44, 46, 1) +
      `<path d="M${cardsX - 28} 36v128" stroke="${safeopt.border}" stroke-width="1.5"/>` +
      reviews.map((review, i) => reviewCard(desktop, review, cardsX + i * (cardW + gap), 34, cardW, 130)).join(""),
  );

  const mobile = new Art("so-rm", 600, 360);
  const mw = (600 - 56 - 16) / 2;
  write(
    "app/assets/safeopt/review-badge-mobile.svg",
    mobile,
    reviewBanner(mobile) +
      ratingBlock(mobile, 30, 42, 1) +
      reviews
        .slice(0, 2)
        .map((review, i) => reviewCard(mobile, review, 28 + i * (mw + 16), 192, mw, 132))
        .join(""),
  );
}
