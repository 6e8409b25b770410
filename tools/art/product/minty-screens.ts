import { Art, write } from "./art.ts";
import { icon, type IconName } from "./icons.ts";
import { extensionButtons, mintyPanel, storePage } from "./minty-hero.ts";
import { bottle, headphones, plant, sneaker } from "./props.ts";
import { backdrop, urlField, windowFrame } from "./scenery.ts";
import { circle, mark, monogram, pill, raised, rect, tick } from "./shapes.ts";
import { c, minty } from "./style.ts";

// Minty carousel screens (800 × 500): one browser, the popup in the same place.

const S = { x: 24, y: 20, w: 752, h: 460, header: 52 };
const SP = { x: 432, y: 80, w: 320, h: 392 }; // the popup

function screenFrame(a: Art, address: string, label: string, badge = "5%"): string {
  const p = minty;
  const hy = S.y + S.header / 2;
  const mintyX = S.x + S.w - 36;
  return (
    backdrop(a, p, "#e6fffa", [
      [780, 20, 260, p.accent, 0.22],
      [20, 490, 260, p.primary, 0.12],
    ]) +
    windowFrame(a, p, S.x, S.y, S.w, S.h, S.header, 22) +
    urlField(a, S.x + 92, hy, 320, address, 12.5) +
    extensionButtons(a, mintyX, hy, badge) +
    mintyPanel(a, SP.x, SP.y, SP.w, SP.h, mintyX, label)
  );
}

/** Content area of the popup, below its header. */
const PX = SP.x + 18;
const PW = SP.w - 36;
const PY = SP.y + 86;

