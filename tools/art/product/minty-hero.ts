import { Art, write } from "./art.ts";
import { icon } from "./icons.ts";
import { bottle, headphones, plant, sneaker } from "./props.ts";
import { backdrop, urlField, windowFrame } from "./scenery.ts";
import { circle, mark, pill, raised, rect, stars, tick } from "./shapes.ts";
import { c, minty } from "./style.ts";

// Minty: the extension over a store page.

/** The browser toolbar's extension buttons; the Minty one lit, with a "5%" badge. Returns markup. */
export function extensionButtons(a: Art, mintyX: number, cy: number, badge = "5%"): string {
  const p = minty;
  return (
    icon("puzzle", mintyX - 44, cy, 18, "#9aa3b5") +
    circle(mintyX, cy, 19, p.bg, `stroke="${p.border}" stroke-width="1.5"`) +
    mark(a, "minty", p, mintyX - 12, cy - 12, 24) +
    (badge
      ? pill(mintyX + 4, cy - 22, a.measure(badge, 10) + 10, 15, "#f0515c", `stroke="#fff" stroke-width="1.5"`) +
        a.text(badge, mintyX + 9, cy - 11, 10, { fill: "#fff" })
      : "")
  );
}

/** The Minty popup's frame: card, caret towards the toolbar button, header row. */
export function mintyPanel(a: Art, x: number, y: number, w: number, h: number, caretX: number, label: string): string {
  const p = minty;
  return (
    raised(p.deep, "lg", x, y, w, h, 22, "#fff") + `<path d="M${caretX - 11} ${y + 1}l11-11 11 11Z" fill="#fff"/>` +
    mark(a, "minty", p, x + 18, y + 16, 30) +
    a.text("Minty", x + 58, y + 37, 17) +
    circle(x + 66 + a.measure("Minty", 17), y + 32, 2, "#cbd5e1") +
    a.text(label, x + 74 + a.measure("Minty", 17), y + 37, 14, { font: "sans", fill: c.muted, tracking: 0 }) +
    icon("x", x + w - 28, y + 31, 16, "#9aa3b5") +
    `<path d="M${x} ${y + 62}h${w}" stroke="${c.line}" stroke-width="1.5"/>`
  );
}

/** The stores and products the Minty artwork shows: each scene its own, so no picture on the page repeats another. */
type StoreProduct = "bottle" | "headphones" | "plant" | "sneaker";

/** A product page of a fictional store (the page under the popup); (x, y) top left of the content area. */
export function storePage(a: Art, x: number, y: number, w: number, product: StoreProduct, scale = 1): string {
  const tileW = 240 * scale;
  const ix = x + tileW + 24 * scale;
  const peach = a.linear("peach", [[0, "#fff4ec"], [1, "#ffe2d2"]], [0, 0, 0, 1]);
  const sky = a.linear("sky", [[0, "#f0f7ff"], [1, "#dbeafe"]], [0, 0, 0, 1]);
  const page = {
    bottle: {
      title: "Coastal Bottle",
      price: "$42.00",
      tile: () => peach,
      art: () => bottle(a, x + tileW / 2 - 50 * scale * 1.05, y + 78 * scale, scale * 1.05, "#ff8a8a", "#f0515c", "coral"),
      store: () => a.text("Saltwater Co.", x, y + 24 * scale, 20 * scale, { font: "italic", tracking: -0.03 }),
    },
    headphones: {
      title: "Studio One",
      price: "$129.00",
      tile: () => sky,
      art: () => headphones(x + tileW / 2 - 60 * scale * 1.35, y + 70 * scale, scale * 1.35, "#334155", "#0b1324"),
      store: () => a.text("BRIGHTWELL", x, y + 23 * scale, 17 * scale, { tracking: 0.12 }),
    },
    plant: {
      title: "Fern in Pot",
      price: "$34.00",
      tile: () => a.linear("leaf", [[0, "#f0fdf4"], [1, "#d1fae5"]], [0, 0, 0, 1]),
      art: () => plant(x + tileW / 2 - 50 * scale * 1.7, y + 96 * scale, scale * 1.7, "#10b981", "#047857", "#f59e0b"),
      store: () => a.text("Fernhouse", x, y + 24 * scale, 21 * scale, { font: "serif", tracking: -0.01 }),
    },
    sneaker: {
      title: "Trail Runner",
      price: "$128.00",
      tile: () => a.linear("mint", [[0, "#f0fdfa"], [1, "#ccfbf1"]], [0, 0, 0, 1]),
      art: () => sneaker(x + tileW / 2 - 100 * scale * 1.05, y + 150 * scale, scale * 1.05, "#0d9488", "#0f766e", "#f59e0b"),
      store: () => a.text("PACER", x, y + 23 * scale, 17 * scale, { tracking: 0.16 }),
    },
  }[product];
  const tile = page.tile();
  const art = page.art();
  return (
    page.store() +
    [0, 1, 2].map((i) => pill(x + w - 150 * scale + i * 44 * scale, y + 10 * scale, 34 * scale, 9 * scale, c.skeletonSoft)).join("") +
    rect(x, y + 50 * scale, tileW, 300 * scale, 20 * scale, tile) +
    art +
    a.text(page.title, ix, y + 82 * scale, 23 * scale, { tracking: -0.02 }) +
    a.text(page.price, ix, y + 114 * scale, 19 * scale, { font: "sans", fill: c.inkSoft, tracking: 0 }) +
    stars(a, "", ix, y + 138 * scale, 14 * scale, 3 * scale) +
    [0, 1, 2].map((i) => circle(ix + 12 * scale + i * 30 * scale, y + 176 * scale, 11 * scale, (["#f0515c", "#0f766e", "#1e293b"] as const)[i] ?? c.ink, i === 0 ? `stroke="#fff" stroke-width="${3 * scale}"` : "")).join("") +
    circle(ix + 12 * scale, y + 176 * scale, 14 * scale, "none", `stroke="#f0515c" stroke-width="${1.5 * scale}"`) +
    pill(ix, y + 208 * scale, Math.min(200 * scale, x + w - ix), 44 * scale, c.ink) +
    a.text("Add to cart", ix + Math.min(200 * scale, x + w - ix) / 2, y + 236 * scale, 15 * scale, { fill: "#fff", anchor: "middle" }) +
    pill(ix, y + 276 * scale, 170 * scale, 9 * scale, c.skeletonSoft) +
    pill(ix, y + 294 * scale, 140 * scale, 9 * scale, c.skeletonSoft) +
    pill(ix, y + 312 * scale, 156 * scale, 9 * scale, c.skeletonSoft)
  );
}

