import { mix } from "../lib/svg.ts";
import { backOut, easeIn, easeInOut, easeOut, group, n, pulse, rect, scaleAbout, span } from "./motion.ts";
import { check, safeoptMark, sneaker, star } from "./pieces.ts";
import { c, T } from "./story.ts";
import { bold, font, regular, text, width } from "./text.ts";

// The browser window: the store's product page, later its order confirmation.

export const B = { x: 56, y: 52, w: 776, h: 528 };
const content = { top: B.y + 90 };
const sizes = ["7", "8", "9", "10", "11"];
const col = { x: B.x + 404 };
export const pill = (i: number) => ({ x: col.x + i * 66, y: 410, w: 56, h: 40 });
export const button = { x: col.x, y: 470, w: 340, h: 56 };
export const tabClose = { x: B.x + 338, y: B.y + 27 };

function browserChrome(product: number, confirmed: number): string {
  const tab = { x: B.x + 92, y: B.y + 8, w: 268, h: 38 };
  const titles = (title: string, url: string) =>
    bold(title, tab.x + 40, tab.y + 24, 13, c.inkSoft) + regular(url, B.x + 126, B.y + 74, 13);
  return `${rect(B.x, B.y, B.w, 46, 0, "#eaf0f9")}
    <circle cx="${B.x + 24}" cy="${B.y + 23}" r="6" fill="#ffb4b4"/><circle cx="${B.x + 44}" cy="${B.y + 23}" r="6" fill="#fcd58a"/><circle cx="${B.x + 64}" cy="${B.y + 23}" r="6" fill="#9ee6c4"/>
    <path d="M${tab.x - 8} ${tab.y + tab.h}q8 0 8-8V${tab.y + 12}q0-12 12-12h${tab.w - 24}q12 0 12 12v${tab.h - 20}q0 8 8 8Z" fill="#fff"/>
    ${rect(tab.x + 14, tab.y + 11, 16, 16, 5, c.ink)}${bold("H", tab.x + 22, tab.y + 24, 11, "#fff", "middle")}
    ${rect(B.x, B.y + 46, B.w, 44, 0, "#fff")}
    <path d="M${B.x + 30} ${B.y + 61}l-6 7 6 7M${B.x + 50} ${B.y + 61}l6 7-6 7" fill="none" stroke="#9aa3b5" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
    ${rect(B.x + 96, B.y + 53, B.w - 160, 30, 15, c.field)}
    ${group(titles("Trail Runner · Harbor & Pine", "harborandpine.com/products/trail-runner"), product)}
    ${group(titles("Thank you · Harbor & Pine", "harborandpine.com/checkout/thank-you"), confirmed)}
    <rect x="${B.x + 109}" y="${B.y + 67}" width="9" height="7" rx="1.5" fill="#9aa3b5"/><path d="M${B.x + 110.5} ${B.y + 67}v-2.5a3 3 0 0 1 6 0V${B.y + 67}" fill="none" stroke="#9aa3b5" stroke-width="1.8"/>
    <circle cx="${B.x + B.w - 36}" cy="${B.y + 68}" r="12" fill="${c.bg}" stroke="${c.border}" stroke-width="1.5"/>
    <path d="M${B.x} ${B.y + 90}h${B.w}" stroke="${c.line}" stroke-width="1.5"/>`;
}

function storeHeader(badge: number): string {
  const y = content.top;
  const nav = ["New", "Running", "Trail", "Sale"];
  let x = B.x + 250;
  let navText = "";
  for (const item of nav) {
    navText += regular(item, x, y + 34, 14, c.inkSoft);
    x += width(item, 14, font.sans) + 26;
  }
  const cart = { x: B.x + B.w - 48, y: y + 28 };
  return `${text("HARBOR & PINE", B.x + 32, y + 35, { size: 16, font: font.bold, tracking: 0.12 })}${navText}
    <circle cx="${B.x + B.w - 92}" cy="${y + 26}" r="7" fill="none" stroke="${c.inkSoft}" stroke-width="2.2"/><path d="m${B.x + B.w - 87} ${y + 31} 5 5" stroke="${c.inkSoft}" stroke-width="2.2" stroke-linecap="round"/>
    <path d="M${cart.x - 12} ${cart.y - 10}h4l3 14h13l3-10h-17" fill="none" stroke="${c.inkSoft}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="${cart.x - 3}" cy="${cart.y + 9}" r="2" fill="${c.inkSoft}"/><circle cx="${cart.x + 8}" cy="${cart.y + 9}" r="2" fill="${c.inkSoft}"/>
    ${group(`<circle cx="${cart.x + 13}" cy="${cart.y - 11}" r="9" fill="${c.primary}"/>${bold("1", cart.x + 13, cart.y - 6.5, 12, "#fff", "middle")}`, Math.min(1, badge * 2), scaleAbout(cart.x + 13, cart.y - 11, badge))}
    <path d="M${B.x} ${y + 56}h${B.w}" stroke="${c.line}" stroke-width="1.5"/>`;
}