function offerRow(a: Art, y: number, iconName: IconName, title: string, sub: string, selected: boolean): string {
  const p = minty;
  return (
    rect(PX, y, PW, 52, 14, selected ? p.bg : "#fff", `stroke="${selected ? p.accent : c.line}" stroke-width="${selected ? 1.8 : 1.2}"`) +
    circle(PX + 27, y + 26, 16, selected ? "#fff" : c.canvas) +
    icon(iconName, PX + 27, y + 26, 17, selected ? p.primary : c.muted) +
    a.text(title, PX + 52, y + 23, 14.5) +
    a.text(sub, PX + 52, y + 41, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
    (selected
      ? circle(PX + PW - 22, y + 26, 10, p.accent) + tick(PX + PW - 22, y + 26, 10)
      : circle(PX + PW - 22, y + 26, 9, "#fff", `stroke="#cbd5e1" stroke-width="1.5"`))
  );
}

function mintyButton(a: Art, label: string): string {
  const p = minty;
  const fill = a.linear("button", [[0, p.primary], [1, p.accent]], [0, 0, 1, 0]);
  const y = SP.y + SP.h - 58;
  return pill(PX, y, PW, 40, fill) + a.text(label, PX + PW / 2, y + 25.5, 14.5, { fill: "#fff", anchor: "middle" });
}

export function screenCashback() {
  const a = new Art("mi-s1", 800, 500);
  const panel =
    circle(PX + 14, PY + 8, 14, "#f5f3ff") +
    icon("sparkles", PX + 14, PY + 8, 15, "#7c3aed") +
    a.text("3 offers found", PX + 36, PY + 7, 17) +
    a.text("Checked in 0.4 s for Fernhouse", PX + 36, PY + 26, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
    offerRow(a, PY + 44, "coins", "8% cashback", "Paid into your Minty wallet", true) +
    offerRow(a, PY + 104, "tag", "Code SPRING10", "10% off, added at checkout", false) +
    offerRow(a, PY + 164, "truck", "Free shipping", "On orders over $30", false) +
    mintyButton(a, "Activate 8% cashback");
  // Another store than the hero's (minty-hero.ts): the page shows each scene once.
  const body = screenFrame(a, "fernhouse.example/fern-in-pot", "Cashback", "8%") + storePage(a, S.x + 28, S.y + S.header + 22, 360, "plant", 0.82) + panel;
  write("app/assets/minty/screen-1.svg", a, body);
}

export function screenCompare() {
  const a = new Art("mi-s2", 800, 500);
  const p = minty;
  const thumb = a.linear("thumb", [[0, "#f0fdfa"], [1, "#ccfbf1"]], [0, 0, 0, 1]);
  const stores = [
    { name: "Northpeak", price: "$109.00", back: "+6% back", best: true },
    { name: "Harbor & Pine", price: "$124.00", back: "+3% back", best: false },
    { name: "Pacer", price: "$128.00", back: "", best: false },
  ];
  const rows = stores
    .map((store, i) => {
      const y = PY + 66 + i * 52;
      return (
        rect(PX, y, PW, 42, 12, store.best ? p.bg : "#fff", `stroke="${store.best ? p.accent : c.line}" stroke-width="${store.best ? 1.8 : 1.2}"`) +
        a.text(store.name, PX + 14, y + 26.5, 14) +
        (store.back ? pill(PX + 22 + a.measure(store.name, 14), y + 11, a.measure(store.back, 11) + 14, 20, store.best ? "#fff" : c.canvas) + a.text(store.back, PX + 29 + a.measure(store.name, 14), y + 25, 11, { fill: p.primary }) : "") +
        a.text(store.price, PX + PW - 14, y + 27, 15, { anchor: "end", fill: store.best ? p.primary : c.inkSoft })
      );
    })
    .join("");
  const panel =
    rect(PX, PY - 4, 48, 48, 12, thumb) +
    sneaker(PX + 4, PY + 12, 0.2, "#0d9488", "#0f766e", "#f59e0b") +
    a.text("Trail Runner sneakers", PX + 60, PY + 16, 15) +
    a.text("Compared at 12 stores", PX + 60, PY + 35, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
    rows +
    pill(PX + PW - 86, PY + 56, 72, 20, "#fef3c7", `stroke="#fff" stroke-width="2"`) +
    a.text("Best deal", PX + PW - 50, PY + 70, 11, { fill: "#b45309", anchor: "middle" }) +
    icon("trending-up", PX + 9, PY + 236, 16, p.primary) +
    a.text("You save $19 + $6.54 back", PX + 25, PY + 241, 13.5, { fill: c.inkSoft }) +
    mintyButton(a, "Go to the best deal");
  // Another page than the features' panel (minty-panel.ts), as screen 1 is another than the hero's.
  const body = screenFrame(a, "pacer.example/trail-runner", "Compare") + storePage(a, S.x + 28, S.y + S.header + 22, 360, "sneaker", 0.82) + panel;
  write("app/assets/minty/screen-2.svg", a, body);
}

export function screenWallet() {
  const a = new Art("mi-s3", 800, 500);
  const p = minty;
  const card = a.linear("card", [[0, p.primary], [1, p.accent]]);
  const history = [
    { label: "SC", name: "Saltwater Co.", when: "Today", amount: "+$2.10", status: "Pending", tone: ["#ff8a8a", "#f0515c"] as const },
    { label: "NP", name: "Northpeak", when: "Mar 12", amount: "+$6.54", status: "Paid", tone: ["#60a5fa", "#1d4ed8"] as const },
  ];
  const rows = history
    .map((item, i) => {
      const y = PY + 128 + i * 48;
      const paid = item.status === "Paid";
      return (
        (i ? `<path d="M${PX} ${y - 6}h${PW}" stroke="${c.line}"/>` : "") +
        monogram(a, item.label, PX + 18, y + 18, 17, item.tone[0], item.tone[1], item.label) +
        a.text(item.name, PX + 44, y + 15, 13.5) +
        a.text(item.when, PX + 44, y + 32, 11.5, { font: "sans", fill: c.muted, tracking: 0 }) +
        a.text(item.amount, PX + PW, y + 15, 14, { fill: p.primary, anchor: "end" }) +
        a.text(item.status, PX + PW, y + 32, 11.5, { fill: paid ? c.muted : "#b45309", anchor: "end", font: paid ? "sans" : "bold", tracking: 0 })
      );
    })
    .join("");
  // Balance over the last months, as small bars inside the card.
  const bars = [10, 16, 13, 22, 19, 28, 34]
    .map((h, i) => rect(PX + PW - 118 + i * 15, PY + 74 - h, 9, h, 3, "#fff", `opacity="${0.35 + i * 0.09}"`))
    .join("");
  const panel =
    raised(p.deep, "sm", PX, PY - 8, PW, 96, 16, card) +
    a.text("Balance", PX + 16, PY + 16, 12.5, { font: "sans", fill: "#fff", tracking: 0, opacity: 0.85 }) +
    a.text("$42.18", PX + 16, PY + 50, 32, { fill: "#fff", tracking: -0.03 }) +
    a.text("$12.10 pending", PX + 16, PY + 74, 12, { font: "sans", fill: "#fff", tracking: 0, opacity: 0.85 }) +
    bars +
    a.text("Recent cashback", PX, PY + 114, 14) +
    rows +
    mintyButton(a, "Cash out $30.08");

  // The page under it: the order confirmation.
  const x = S.x + 28;
  const y = S.y + S.header + 22;
  const tick1 = a.linear("ok", [[0, p.primary], [1, p.accent]]);
  const page =
    a.text("Saltwater Co.", x, y + 20, 16.5, { font: "italic", tracking: -0.03 }) +
    rect(x, y + 48, 368, 300, 20, c.canvas, `stroke="${c.line}"`) +
    circle(x + 184, y + 110, 30, tick1) +
    tick(x + 184, y + 110, 26, "#fff", 5) +
    a.text("Thanks for your order!", x + 184, y + 176, 21, { anchor: "middle", tracking: -0.02 }) +
    a.text("Order #4821 · Coastal Bottle", x + 184, y + 200, 13, { font: "sans", fill: c.muted, anchor: "middle", tracking: 0 }) +
    rect(x + 40, y + 224, 288, 50, 14, "#fff", `stroke="${p.border}"`) +
    mark(a, "minty", p, x + 54, y + 237, 24) +
    a.text("$2.10 cashback on its way", x + 88, y + 254.5, 14, { fill: p.primary }) +
    pill(x + 120, y + 298, 128, 9, c.skeletonSoft) +
    pill(x + 140, y + 316, 88, 9, c.skeletonSoft);
  const body = screenFrame(a, "saltwater.example/order/4821", "Wallet", "") + page + panel;
  write("app/assets/minty/screen-3.svg", a, body);
}

export function screenFeed() {
  const a = new Art("mi-s4", 800, 500);
  const p = minty;
  const tiles: { name: string; price: string; back: string; bg: [string, string]; art: (x: number, y: number) => string }[] = [
    { name: "Trail Runner", price: "$128", back: "5% back", bg: ["#f5f3ff", "#e7e0ff"], art: (x, y) => sneaker(x + 20, y + 30, 0.4, "#5b3df5", "#4328d8") },
    { name: "Fern in pot", price: "$34", back: "8% back", bg: ["#f0fdf4", "#d1fae5"], art: (x, y) => plant(x + 35, y + 10, 0.58, "#10b981", "#047857", "#f59e0b") },
    { name: "Headphones", price: "$109", back: "6% back", bg: ["#f0f7ff", "#dbeafe"], art: (x, y) => headphones(x + 34, y + 8, 0.52, "#334155", "#0b1324") },
    { name: "Coastal Bottle", price: "$42", back: "5% back", bg: ["#fff4ec", "#ffe2d2"], art: (x, y) => bottle(a, x + 46, y + 14, 0.28, "#ff8a8a", "#f0515c", "feed") },
  ];
  const gap = 12;
  const tw = (PW - gap) / 2;
  const th = 118;
  const grid = tiles
    .map((tile, i) => {
      const x = PX + (i % 2) * (tw + gap);
      const y = PY + 42 + Math.floor(i / 2) * (th + 12);
      const fill = a.linear(`tile${i}`, [[0, tile.bg[0]], [1, tile.bg[1]]], [0, 0, 0, 1]);
      return (
        rect(x, y, tw, th, 14, "#fff", `stroke="${c.line}"`) +
        rect(x + 5, y + 5, tw - 10, 72, 10, fill) +
        `<g ${a.clip(`t${i}`, rect(x + 5, y + 5, tw - 10, 72, 10, "#000"))}>${tile.art(x, y)}</g>` +
        pill(x + tw - 62, y + 11, 52, 18, "#fff") +
        a.text(tile.back, x + tw - 36, y + 24, 10, { fill: p.primary, anchor: "middle" }) +
        a.text(tile.name, x + 10, y + 95, 12.5) +
        a.text(tile.price, x + 10, y + 111, 12, { font: "sans", fill: c.muted, tracking: 0 })
      );
    })
    .join("");
  const panel =
    circle(PX + 14, PY + 8, 14, "#f5f3ff") +
    icon("sparkles", PX + 14, PY + 8, 15, "#7c3aed") +
    a.text("Picked for you", PX + 36, PY + 7, 17) +
    a.text("From what you browse and buy", PX + 36, PY + 26, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
    grid;

  // The page under it: a store's category grid.
  const x = S.x + 28;
  const y = S.y + S.header + 22;
  const cw = 112;
  const catalogue: { bg: [string, string]; art: (x: number, y: number) => string }[] = [
    { bg: ["#f0fdfa", "#ccfbf1"], art: (x, y) => sneaker(x + 8, y + 38, 0.48, "#0d9488", "#0f766e", "#f59e0b") },
    { bg: ["#fff4ec", "#ffe2d2"], art: (x, y) => plant(x + 26, y + 16, 0.62, "#34d399", "#059669", "#f0515c") },
    { bg: ["#f0f7ff", "#dbeafe"], art: (x, y) => bottle(a, x + 40, y + 16, 0.34, "#60a5fa", "#1d4ed8", "cat") },
    { bg: ["#fdf2f8", "#fce7f3"], art: (x, y) => headphones(x + 20, y + 10, 0.6, "#f472b6", "#9d174d") },
    { bg: ["#fefce8", "#fef3c7"], art: (x, y) => sneaker(x + 8, y + 38, 0.48, "#f59e0b", "#c2410c", "#0b1324") },
    { bg: ["#f5f3ff", "#e7e0ff"], art: (x, y) => plant(x + 26, y + 16, 0.62, "#a78bfa", "#6d28d9", "#0b1324") },
  ];
  const cards = catalogue
    .map((item, i) => {
      const cx = x + (i % 3) * (cw + 16);
      const cy = y + 56 + Math.floor(i / 3) * 152;
      const fill = a.linear(`cat${i}`, [[0, item.bg[0]], [1, item.bg[1]]], [0, 0, 0, 1]);
      return (
        rect(cx, cy, cw, 104, 14, fill) +
        `<g ${a.clip(`c${i}`, rect(cx, cy, cw, 104, 14, "#000"))}>${item.art(cx, cy)}</g>` +
        pill(cx, cy + 116, 84, 9, c.skeleton) +
        pill(cx, cy + 132, 52, 9, c.skeletonSoft)
      );
    })
    .join("");
  const page =
    a.text("Harbor & Pine", x, y + 20, 17, { font: "serif", tracking: -0.01 }) +
    [0, 1, 2].map((i) => pill(x + 180 + i * 44, y + 8, 34, 9, c.skeletonSoft)).join("") +
    cards;
  const body = screenFrame(a, "harborandpine.example/new-in", "For you", "") + page + panel;
  write("app/assets/minty/screen-4.svg", a, body);
}