export function mintyHero() {
  const a = new Art("mi-h", 960, 720);
  const p = minty;
  const win = { x: 40, y: 64, w: 744, h: 524, header: 60 };
  const hy = win.y + win.header / 2;
  const mintyX = win.x + win.w - 40;
  const browser =
    windowFrame(a, p, win.x, win.y, win.w, win.h, win.header, 26) +
    urlField(a, win.x + 100, hy, 380, "saltwater.example/coastal-bottle") +
    extensionButtons(a, mintyX, hy);
  const page = storePage(a, win.x + 36, win.y + win.header + 28, 480, "bottle");

  // The popup.
  const px = 560;
  const py = hy + 36;
  const pw = 372;
  const ph = 468;
  const disc = a.linear("disc", [[0, p.primary], [1, p.accent]]);
  const button = a.linear("button", [[0, p.primary], [1, p.accent]], [0, 0, 1, 0]);
  const cx = px + pw / 2;
  const panel =
    mintyPanel(a, px, py, pw, ph, mintyX, "Cashback") +
    rect(px + 18, py + 80, pw - 36, 150, 18, p.bg, `stroke="${p.border}"`) +
    circle(cx, py + 122, 30, p.accent, `opacity=".18"`) +
    circle(cx, py + 122, 22, disc) +
    tick(cx, py + 122, 20, "#fff", 4) +
    a.text("5% cashback activated", cx, py + 180, 22, { anchor: "middle", tracking: -0.02 }) +
    a.text("at Saltwater Co. on this order", cx, py + 205, 14, { font: "sans", fill: c.muted, anchor: "middle", tracking: 0 }) +
    // Estimated cashback.
    a.text("You’ll earn", px + 22, py + 264, 14, { font: "sans", fill: c.muted, tracking: 0 }) +
    a.text("$2.10 back", px + pw - 22, py + 266, 20, { fill: p.primary, anchor: "end" }) +
    `<path d="M${px + 22} ${py + 284}h${pw - 44}" stroke="${c.line}"/>` +
    // AI tip.
    circle(px + 38, py + 314, 16, "#f5f3ff") +
    icon("sparkles", px + 38, py + 314, 17, "#7c3aed") +
    a.text("Good time to buy", px + 64, py + 310, 14) +
    a.text("12% below its usual price", px + 64, py + 328, 12.5, { font: "sans", fill: c.muted, tracking: 0 }) +
    // Wallet.
    circle(px + 38, py + 366, 16, p.bg) +
    icon("wallet", px + 38, py + 366, 17, p.primary) +
    a.text("Wallet balance", px + 64, py + 371, 14) +
    a.text("$42.18", px + pw - 22, py + 371, 15, { anchor: "end" }) +
    pill(px + 18, py + ph - 58, pw - 36, 42, button) +
    a.text("See all 3 offers", cx, py + ph - 31.5, 15, { fill: "#fff", anchor: "middle" });

  // Floating: the store rating of the extension, and the cashback coming in.
  const rating =
    raised(p.deep, "md", 16, 552, 300, 72, 22, "#fff") +
    circle(54, 588, 22, p.bg) +
    icon("puzzle", 54, 588, 20, p.primary) +
    a.text("4.6", 88, 590, 22, { tracking: -0.02 }) +
    stars(a, "chrome", 88 + a.measure("4.6", 22, "bold", -0.02) + 10, 582, 15, 3, 4.6) +
    a.text("Chrome Web Store rating", 88, 610, 12.5, { font: "sans", fill: c.muted, tracking: 0 });
  const coinFill = a.linear("coin", [[0, "#fcd34d"], [1, "#f59e0b"]]);
  const toast =
    raised(p.deep, "md", 612, 612, 292, 68, 22, "#fff") +
    circle(648, 646, 21, coinFill) +
    a.text("$", 648, 653, 20, { fill: "#fff", anchor: "middle" }) +
    a.text("+$2.10 cashback", 680, 642, 16, { fill: p.primary }) +
    a.text("Pending · paid after delivery", 680, 661, 12.5, { font: "sans", fill: c.muted, tracking: 0 });

  const body =
    backdrop(a, p, "#e6fffa", [
      [900, 60, 320, p.accent, 0.22],
      [60, 700, 300, p.primary, 0.12],
      [940, 700, 240, "#f59e0b", 0.12],
    ]) +
    browser + page + panel + rating + toast;
  write("app/assets/minty/hero.svg", a, body);
}
