import { fmt } from "../../lib/svg.ts";
import { Art, write } from "./art.ts";
import { icon, type IconName } from "./icons.ts";
import { sneaker } from "./props.ts";
import { backdrop, windowFrame } from "./scenery.ts";
import { circle, mark, monogram, pill, raised, rect, shopper } from "./shapes.ts";
import { c, safeopt } from "./style.ts";

// SafeOpt: the reporting dashboard of one store (Harbor & Pine, the store of
// the hero video). Drawn at 1200 × 760 for about 1000 px on screen, so no word
// is under 13 units (11 px there). The left column (KPIs and the revenue
// chart) is whole within the region phones show
// (app/assets/safeopt/surface.ts).

/** The 30 days of recovered revenue, scaled so they add up to the KPI's total (377 orders × $128). */
const TOTAL = 48_256;
const shape = [46, 52, 49, 58, 61, 55, 64, 70, 66, 68, 77, 81, 74, 85, 90, 86, 95, 99, 93, 104, 112, 106, 115, 121, 117, 130, 126, 134, 141, 148];
const sum = shape.reduce((total, value) => total + value, 0);
const daily = shape.map((value) => (value * TOTAL) / sum);

/** A smooth line through the points (Catmull-Rom as cubic Béziers). */
function smooth(points: [number, number][]): string {
  let d = `M${fmt(points[0]![0])} ${fmt(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [points[i - 1] ?? points[i]!, points[i]!, points[i + 1]!, points[i + 2] ?? points[i + 1]!];
    const k = 1 / 6;
    d += `C${fmt(p1[0] + (p2[0] - p0[0]) * k)} ${fmt(p1[1] + (p2[1] - p0[1]) * k)} ${fmt(p2[0] - (p3[0] - p1[0]) * k)} ${fmt(p2[1] - (p3[1] - p1[1]) * k)} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return d;
}

type Kpi = { label: string; value: string; delta: string; icon: IconName };
const kpis: Kpi[] = [
  { label: "Recovered revenue", value: "$48,256", delta: "+18.4%", icon: "trending-up" },
  { label: "Return on ad spend", value: "10.0x", delta: "+1.3x", icon: "zap" },
  { label: "Recovered orders", value: "377", delta: "+12.1%", icon: "package-check" },
  { label: "Cost per order", value: "$12.80", delta: "Fixed CPA", icon: "tag" },
];

type Order = { who: number | [string, string, string]; name: string; when: string; product: string; shoe?: string; amount: string };
const orders: Order[] = [
  { who: 1, name: "Maya Rivera", when: "2 min ago", product: "Trail Runner", shoe: "#5b3df5", amount: "$128.00" },
  { who: 2, name: "Jonah Park", when: "18 min ago", product: "Trail Runner × 2", shoe: "#0f766e", amount: "$256.00" },
  { who: ["AL", "#a78bfa", "#7c3aed"], name: "Ava Lindqvist", when: "41 min ago", product: "Ridge Hiker", shoe: "#b45309", amount: "$164.00" },
  { who: 4, name: "Lena Fischer", when: "1 h ago", product: "Trail Runner", shoe: "#f0515c", amount: "$128.00" },
  { who: 3, name: "Sam Okafor", when: "2 h ago", product: "Canvas Tote", amount: "$58.00" },
  { who: ["RD", "#7dd3fc", "#0284c7"], name: "Ravi Desai", when: "3 h ago", product: "Ridge Hiker", shoe: "#334155", amount: "$164.00" },
  { who: 5, name: "Nora Blake", when: "4 h ago", product: "Trail Runner", shoe: "#5b3df5", amount: "$128.00" },
];


