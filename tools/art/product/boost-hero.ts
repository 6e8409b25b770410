import { Art, write } from "./art.ts";
import { icon, type IconName } from "./icons.ts";
import { sneaker } from "./props.ts";
import { backdrop, windowFrame } from "./scenery.ts";
import { circle, mark, monogram, pill, raised, rect, shopper, tick } from "./shapes.ts";
import { boost, c, minty, safeopt } from "./style.ts";

// Boost: a SafeOpt email in the inbox with the Cashback Boost block. Boost sits
// between the two products: its own tokens (--color-boost*, orange and amber,
// as on its channel card and logo) for the offer and the flow, inside a
// SafeOpt email, with Minty green for the cashback that lands.

export function boostHero() {
  const a = new Art("bo-h", 960, 720);
  const p = boost;
  const win = { x: 40, y: 48, w: 660, h: 628, header: 56 };
  const hy = win.y + win.header / 2;
  const inner = win.x + 32;
  const innerW = win.w - 64;
  const header =
    windowFrame(a, p, win.x, win.y, win.w, win.h, win.header, 26) +
    pill(win.x + 150, hy - 15, 300, 30, c.field) +
    icon("search", win.x + 170, hy, 14, "#9aa3b5", 2.4) +
    pill(win.x + 186, hy - 4, 110, 8, "#d8dce7") +
    shopper(a, 1, win.x + win.w - 48, hy - 15, 30);
  const meta =
    monogram(a, "H&P", inner + 22, win.y + 98, 22, "#ff8a8a", c.coral, "hp") +
    a.text("Harbor & Pine", inner + 56, win.y + 94, 16) +
    a.text("to Maya · 9:41", inner + 56, win.y + 113, 12.5, { font: "sans", fill: c.muted, tracking: 0 }) +
    pill(inner + innerW - 150, win.y + 86, 150, 26, safeopt.bg, `stroke="${safeopt.border}"`) +
    mark(a, "safeopt", safeopt, inner + innerW - 143, win.y + 90, 18) +
    a.text("Sent by SafeOpt", inner + innerW - 119, win.y + 103.5, 12, { fill: safeopt.primary });

  // The email itself.
  const ex = inner;
  const ey = win.y + 134;
  const ew = innerW;
  const eh = win.h - 134 - 24;
  const ecx = ex + ew / 2;
  const tile = a.linear("lav", [[0, "#f5f2ff"], [1, "#e7e0ff"]], [0, 0, 0, 1]);
  const email =
    rect(ex, ey, ew, eh, 20, c.canvas, `stroke="${c.line}"`) +
    a.text("Harbor & Pine", ecx, ey + 40, 22, { font: "serif", anchor: "middle" }) +
    rect(ex + 24, ey + 58, ew - 48, 124, 16, tile) +
    sneaker(ecx - 100, ey + 74, 1, "#5b3df5", "#4328d8") +
    a.text("Still thinking it over, Maya?", ecx, ey + 216, 21, { anchor: "middle", tracking: -0.02 }) +
    a.text("Your Trail Runner is still in your cart.", ecx, ey + 240, 14, { font: "sans", fill: c.muted, anchor: "middle", tracking: 0 });

  // The Boost block.
  const bx = ex + 24;
  const by = ey + 266;
  const bw = ew - 48;
  const bh = 124;
  const border = a.linear("border", [[0, p.primary], [1, p.accent]]);
  const fill = a.linear("fill", [[0, "#fff"], [1, p.bg]], [0, 0, 1, 0]);
  const button = a.linear("button", [[0, p.primary], [1, p.accent]], [0, 0, 1, 0]);
  const block =
    rect(bx - 7, by - 7, bw + 14, bh + 14, 24, p.accent, `opacity=".16"`) +
    rect(bx, by, bw, bh, 18, fill, `stroke="${border}" stroke-width="2.5"`) +
    mark(a, "boost", p, bx + 22, by + 34, 56) +
    a.text("CASHBACK BOOST", bx + 96, by + 42, 12, { fill: p.primary, tracking: 0.12 }) +
    a.text("+10%", bx + 96, by + 80, 34, { fill: p.primary, tracking: -0.03 }) +
    a.text("back", bx + 102 + a.measure("+10%", 34, "bold", -0.03), by + 80, 34, { tracking: -0.03 }) +
    a.text("on top of your Minty cashback, for 48 hours", bx + 96, by + 103, 12.5, { font: "sans", fill: c.muted, tracking: 0 }) +
    pill(bx + bw - 140, by + 42, 118, 42, button) +
    icon("zap", bx + bw - 118, by + 63, 16, "#fff", 2.4) +
    a.text("Activate", bx + bw - 104, by + 68.5, 15, { fill: "#fff" }) +
    // "with Minty" tab on the top edge.
    pill(bx + bw - 128, by - 13, 106, 26, "#fff", `stroke="${minty.border}" stroke-width="1.5"`) +
    mark(a, "minty", minty, bx + bw - 121, by - 7, 14) +
    a.text("with Minty", bx + bw - 101, by + 4.5, 12, { fill: minty.primary });
  const cta =
    pill(ex + 24, by + bh + 20, ew - 48 - 130, 46, c.ink) +
    a.text("Complete my order", ex + 24 + (ew - 48 - 130) / 2, by + bh + 49, 16, { fill: "#fff", anchor: "middle" }) +
    a.text("$128.00", ex + ew - 24, by + bh + 50, 20, { anchor: "end" });

  // The flow: Offer → Click → Activate → Purchase.
  const fx = 680;
  const fy = 136;
  const fw = 248;
  const steps: [IconName, string, string][] = [
    ["gift", "Offer", "In the SafeOpt email"],
    ["mouse-pointer-click", "Click", "Maya opens the deal"],
    ["zap", "Activate", "+10% back switched on"],
    ["shopping-bag", "Purchase", "Cashback to her wallet"],
  ];
  const disc = a.linear("disc", [[0, p.primary], [1, p.accent]]);
  const flow =
    raised(p.deep, "md", fx, fy, fw, 312, 22, "#fff") +
    mark(a, "boost", p, fx + 20, fy + 20, 30) +
    a.text("Cashback Boost", fx + 60, fy + 41, 16) +
    `<path d="M${fx + 40} ${fy + 100}v180" stroke="${p.border}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>` +
    steps
      .map(([name, title, sub], i) => {
        const y = fy + 96 + i * 58;
        const active = i === 3;
        return (
          circle(fx + 40, y, 20, active ? disc : p.bg, active ? "" : `stroke="${p.border}" stroke-width="1.5"`) +
          icon(name, fx + 40, y, 18, active ? "#fff" : p.primary) +
          a.text(title, fx + 72, y - 2, 15) +
          a.text(sub, fx + 72, y + 16, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
          circle(fx + fw - 26, y, 9, minty.accent) +
          tick(fx + fw - 26, y, 9)
        );
      })
      .join("");

  const coin = a.linear("coin", [[0, minty.primary], [1, minty.accent]]);
  const toast =
    raised(p.deep, "md", 656, 496, 280, 72, 22, "#fff") +
    circle(694, 532, 22, coin) +
    tick(694, 532, 20, "#fff", 4) +
    a.text("+$12.80 cashback", 728, 528, 17, { fill: minty.primary }) +
    a.text("Boost applied to the order", 728, 548, 12.5, { font: "sans", fill: c.muted, tracking: 0 });

  const body =
    backdrop(a, p, minty.bg, [
      [900, 60, 300, p.accent, 0.2],
      [60, 700, 300, minty.accent, 0.16],
      [20, 240, 220, safeopt.accent, 0.1],
    ]) +
    header + meta + email + block + cta + flow + toast;
  write("app/assets/boost/hero.svg", a, body);
}
