import { Art, write } from "./art.ts";
import { icon } from "./icons.ts";
import { sneaker } from "./props.ts";
import { backdrop, statusPill, windowFrame } from "./scenery.ts";
import { circle, mark, monogram, pill, raised, raisedCircle, rect, shopper, tick } from "./shapes.ts";
import { c, safeopt } from "./style.ts";

// SafeOpt benefits (640 × 480): one window in the same place, the benefit
// inside it, a status pill over its lower right corner.

const B = { x: 40, y: 36, w: 560, h: 384, header: 52 };
const BX = B.x + 24; // content left
const BW = B.w - 48; // content width

function benefitFrame(a: Art, title: string): string {
  const p = safeopt;
  const header = B.y + B.header / 2;
  return (
    backdrop(a, p, "#e0f2fe", [
      [600, 40, 240, p.accent, 0.22],
      [40, 470, 230, p.primary, 0.14],
    ]) +
    windowFrame(a, p, B.x, B.y, B.w, B.h, B.header) +
    mark(a, "safeopt", p, B.x + 96, header - 12, 24) +
    a.text("SafeOpt", B.x + 128, header + 5.5, 15) +
    a.text(title, B.x + 128 + a.measure("SafeOpt", 15) + 10, header + 5.5, 15, { font: "sans", fill: c.muted, tracking: 0 }) +
    shopper(a, 4, B.x + B.w - 44, header - 14, 28)
  );
}

export function benefitRecover() {
  const a = new Art("so-b1", 640, 480);
  const p = safeopt;
  const top = B.y + B.header + 18;
  // Anonymous visitor.
  const ax = BX;
  const aw = 188;
  const ah = 188;
  const acx = ax + aw / 2;
  const anonymous =
    rect(ax, top, aw, ah, 18, "#f8fafc", `stroke="#cbd5e1" stroke-width="1.5" stroke-dasharray="5 5"`) +
    circle(acx, top + 62, 38, "#e2e8f0") +
    `<g ${a.clip("anon", `<circle cx="${acx}" cy="${top + 62}" r="38"/>`)}>${circle(acx, top + 52, 14, "#94a3b8")}<path d="M${acx - 30} ${top + 102}c2-20 14-30 30-30s28 10 30 30Z" fill="#94a3b8"/></g>` +
    circle(acx + 30, top + 32, 13, "#fff", `stroke="#cbd5e1" stroke-width="1.5"`) +
    a.text("?", acx + 30, top + 38, 17, { fill: "#64748b", anchor: "middle" }) +
    a.text("Anonymous visitor", acx, top + 128, 14, { fill: c.muted, anchor: "middle" }) +
    pill(acx - 60, top + 142, 120, 9, "#e2e8f0") +
    pill(acx - 42, top + 159, 84, 9, "#e2e8f0");

  // Recognised: the arrow through SafeOpt.
  const mid = top + ah / 2;
  const nodeX = ax + aw + 50;
  const ring = a.linear("node", [[0, p.primary], [1, p.accent]]);
  const arrow =
    `<path d="M${ax + aw + 8} ${mid}H${nodeX + 44}" stroke="${p.primary}" stroke-width="3" stroke-dasharray="1 9" stroke-linecap="round"/>` +
    `<path d="m${nodeX + 38} ${mid - 6} 7 6-7 6" fill="none" stroke="${p.primary}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` +
    circle(nodeX, mid, 32, p.accent, `opacity=".14"`) +
    raisedCircle(p.deep, "sm", nodeX, mid, 24, ring) +
    icon("fingerprint-pattern", nodeX, mid, 26, "#fff", 2);

  // Identified shopper.
  const ix = nodeX + 60;
  const iw = BX + BW - ix;
  const icx = ix + iw / 2;
  const identified =
    raised(p.deep, "md", ix, top - 6, iw, ah + 12, 18, "#fff", `stroke="${p.border}" stroke-width="1.5"`) +
    circle(icx, top + 50, 40, p.bg) +
    shopper(a, 1, icx - 36, top + 14, 72) +
    circle(icx + 28, top + 78, 12, p.primary, `stroke="#fff" stroke-width="3"`) +
    tick(icx + 28, top + 78, 12) +
    a.text("Maya Rivera", icx, top + 122, 17, { anchor: "middle" }) +
    a.text("maya.r@inbox.example", icx, top + 141, 12, { font: "sans", fill: c.muted, anchor: "middle", tracking: 0 });
  const chipW = a.measure("High intent", 12) + 34;
  const chip =
    pill(icx - chipW / 2, top + 154, chipW, 24, p.bg, `stroke="${p.border}"`) +
    icon("zap", icx - chipW / 2 + 14, top + 166, 12, p.primary, 2.4) +
    a.text("High intent", icx - chipW / 2 + 24, top + 170, 12, { fill: p.primary });

  // Intent signals.
  const sy = top + ah + 18;
  const gap = 12;
  const sw = (BW - 2 * gap) / 3;
  const signals = (
    [
      ["eye", "Viewed 3 items"],
      ["shopping-cart", "Added to cart"],
      ["log-out", "Left the store"],
    ] as const
  )
    .map(([name, label], i) => {
      const x = BX + i * (sw + gap);
      return (
        rect(x, sy, sw, 56, 14, c.canvas, `stroke="${c.line}"`) +
        circle(x + 28, sy + 28, 16, p.bg) +
        icon(name, x + 28, sy + 28, 17, p.primary) +
        circle(x + 40, sy + 39, 7.5, "#10b981", `stroke="${c.canvas}" stroke-width="2"`) +
        tick(x + 40, sy + 39, 7.5) +
        a.text(label, x + 54, sy + 26, 13) +
        pill(x + 54, sy + 34, sw - 76, 7, c.skeletonSoft)
      );
    })
    .join("");

  const body =
    benefitFrame(a, "Visitors") + anonymous + arrow + identified + chip + signals +
    statusPill(a, p, 612, 392, "user-round-check", "Shopper recognised", "Ready for a personal offer");
  write("app/assets/safeopt/benefit-1.svg", a, body);
}