export function safeoptReporting() {
  const a = new Art("so-r", 1200, 760);
  const p = safeopt;
  const sans = { font: "sans", fill: c.muted, tracking: 0 } as const;
  const win = { x: 24, y: 24, w: 1152, h: 712, header: 56 };
  const hy = win.y + win.header / 2;
  const chrome =
    windowFrame(a, p, win.x, win.y, win.w, win.h, win.header, 22) +
    mark(a, "safeopt", p, 112, hy - 12, 24) +
    a.text("SafeOpt", 144, hy + 6, 17) +
    a.text("/", 222, hy + 6, 17, { ...sans, fill: "#cbd5e1" }) +
    a.text("Reporting", 238, hy + 6, 16, sans) +
    // Store and period, at the right of the title bar.
    pill(876, hy - 17, 134, 34, c.field) +
    icon("calendar", 898, hy, 16, c.muted) +
    a.text("Last 30 days", 914, hy + 5, 14, { ...sans, fill: c.inkSoft }) +
    monogram(a, "H&P", 1042, hy, 17, "#ff8a8a", c.coral, "hp") +
    a.text("Harbor & Pine", 1066, hy + 5, 14, { fill: c.ink });

  // Page title.
  const title = a.text("Recovered revenue", 56, 126, 24, { tracking: -0.02 }) + a.text("Harbor & Pine · Nov 1 – Nov 30", 56, 150, 14, sans);

  // KPIs: two rows of two in the left column.
  const kw = 192;
  const kh = 104;
  const kpiCards = kpis
    .map((kpi, i) => {
      const x = 56 + (i % 2) * (kw + 16);
      const y = 172 + Math.floor(i / 2) * (kh + 16);
      const fixed = !kpi.delta.startsWith("+");
      return (
        rect(x, y, kw, kh, 16, "#fff", `stroke="${c.line}" stroke-width="1.5"`) +
        a.text(kpi.label, x + 16, y + 28, 14, { ...sans, fill: c.inkSoft }) +
        a.text(kpi.value, x + 16, y + 64, 27, { tracking: -0.03, fill: i === 0 ? p.primary : c.ink }) +
        pill(x + 16, y + 76, a.measure(kpi.delta, 13, "bold", 0) + (fixed ? 16 : 30), 20, fixed ? c.field : "#dcfce7") +
        (fixed ? "" : icon("trending-up", x + 28, y + 86, 13, "#15803d", 2.4)) +
        a.text(kpi.delta, x + (fixed ? 24 : 38), y + 90.5, 13, { fill: fixed ? c.muted : "#15803d", tracking: 0 })
      );
    })
    .join("");

  // The chart: daily recovered revenue.
  const cx0 = 56;
  const cy0 = 412;
  const cw = 400;
  const ch = 300;
  const plot = { x: 104, y: cy0 + 100, w: 334, h: 150 };
  const max = 3000;
  const px = (i: number) => plot.x + (i / (daily.length - 1)) * plot.w;
  const py = (value: number) => plot.y + plot.h - (value / max) * plot.h;
  const points = daily.map((value, i) => [px(i), py(value)] as [number, number]);
  const line = smooth(points);
  const area = a.linear("area", [[0, p.primary, 0.22], [1, p.primary, 0]], [0, 0, 0, 1]);
  const stroke = a.linear("line", [[0, p.accent], [1, p.primary]], [0, 0, 1, 0]);
  const grid = [0, 1, 2, 3]
    .map((k) => {
      const y = py(k * 1000);
      return `<path d="M${plot.x} ${fmt(y)}h${plot.w}" stroke="${c.line}" stroke-width="1.2"${k ? ` stroke-dasharray="4 5"` : ""}/>` + a.text(k ? `$${k}k` : "$0", plot.x - 12, y + 5, 13, { ...sans, anchor: "end" });
    })
    .join("");
  const hot = 25;
  const [hx, hyy] = points[hot]!;
  const label = `$${Math.round(daily[hot]!).toLocaleString("en-US")}`;
  const chart =
    rect(cx0, cy0, cw, ch, 16, "#fff", `stroke="${c.line}" stroke-width="1.5"`) +
    a.text("Recovered revenue by day", cx0 + 18, cy0 + 34, 16) +
    circle(cx0 + 24, cy0 + 54, 5, p.primary) +
    a.text("Orders from SafeOpt emails", cx0 + 36, cy0 + 59, 13, sans) +
    grid +
    `<path d="${line}L${plot.x + plot.w} ${plot.y + plot.h}L${plot.x} ${plot.y + plot.h}Z" fill="${area}"/>` +
    `<path d="${line}" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M${fmt(hx)} ${fmt(hyy + 8)}V${plot.y + plot.h}" stroke="${p.primary}" stroke-width="1.5" stroke-dasharray="3 4" opacity=".6"/>` +
    circle(hx, hyy, 9, p.primary, `opacity=".18"`) +
    circle(hx, hyy, 5, "#fff", `stroke="${p.primary}" stroke-width="3"`) +
    raised(p.deep, "sm", hx - 118, hyy - 66, 104, 52, 12, c.ink) +
    a.text("Nov 26", hx - 104, hyy - 44, 13, { ...sans, fill: "#cbd5e1" }) +
    a.text(label, hx - 104, hyy - 24, 16, { fill: "#fff", tracking: -0.01 }) +
    ["Nov 1", "Nov 15", "Nov 30"].map((day, i) => a.text(day, plot.x + (i * plot.w) / 2, plot.y + plot.h + 26, 13, { ...sans, anchor: (["start", "middle", "end"] as const)[i] })).join("");

  // The table of recovered orders.
  const tx = 480;
  const ty = 172;
  const tw = 664;
  const th = 540;
  const col = { shopper: tx + 24, product: tx + 268, via: tx + 466, amount: tx + tw - 24 };
  const rowH = 60;
  const head = ty + 78;
  const tile = a.linear("tile", [[0, "#f5f2ff"], [1, "#e9e4ff"]], [0, 0, 0, 1]);
  const table =
    rect(tx, ty, tw, th, 16, "#fff", `stroke="${c.line}" stroke-width="1.5"`) +
    a.text("Recovered orders", tx + 24, ty + 38, 17) +
    pill(tx + 24 + a.measure("Recovered orders", 17) + 10, ty + 22, a.measure("377", 13, "bold", 0) + 18, 22, p.bg) +
    a.text("377", tx + 33 + a.measure("Recovered orders", 17) + 10, ty + 37.5, 13, { fill: p.primary, tracking: 0 }) +
    a.text("View all", tx + tw - 44, ty + 38, 14, { fill: p.primary, anchor: "end", tracking: 0 }) +
    icon("chevron-right", tx + tw - 32, ty + 33, 15, p.primary, 2.4) +
    rect(tx + 1, head - 20, tw - 2, 34, 0, c.canvas) +
    `<path d="M${tx} ${head - 20}h${tw}M${tx} ${head + 14}h${tw}" stroke="${c.line}" stroke-width="1.2"/>` +
    a.text("SHOPPER", col.shopper, head + 2, 12, { fill: c.muted, tracking: 0.06 }) +
    a.text("PRODUCT", col.product, head + 2, 12, { fill: c.muted, tracking: 0.06 }) +
    a.text("CHANNEL", col.via, head + 2, 12, { fill: c.muted, tracking: 0.06 }) +
    a.text("AMOUNT", col.amount, head + 2, 12, { fill: c.muted, tracking: 0.06, anchor: "end" }) +
    orders
      .map((order, i) => {
        const y = head + 14 + i * rowH;
        const cy = y + rowH / 2;
        const face =
          typeof order.who === "number"
            ? shopper(a, order.who, col.shopper, cy - 18, 36)
            : monogram(a, order.who[0], col.shopper + 18, cy, 18, order.who[1], order.who[2], order.who[0]);
        const thumb =
          rect(col.product, cy - 18, 36, 36, 10, tile) +
          (order.shoe ? sneaker(col.product + 3, cy - 7, 0.15, order.shoe, order.shoe, "#fff") : icon("shopping-bag", col.product + 18, cy, 18, "#7c3aed"));
        return (
          (i ? `<path d="M${tx + 24} ${y}h${tw - 48}" stroke="${c.line}"/>` : "") +
          face +
          a.text(order.name, col.shopper + 48, cy - 2, 15) +
          a.text(order.when, col.shopper + 48, cy + 17, 13, sans) +
          thumb +
          a.text(order.product, col.product + 48, cy + 5, 14, { font: "sans", fill: c.ink, tracking: 0 }) +
          pill(col.via, cy - 13, 84, 26, p.bg) +
          icon("mail", col.via + 17, cy, 14, p.primary, 2.2) +
          a.text("Email", col.via + 31, cy + 5, 13, { fill: p.primary, tracking: 0 }) +
          a.text(order.amount, col.amount, cy + 5, 15, { anchor: "end", tracking: 0 })
        );
      })
      .join("");

  const body =
    backdrop(a, p, "#eef2ff", [
      [1120, 40, 360, p.accent, 0.2],
      [60, 720, 320, p.primary, 0.1],
    ]) +
    chrome + title + kpiCards + chart + table;
  write("app/assets/safeopt/reporting.svg", a, body);
}
