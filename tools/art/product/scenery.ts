import { fmt } from "../../lib/svg.ts";
import { type Art } from "./art.ts";
import { icon, type IconName } from "./icons.ts";
import { circle, pill, raised } from "./shapes.ts";
import { c, type Palette } from "./style.ts";

// Scenery shared by the pictures.

type Glow = [cx: number, cy: number, r: number, color: string, opacity: number];

export function backdrop(a: Art, p: Palette, to: string, glows: Glow[]): string {
  const bg = a.linear("bg", [[0, p.bg], [0.55, "#f8fafc"], [1, to]]);
  return (
    `<rect width="${a.width}" height="${a.height}" fill="${bg}"/><rect width="${a.width}" height="${a.height}" fill="${a.dots(p.primary)}"/>` +
    glows.map(([cx, cy, r, color, opacity], i) => circle(cx, cy, r, a.glow(`glow${i}`, color, opacity))).join("")
  );
}

/** A white app/browser window: traffic lights, a divider under a header of `header` px. */
export function windowFrame(a: Art, p: Palette, x: number, y: number, w: number, h: number, header = 52, r = 24): string {
  const cy = y + header / 2;
  return (
    raised(p.deep, "lg", x, y, w, h, r, "#fff") +
    c.dots.map((dot, i) => circle(x + 24 + i * 19, cy, 6, dot)).join("") +
    `<path d="M${x} ${y + header}h${w}" stroke="${c.line}" stroke-width="1.5"/>`
  );
}

/** A browser URL field with a lock and a few address letters as a bar. */
export function urlField(a: Art, x: number, cy: number, w: number, address: string, size = 13): string {
  return (
    pill(x, cy - 15, w, 30, c.field) +
    `<path d="M${fmt(x + 16)} ${fmt(cy - 1)}h9v7h-9Z" fill="#9aa3b5"/><path d="M${fmt(x + 17.5)} ${fmt(cy - 1)}v-2.5a3 3 0 0 1 6 0v2.5" fill="none" stroke="#9aa3b5" stroke-width="1.8"/>` +
    a.text(address, x + 34, cy + size * 0.36, size, { font: "sans", fill: c.muted, tracking: 0 })
  );
}

/** A floating status pill (right edge at `right`): icon disc, title and a line under it. */
export function statusPill(a: Art, p: Palette, right: number, y: number, iconName: IconName, title: string, sub: string): string {
  const disc = a.linear("pill-disc", [[0, p.primary], [1, p.accent]]);
  const w = Math.ceil(Math.max(a.measure(title, 16), a.measure(sub, 12.5, "sans", 0)) + 88);
  const x = right - w;
  return (
    raised(p.deep, "md", x, y, w, 64, 20, "#fff") +
    circle(x + 34, y + 32, 20, disc) +
    icon(iconName, x + 34, y + 32, 20, "#fff", 2.2) +
    a.text(title, x + 66, y + 29, 16) +
    a.text(sub, x + 66, y + 48, 12.5, { font: "sans", fill: c.muted, tracking: 0 })
  );
}