export function benefitInbox() {
  const a = new Art("so-b2", 640, 480);
  const p = safeopt;
  const top = B.y + B.header;
  // The inbox list behind.
  const rowY = [top + 70, top + 148, top + 226];
  const header =
    a.text("Inbox", BX, top + 40, 22) +
    pill(BX + 72, top + 22, 62, 24, p.bg) +
    a.text("1 new", BX + 103, top + 38.5, 12, { fill: p.primary, anchor: "middle" }) +
    pill(BX + BW - 150, top + 24, 64, 20, c.field) +
    pill(BX + BW - 78, top + 24, 78, 20, c.field);
  const rows = rowY
    .map((y, i) => {
      const tone = (["#fde68a", "#dbeafe", "#fbcfe8"] as const)[i] ?? "#dbeafe";
      return (
        (i ? `<path d="M${BX} ${y - 10}h${BW}" stroke="${c.line}" stroke-width="1.5"/>` : "") +
        circle(BX + 24, y + 30, 20, tone) +
        pill(BX + 58, y + 16, 120 + i * 24, 11, c.skeleton) +
        pill(BX + 58, y + 36, 260 - i * 30, 9, c.skeletonSoft) +
        pill(BX + BW - 48, y + 17, 40, 9, c.skeletonSoft)
      );
    })
    .join("");

  // The personal email landing on top.
  const ex = BX + 96;
  const ey = top + 48;
  const ew = 330;
  const eh = 250;
  const tile = a.linear("tile", [[0, "#f5f9ff"], [1, "#dbeafe"]], [0, 0, 0, 1]);
  const button = a.linear("button", [[0, p.primary], [1, p.accent]]);
  const email =
    `<g transform="rotate(-3 ${ex + ew / 2} ${ey + eh / 2})">` +
    raised(p.deep, "lg", ex, ey, ew, eh, 20, "#fff", `stroke="${p.border}" stroke-width="1.5"`) +
    monogram(a, "H&P", ex + 34, ey + 34, 18, "#ff8a8a", c.coral, "hp") +
    a.text("Harbor & Pine", ex + 62, ey + 31, 14) +
    a.text("to Maya", ex + 62, ey + 48, 11.5, { font: "sans", fill: c.muted, tracking: 0 }) +
    pill(ex + ew - 62, ey + 22, 44, 22, "#dcfce7") +
    a.text("New", ex + ew - 40, ey + 37, 11.5, { fill: "#047857", anchor: "middle" }) +
    rect(ex + 16, ey + 66, 112, 112, 14, tile) +
    sneaker(ex + 22, ey + 96, 0.5, p.primary, "#1e3a8a") +
    a.text("Still thinking,", ex + 142, ey + 88, 17) +
    a.text("Maya?", ex + 142, ey + 109, 17) +
    a.text("Your Trail Runner is", ex + 142, ey + 132, 12.5, { font: "sans", fill: c.muted, tracking: 0 }) +
    a.text("waiting, now 10% off.", ex + 142, ey + 149, 12.5, { font: "sans", fill: c.muted, tracking: 0 }) +
    pill(ex + 142, ey + 158, 54, 20, "#fef3c7") +
    a.text("−10%", ex + 169, ey + 172, 12, { fill: "#b45309", anchor: "middle" }) +
    pill(ex + 16, ey + 194, ew - 32, 40, button) +
    a.text("Complete my order", ex + ew / 2, ey + 219, 14.5, { fill: "#fff", anchor: "middle" }) +
    `</g>`;
  // Where it lands: the top row, highlighted.
  const slot = rect(BX - 8, rowY[0]! - 8, BW + 16, 76, 16, p.bg, `stroke="${p.border}" stroke-width="1.5" stroke-dasharray="6 5"`);
  const sparkle = circle(ex + ew + 6, ey + 8, 18, p.primary, `stroke="#fff" stroke-width="3"`) + icon("sparkles", ex + ew + 6, ey + 8, 18, "#fff", 2);

  const body =
    benefitFrame(a, "Inbox") + header + slot + rows + email + sparkle +
    statusPill(a, p, 612, 392, "mail-check", "Landed in the inbox", "Personalised for each shopper");
  write("app/assets/safeopt/benefit-2.svg", a, body);
}

