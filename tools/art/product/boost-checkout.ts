import { Art, write } from "./art.ts";
import { icon } from "./icons.ts";
import { sneaker } from "./props.ts";
import { backdrop, urlField, windowFrame } from "./scenery.ts";
import { circle, mark, pill, rect, tick } from "./shapes.ts";
import { boost, c, minty } from "./style.ts";

// Boost: the shopper's checkout at Harbor & Pine (the store of the hero's
// email), the boosted cashback applied in the order summary. Drawn at
// 1200 × 760 for about 1000 px on screen, so no word is under 13 units
// (11 px there). The order summary is whole within the region phones show
// (app/assets/boost/surface.ts).


export function boostCheckout() {
  const a = new Art("bo-c", 1200, 760);
  const p = boost;
  const sans = { font: "sans", fill: c.muted, tracking: 0 } as const;
  const win = { x: 24, y: 24, w: 1152, h: 712, header: 56 };
  const hy = win.y + win.header / 2;
  const browser = windowFrame(a, p, win.x, win.y, win.w, win.h, win.header, 22) + urlField(a, win.x + 104, hy, 380, "harborandpine.example/checkout", 14);

  // The form, left.
  const fx = 72;
  const fw = 572;
  const field = (x: number, y: number, w: number, label: string, value: string) =>
    a.text(label, x, y, 13, { fill: c.inkSoft, tracking: 0 }) +
    rect(x, y + 10, w, 44, 10, "#fff", `stroke="#d5dae5" stroke-width="1.5"`) +
    a.text(value, x + 14, y + 38, 15, { font: "sans", fill: c.ink, tracking: 0 });
  const steps = ["Information", "Shipping", "Payment"];
  let stepX = fx;
  const crumbs = steps
    .map((step, i) => {
      const out =
        a.text(step, stepX, 166, 14, { fill: i === 2 ? c.ink : c.muted, font: i === 2 ? "bold" : "sans", tracking: 0 }) +
        (i < 2 ? icon("chevron-right", stepX + a.measure(step, 14, "sans", 0) + 14, 161, 14, "#9aa3b5", 2.2) : "");
      stepX += a.measure(step, 14, i === 2 ? "bold" : "sans", 0) + 30;
      return out;
    })
    .join("");
  const form =
    a.text("Harbor & Pine", fx, 132, 26, { font: "serif" }) +
    crumbs +
    a.text("Contact", fx, 214, 17) +
    field(fx, 240, fw, "Email", "maya.r@inbox.example") +
    a.text("Ship to", fx, 332, 17) +
    field(fx, 358, (fw - 16) / 2, "First name", "Maya") +
    field(fx + (fw + 16) / 2, 358, (fw - 16) / 2, "Last name", "Rivera") +
    field(fx, 432, fw, "Address", "28 Harbor Street, Apt 4") +
    a.text("Shipping method", fx, 528, 17) +
    rect(fx, 546, fw, 52, 12, "#fff", `stroke="#d5dae5" stroke-width="1.5"`) +
    circle(fx + 24, 572, 8, "#fff", `stroke="${c.ink}" stroke-width="5"`) +
    a.text("Standard · 3–5 business days", fx + 44, 577, 15, { font: "sans", fill: c.ink, tracking: 0 }) +
    a.text("Free", fx + fw - 18, 577, 15, { anchor: "end", tracking: 0 }) +
    a.text("Payment", fx, 636, 17) +
    rect(fx, 654, fw, 52, 12, "#fff", `stroke="${p.primary}" stroke-width="2"`) +
    circle(fx + 24, 680, 8, "#fff", `stroke="${p.primary}" stroke-width="5"`) +
    icon("credit-card", fx + 56, 680, 20, c.inkSoft) +
    a.text("Visa ending in 4242", fx + 76, 685, 15, { font: "sans", fill: c.ink, tracking: 0 }) +
    a.text("12 / 28", fx + fw - 18, 685, 14, { ...sans, anchor: "end" });

  // The order summary, right.
  const sx = 700;
  const sw = win.x + win.w - sx;
  const x0 = sx + 32;
  const w0 = sw - 64;
  const iy = 146;
  const tile = a.linear("tile", [[0, "#f5f2ff"], [1, "#e7e0ff"]], [0, 0, 0, 1]);
  const item =
    a.text("Order summary", x0, 120, 18) +
    a.text("1 item", x0 + w0, 120, 14, { ...sans, anchor: "end" }) +
    rect(x0, iy, 72, 72, 14, tile, `stroke="${c.line}"`) +
    sneaker(x0 + 6, iy + 24, 0.3, "#5b3df5", "#4328d8") +
    circle(x0 + 70, iy + 2, 11, c.muted) +
    a.text("1", x0 + 70, iy + 6.5, 13, { fill: "#fff", anchor: "middle", tracking: 0 }) +
    a.text("Trail Runner", x0 + 90, iy + 30, 16) +
    a.text("Indigo · Size 9", x0 + 90, iy + 52, 14, sans) +
    a.text("$128.00", x0 + w0, iy + 30, 16, { anchor: "end", tracking: 0 });

  // The boost: an offer card with the product's gradient border.
  const by = iy + 100;
  const bh = 132;
  const border = a.linear("border", [[0, p.primary], [1, p.accent]]);
  const fill = a.linear("fill", [[0, "#fff"], [1, p.bg]], [0, 0, 1, 0]);
  const boostCard =
    rect(x0 - 6, by - 6, w0 + 12, bh + 12, 22, p.accent, `opacity=".14"`) +
    rect(x0, by, w0, bh, 16, fill, `stroke="${border}" stroke-width="2.5"`) +
    mark(a, "boost", p, x0 + 18, by + 20, 44) +
    a.text("CASHBACK BOOST", x0 + 76, by + 36, 12, { fill: p.primary, tracking: 0.08 }) +
    a.text("+10% back applied", x0 + 76, by + 60, 20, { tracking: -0.02 }) +
    pill(x0 + w0 - 100, by + 20, 82, 26, minty.bg, `stroke="${minty.border}"`) +
    mark(a, "minty", minty, x0 + w0 - 93, by + 25, 16) +
    a.text("Minty", x0 + w0 - 73, by + 38, 13, { fill: minty.primary, tracking: 0 }) +
    `<path d="M${x0 + 18} ${by + 84}h${w0 - 36}" stroke="${p.border}" stroke-dasharray="4 4"/>` +
    icon("clock", x0 + 28, by + 108, 15, p.primary) +
    a.text("On top of your Minty cashback, for 48 hours", x0 + 44, by + 113, 13, { ...sans, fill: c.inkSoft });

  // Totals and cashback.
  const row = (y: number, label: string, value: string, options: { strong?: boolean; color?: string; size?: number } = {}) =>
    a.text(label, x0, y, options.size ?? 15, options.strong ? { fill: c.ink } : { font: "sans", fill: c.inkSoft, tracking: 0 }) +
    a.text(value, x0 + w0, y, options.size ?? 15, { anchor: "end", tracking: 0, fill: options.color ?? c.ink, font: options.strong || options.color ? "bold" : "sans" });
  const ty = 414;
  const cashRow = (y: number, label: string, value: string, color: string, strong = false) =>
    a.text(label, x0 + 16, y, 15, strong ? { fill: c.ink } : { font: "sans", fill: c.inkSoft, tracking: 0 }) +
    a.text(value, x0 + w0 - 16, y, 15, { anchor: "end", tracking: 0, fill: color });
  const cashback =
    rect(x0, ty + 100, w0, 116, 14, minty.bg, `stroke="${minty.border}"`) +
    cashRow(ty + 130, "Minty cashback (5%)", "$6.40", c.ink) +
    cashRow(ty + 158, "Cashback Boost (+10%)", "+$12.80", p.primary) +
    `<path d="M${x0 + 16} ${ty + 174}h${w0 - 32}" stroke="${minty.border}"/>` +
    circle(x0 + 26, ty + 194, 10, minty.primary) +
    tick(x0 + 26, ty + 194, 10, "#fff", 2.4) +
    a.text("You’ll get back", x0 + 44, ty + 199, 15) +
    a.text("$19.20", x0 + w0 - 16, ty + 200, 18, { anchor: "end", fill: minty.primary, tracking: -0.01 });
  const button =
    pill(x0, ty + 232, w0, 52, c.ink) +
    icon("lock", x0 + w0 / 2 - a.measure("Pay $128.00", 16) / 2 - 8, ty + 258, 16, "#fff", 2.2) +
    a.text("Pay $128.00", x0 + w0 / 2 + 12, ty + 263.5, 16, { fill: "#fff", anchor: "middle" });

  const top = win.y + win.header;
  const right = win.x + win.w;
  const bottom = win.y + win.h;
  const summary =
    `<path d="M${sx} ${top + 0.75}H${right}V${bottom - 22}a22 22 0 0 1-22 22H${sx}Z" fill="${c.canvas}"/>` +
    `<path d="M${sx} ${top}V${bottom}" stroke="${c.line}" stroke-width="1.5"/>` +
    item +
    boostCard +
    row(ty, "Subtotal", "$128.00") +
    row(ty + 30, "Shipping", "Free") +
    `<path d="M${x0} ${ty + 48}h${w0}" stroke="${c.line}" stroke-width="1.5"/>` +
    row(ty + 80, "Total", "$128.00", { strong: true, size: 19 }) +
    cashback +
    button;

  const body =
    backdrop(a, p, "#fff7ed", [
      [1120, 60, 360, p.accent, 0.2],
      [60, 720, 300, minty.accent, 0.12],
    ]) +
    browser + form + summary;
  write("app/assets/boost/checkout.svg", a, body);
}