function productPage(t: number): string {
  // Interaction state; after the tab closes the page is hidden until the loop
  // brings it back in its first-frame state.
  const live = t < T.closeEnd + 0.1;
  const selected = live ? easeOut(span(t, T.selectSize, T.selectSize + 0.18)) : 0;
  const added = live ? easeInOut(span(t, T.addToCart + 0.05, T.addToCart + 0.3)) : 0;
  const badge = live ? backOut(span(t, T.addToCart + 0.15, T.addToCart + 0.5)) : 0;
  const hoverButton = live ? span(t, 2.45, 2.7) * (1 - added) : 0;
  const press = live ? pulse(t, T.addToCart - 0.06, T.addToCart + 0.14) : 0;

  const image = { x: B.x + 28, y: 214, w: 352, h: 338 };
  let pills = "";
  sizes.forEach((label, i) => {
    const p = pill(i);
    const on = i === 2 ? selected : 0;
    pills += rect(p.x, p.y, p.w, p.h, 12, mix("#ffffff", c.bg, on), ` stroke="${mix(c.line, c.primary, on)}" stroke-width="${n(1.5 + on)}"`);
    pills += bold(label, p.x + p.w / 2, p.y + 26, 15, mix(c.inkSoft, c.primary, on), "middle");
  });
  const buttonFill = added > 0 ? mix(c.ink, c.primary, added) : mix(c.ink, "#1f2a44", hoverButton);
  const bcx = button.x + button.w / 2;
  const bcy = button.y + button.h / 2;
  const buttonBody = `${rect(button.x, button.y, button.w, button.h, 28, buttonFill)}
    ${group(bold("Add to cart", bcx, bcy + 6.5, 18, "#fff", "middle"), 1 - added, added > 0 ? `translate(0 ${n(-10 * added)})` : "")}
    ${group(`${check(bcx - 68, bcy, 16, "#fff", 3)}${bold("Added to cart", bcx + 12, bcy + 6.5, 18, "#fff", "middle")}`, added, `translate(0 ${n(10 * (1 - added))})`)}`;
  let stars = "";
  for (let i = 0; i < 5; i++) stars += `<path d="${star(col.x + 8 + i * 20, 304, 8)}"/>`;

  return `${storeHeader(badge)}
    ${rect(image.x, image.y, image.w, image.h, 20, "url(#peach)")}
    ${sneaker(image.x + 31, image.y + 92, 1.45)}
    <circle cx="${image.x + image.w - 32}" cy="${image.y + 32}" r="17" fill="#fff"/>
    <path d="M${image.x + image.w - 32} ${image.y + 40}c-9-6-11-9-11-12.5a5.5 5.5 0 0 1 11-1.5 5.5 5.5 0 0 1 11 1.5c0 3.5-2 6.5-11 12.5Z" fill="none" stroke="${c.inkSoft}" stroke-width="2"/>
    ${[0, 1, 2].map((i) => `<circle cx="${image.x + image.w / 2 - 14 + i * 14}" cy="${image.y + image.h - 22}" r="4" fill="${i === 0 ? c.primary : "#ffffff"}" opacity="${i === 0 ? 1 : 0.85}"/>`).join("")}
    ${text("RUNNING · NEW IN", col.x, 240, { size: 12, font: font.bold, fill: c.primary, tracking: 0.1 })}
    ${bold("Trail Runner", col.x, 284, 36)}
    <g fill="${c.star}">${stars}</g>${regular("4.9 · 2,184 reviews", col.x + 104, 309, 13)}
    ${bold("$128.00", col.x, 358, 28)}
    ${bold("Select size", col.x, 398, 13, c.inkSoft)}
    ${pills}
    ${group(buttonBody, 1, scaleAbout(bcx, bcy, 1 - 0.035 * press))}
    <path d="M${col.x + 1} ${548}h11v9h-11Zm11 3h5l3 3v3h-8" fill="none" stroke="${c.muted}" stroke-width="1.6" stroke-linejoin="round"/>
    ${regular("Free shipping · Free 30-day returns", col.x + 28, 557, 13)}`;
}

const summary = { x: 264, y: 386, w: 360, h: 126 };
function confirmationPage(t: number): string {
  const pop = backOut(span(t, T.reopen + 0.35, T.reopen + 0.75));
  const draw = easeOut(span(t, T.reopen + 0.55, T.reopen + 0.95));
  const cx = 444;
  const cy = 262;
  const tagWidth = width("Recovered by a SafeOpt email", 13) + 44;
  return `${storeHeader(0)}
    ${group(`<circle cx="${cx}" cy="${cy}" r="46" fill="#d1fae5" opacity=".7"/><circle cx="${cx}" cy="${cy}" r="34" fill="url(#ok)"/>`, Math.min(1, pop * 1.5), scaleAbout(cx, cy, Math.max(0.01, pop)))}
    ${check(cx, cy, 30, "#fff", 5.5, ` stroke-dasharray="48" stroke-dashoffset="${n(48 * (1 - draw))}"`)}
    ${bold("Order confirmed", cx, 336, 32, c.ink, "middle")}
    ${regular("Thanks! Your Trail Runner is on its way.", cx, 364, 16, c.muted, "middle")}
    ${rect(summary.x, summary.y, summary.w, summary.h, 16, "#f8fafc", ` stroke="${c.line}" stroke-width="1.5"`)}
    ${rect(summary.x + 16, summary.y + 12, 64, 64, 12, "url(#peach)")}${sneaker(summary.x + 20, summary.y + 30, 0.28)}
    ${bold("Trail Runner", summary.x + 96, summary.y + 36, 16)}
    ${regular("Size 9 · Qty 1", summary.x + 96, summary.y + 58, 13)}
    ${bold("$128.00", summary.x + summary.w - 18, summary.y + 36, 16, c.ink, "end")}
    <path d="M${summary.x + 16} ${summary.y + 88}h${summary.w - 32}" stroke="${c.line}" stroke-width="1.5"/>
    ${regular("Total paid", summary.x + 16, summary.y + 113, 14)}${bold("$128.00", summary.x + summary.w - 18, summary.y + 113, 16, c.ink, "end")}
    ${rect(cx - tagWidth / 2, 528, tagWidth, 30, 15, c.bg, ` stroke="${c.border}" stroke-width="1.5"`)}
    ${safeoptMark(cx - tagWidth / 2 + 8, 533, 20)}
    ${bold("Recovered by a SafeOpt email", cx - tagWidth / 2 + 36, 548, 13, c.primary)}`;
}

export function browser(t: number): string {
  let opacity = 1;
  let scale = 1;
  let dy = 0;
  if (t >= T.closeStart && t < T.reopen) {
    const p = easeIn(span(t, T.closeStart, T.closeEnd));
    opacity = 1 - p;
    scale = 1 - 0.06 * p;
    dy = 14 * p;
  } else if (t >= T.reopen) {
    const p = easeOut(span(t, T.reopen, T.reopen + 0.55));
    opacity = p;
    scale = 0.94 + 0.06 * p;
    dy = 14 * (1 - p);
  }
  if (opacity <= 0.002) return "";
  // Back to the first frame: the confirmation fades out, then the product page fades in.
  const returning = t >= T.reopen - 0.2;
  const mid = (T.back + T.backEnd) / 2;
  const confirmed = returning ? 1 - easeInOut(span(t, T.back, mid)) : 0;
  const product = returning ? easeInOut(span(t, mid, T.backEnd)) : 1;
  const hoverClose = t < T.closeEnd ? span(t, 3.95, 4.1) : 0;
  const body = `<g filter="url(#shadow)">${rect(B.x, B.y, B.w, B.h, 22, "#fff")}</g>
    <g clip-path="url(#win)">${browserChrome(product, confirmed)}
      <circle cx="${tabClose.x}" cy="${tabClose.y}" r="11" fill="#e3e8f1" opacity="${n(hoverClose)}"/>
      <path d="M${tabClose.x - 4.5} ${tabClose.y - 4.5}l9 9m0-9-9 9" stroke="${mix("#8a93a6", c.ink, hoverClose)}" stroke-width="2" stroke-linecap="round"/>
      ${group(productPage(t), product)}${group(confirmationPage(t), confirmed)}
    </g>`;
  return group(body, opacity, `translate(0 ${n(dy)}) ${scaleAbout(B.x + B.w / 2, B.y + B.h / 2, scale)}`.trim());
}