export function benefitPricing() {
  const a = new Art("so-b3", 640, 480);
  const p = safeopt;
  const top = B.y + B.header;
  const heading =
    a.text("Campaign results", BX, top + 38, 18) +
    pill(BX + BW - 108, top + 20, 108, 26, c.field) +
    a.text("Last 30 days", BX + BW - 54, top + 37.5, 12, { font: "sans", fill: c.muted, anchor: "middle", tracking: 0 });
  // KPI tiles.
  const ky = top + 60;
  const gap = 12;
  const kw = (BW - 2 * gap) / 3;
  const kpis = (
    [
      ["Revenue", "$84.2k", "+32%"],
      ["Cost per acquisition", "$11.60", "fixed"],
      ["ROAS", "9.4×", "+18%"],
    ] as const
  )
    .map(([label, value, delta], i) => {
      const x = BX + i * (kw + gap);
      const highlight = i === 1;
      return (
        rect(x, ky, kw, 74, 14, highlight ? p.bg : c.canvas, `stroke="${highlight ? p.border : c.line}"`) +
        a.text(label, x + 14, ky + 24, 11.5, { font: "sans", fill: highlight ? p.primary : c.muted, tracking: 0 }) +
        a.text(value, x + 14, ky + 55, 24, { tracking: -0.02 }) +
        (delta === "fixed"
          ? pill(x + kw - 58, ky + 38, 46, 20, "#fff", `stroke="${p.border}"`) + a.text("CPA", x + kw - 35, ky + 52, 11, { fill: p.primary, anchor: "middle" })
          : a.text(delta, x + kw - 14, ky + 54, 13, { fill: "#047857", anchor: "end" }))
      );
    })
    .join("");

  // Chart: revenue bars with the small cost that came only with orders.
  const cx = BX;
  const cy = ky + 92;
  const ch = 132;
  const base = cy + ch;
  const values = [34, 44, 42, 54, 62, 60, 74, 86, 96, 112];
  const barW = 22;
  const step = 33;
  const barFill = a.linear("bar", [[0, p.accent], [1, p.primary]], [0, 0, 0, 1]);
  const grid = [0, 1, 2].map((i) => `<path d="M${cx} ${cy + 12 + i * 40}h${BW - 170}" stroke="${c.line}" stroke-dasharray="3 5"/>`).join("");
  const bars = values
    .map((v, i) => {
      const x = cx + 6 + i * step;
      const cost = Math.round(v * 0.11);
      return rect(x, base - v, barW, v, 6, barFill) + rect(x, base - cost, barW, cost, 4, "#fbbf24");
    })
    .join("");
  const legendX = cx + BW - 150;
  const legend =
    rect(legendX, cy + 6, 150, ch - 6, 14, "#fff", `stroke="${c.line}"`) +
    rect(legendX + 16, cy + 24, 12, 12, 3, barFill) +
    a.text("Revenue", legendX + 36, cy + 34.5, 12.5, { font: "sans", fill: c.inkSoft, tracking: 0 }) +
    rect(legendX + 16, cy + 48, 12, 12, 3, "#fbbf24") +
    a.text("Your cost", legendX + 36, cy + 58.5, 12.5, { font: "sans", fill: c.inkSoft, tracking: 0 }) +
    `<path d="M${legendX + 16} ${cy + 76}h118" stroke="${c.line}"/>` +
    a.text("per order only", legendX + 16, cy + 96, 12.5, { fill: p.primary }) +
    a.text("$0 per click or send", legendX + 16, cy + 114, 12, { font: "sans", fill: c.muted, tracking: 0 });
  const chart = grid + `<path d="M${cx} ${base + 0.5}h${BW - 170}" stroke="#cbd5e1" stroke-width="1.5"/>` + bars + legend;

  const body =
    benefitFrame(a, "Performance") + heading + kpis + chart +
    statusPill(a, p, 612, 392, "shield-check", "Pay only for results", "Guaranteed ROAS, CPA pricing");
  write("app/assets/safeopt/benefit-3.svg", a, body);
}

