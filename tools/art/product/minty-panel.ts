import { fmt } from "../../lib/svg.ts";
import { Art, write } from "./art.ts";
import { icon } from "./icons.ts";
import { extensionButtons, mintyPanel, storePage } from "./minty-hero.ts";
import { headphones } from "./props.ts";
import { backdrop, urlField, windowFrame } from "./scenery.ts";
import { circle, monogram, pill, rect } from "./shapes.ts";
import { c, minty } from "./style.ts";

// Minty: the extension's panel open over a store page (Brightwell's Studio
// One, not the hero's bottle: the page shows each scene once), at full size: the cashback offer with its activate
// button, and the assistant's suggestion. Drawn at 1200 × 760 for about
// 1000 px on screen, so no word is under 13 units (11 px there). The panel
// is whole within the region phones show
// (app/assets/minty/surface.ts).


export function mintyPanelShot() {
  const a = new Art("mi-p", 1200, 760);
  const p = minty;
  const sans = { font: "sans", fill: c.muted, tracking: 0 } as const;
  const win = { x: 24, y: 24, w: 1152, h: 712, header: 60 };
  const hy = win.y + win.header / 2;
  const mintyX = win.x + win.w - 44;
  const browser =
    windowFrame(a, p, win.x, win.y, win.w, win.h, win.header, 22) +
    urlField(a, win.x + 104, hy, 420, "brightwell.example/studio-one", 14) +
    extensionButtons(a, mintyX, hy);
  const page =
    storePage(a, 64, 116, 640, "headphones", 1.4) +
    // The rest of the product page under the fold of the window.
    ([["#5eead4", "#0f766e"], ["#94a3b8", "#1e293b"], ["#fcd34d", "#d97706"]] as const)
      .map(([main, dark], i) => rect(64 + i * 142, 632, 126, 80, 14, c.canvas, `stroke="${c.line}"`) + headphones(97 + i * 142, 638, 0.52, main, dark))
      .join("");

  // The panel.
  const px = 760;
  const py = hy + 40;
  const pw = 384;
  const ph = 600;
  const x0 = px + 20;
  const w0 = pw - 40;
  const button = a.linear("button", [[0, p.primary], [1, p.accent]], [0, 0, 1, 0]);
  const offerY = py + 80;
  const offer =
    rect(x0, offerY, w0, 196, 18, p.bg, `stroke="${p.border}" stroke-width="1.5"`) +
    monogram(a, "B", x0 + 36, offerY + 38, 18, "#60a5fa", "#1d4ed8", "store") +
    a.text("Brightwell", x0 + 64, offerY + 35, 15) +
    a.text("Cashback on this order", x0 + 64, offerY + 54, 13, sans) +
    a.text("5%", x0 + 18, offerY + 114, 40, { fill: p.primary, tracking: -0.03 }) +
    a.text("cashback", x0 + 24 + a.measure("5%", 40, "bold", -0.03), offerY + 114, 20, { fill: p.primary }) +
    a.text("$6.45 back", x0 + w0 - 18, offerY + 106, 16, { anchor: "end" }) +
    a.text("on $129.00", x0 + w0 - 18, offerY + 124, 13, { ...sans, anchor: "end" }) +
    pill(x0 + 16, offerY + 140, w0 - 32, 44, button) +
    icon("zap", x0 + w0 / 2 - a.measure("Activate cashback", 16) / 2 - 6, offerY + 162, 17, "#fff", 2.2) +
    a.text("Activate cashback", x0 + w0 / 2 + 12, offerY + 167.5, 16, { fill: "#fff", anchor: "middle" });

  // The assistant's suggestion: a message, the price history it is based on, and quick replies.
  const ay = offerY + 220;
  const violet = "#7c3aed";
  const history = [58, 56, 57, 55, 57, 54, 55, 53, 52, 53, 50, 48];
  const sx = x0 + 16;
  const sw = w0 - 32;
  const sy = ay + 104;
  const sh = 44;
  const points = history.map((value, i) => `${fmt(sx + (i / (history.length - 1)) * sw)} ${fmt(sy + sh - ((value - 46) / 14) * sh)}`);
  const assistant =
    circle(x0 + 16, ay + 14, 16, "#f5f3ff") +
    icon("sparkles", x0 + 16, ay + 14, 17, violet) +
    a.text("Minty assistant", x0 + 42, ay + 19, 15) +
    pill(x0 + 50 + a.measure("Minty assistant", 15), ay + 5, 28, 19, "#f5f3ff") +
    a.text("AI", x0 + 64 + a.measure("Minty assistant", 15), ay + 19, 12, { fill: violet, anchor: "middle", tracking: 0 }) +
    rect(x0, ay + 40, w0, 136, 16, c.canvas, `stroke="${c.line}"`) +
    a.text("Good time to buy: these are 12%", x0 + 16, ay + 66, 14, { font: "sans", fill: c.ink, tracking: 0 }) +
    a.text("below their usual price this month.", x0 + 16, ay + 86, 14, { font: "sans", fill: c.ink, tracking: 0 }) +
    `<path d="M${points.join("L")}" fill="none" stroke="${violet}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    circle(sx + sw, sy + sh - (2 / 14) * sh, 4.5, "#fff", `stroke="${violet}" stroke-width="2.5"`) +
    a.text("90 days ago", sx, sy + sh + 20, 13, sans) +
    a.text("Now $129.00", sx + sw, sy + sh + 20, 13, { fill: violet, anchor: "end", tracking: 0 }) +
    ["Compare colors", "Track price"]
      .map((label, i) => {
        const w = a.measure(label, 13, "bold", 0) + 28;
        const x = x0 + (i ? a.measure("Compare colors", 13, "bold", 0) + 38 : 0);
        return pill(x, ay + 190, w, 30, "#fff", `stroke="${c.line}" stroke-width="1.5"`) + a.text(label, x + 14, ay + 209.5, 13, { fill: c.inkSoft, tracking: 0 });
      })
      .join("");

  const wallet =
    `<path d="M${px} ${py + ph - 56}h${pw}" stroke="${c.line}" stroke-width="1.5"/>` +
    circle(x0 + 16, py + ph - 28, 16, p.bg) +
    icon("wallet", x0 + 16, py + ph - 28, 17, p.primary) +
    a.text("Wallet balance", x0 + 42, py + ph - 23, 14) +
    a.text("$42.18", x0 + w0, py + ph - 23, 15, { anchor: "end" });

  const panel = mintyPanel(a, px, py, pw, ph, mintyX, "Cashback") + offer + assistant + wallet;

  const body =
    backdrop(a, p, "#e6fffa", [
      [1100, 60, 360, p.accent, 0.22],
      [80, 720, 320, p.primary, 0.1],
    ]) +
    browser + page + panel;
  write("app/assets/minty/panel.svg", a, body);
}