export function benefitLaunch() {
  const a = new Art("so-b4", 640, 480);
  const p = safeopt;
  const top = B.y + B.header;
  // The one-line tag.
  const ty = top + 18;
  const code =
    rect(BX, ty, BW, 56, 14, c.ink) +
    icon("code-xml", BX + 26, ty + 28, 18, "#7dd3fc") +
    a.text("<script", BX + 48, ty + 33, 14, { font: "mono", fill: "#7dd3fc", tracking: 0 }) +
    a.text("src=", BX + 48 + a.measure("<script ", 14, "mono", 0), ty + 33, 14, { font: "mono", fill: "#c4b5fd", tracking: 0 }) +
    a.text('"safeopt.js"', BX + 48 + a.measure("<script src=", 14, "mono", 0), ty + 33, 14, { font: "mono", fill: "#86efac", tracking: 0 }) +
    a.text("async>", BX + 48 + a.measure('<script src="safeopt.js" ', 14, "mono", 0), ty + 33, 14, { font: "mono", fill: "#7dd3fc", tracking: 0 }) +
    pill(BX + BW - 96, ty + 14, 82, 28, "#1e293b") +
    icon("check", BX + BW - 78, ty + 28, 14, "#86efac", 2.6) +
    a.text("Copied", BX + BW - 66, ty + 32.5, 12, { fill: "#e2e8f0" });

  // The switch, on.
  const sy = ty + 72;
  const track = a.linear("track", [[0, p.primary], [1, p.accent]], [0, 0, 1, 0]);
  const disc = a.linear("disc", [[0, p.primary], [1, p.accent]]);
  const toggle =
    rect(BX, sy, BW, 68, 16, p.bg, `stroke="${p.border}"`) +
    circle(BX + 34, sy + 34, 20, disc) +
    icon("rocket", BX + 34, sy + 34, 20, "#fff", 2) +
    a.text("SafeOpt is live", BX + 66, sy + 30, 16) +
    a.text("Recovering shoppers on your store", BX + 66, sy + 49, 12.5, { font: "sans", fill: c.muted, tracking: 0 }) +
    pill(BX + BW - 78, sy + 18, 60, 32, track) +
    raisedCircle(p.deep, "sm", BX + BW - 34, sy + 34, 13, "#fff");

  // Checklist.
  const steps = [
    ["Paste the tag on your store", "1 min"],
    ["Connect your product catalogue", "2 min"],
    ["Approve your first offer", "Done"],
  ] as const;
  const ly = sy + 84;
  const list = steps
    .map(([label, time], i) => {
      const y = ly + i * 44;
      return (
        (i ? `<path d="M${BX + 44} ${y - 6}h${BW - 44}" stroke="${c.line}" stroke-width="1.5"/>` : "") +
        circle(BX + 16, y + 16, 14, "#10b981") +
        tick(BX + 16, y + 16, 14) +
        a.text(label, BX + 44, y + 21, 14.5, { fill: c.inkSoft }) +
        pill(BX + BW - 56, y + 6, 56, 20, time === "Done" ? "#dcfce7" : c.field) +
        a.text(time, BX + BW - 28, y + 20.5, 11.5, { fill: time === "Done" ? "#047857" : c.muted, anchor: "middle" })
      );
    })
    .join("");

  const body =
    benefitFrame(a, "Setup") + code + toggle + list +
    statusPill(a, p, 612, 392, "zap", "Live in a day", "No setup costs, no contract");
  write("app/assets/safeopt/benefit-4.svg", a, body);
}
