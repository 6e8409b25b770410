import { fmt as n } from "../../lib/svg.ts";

// Gradients and other <defs>, collected per drawing.

export class Defs {
  private readonly byKey = new Map<string, string>();
  private readonly markup: string[] = [];

  private add(key: string, build: (id: string) => string): string {
    let id = this.byKey.get(key);
    if (!id) {
      id = `g${this.byKey.size}`;
      this.byKey.set(key, id);
      this.markup.push(build(id));
    }
    return `url(#${id})`;
  }

  /** Linear gradient: v (top to bottom), h (left to right), d (top left to bottom right), u (bottom left to top right). */
  lin(from: string, to: string, dir: "v" | "h" | "d" | "u" = "v", fromOpacity = 1, toOpacity = 1): string {
    const [x1, y1, x2, y2] = { v: [0, 0, 0, 1], h: [0, 0, 1, 0], d: [0, 0, 1, 1], u: [0, 1, 1, 0] }[dir];
    const stop = (offset: number, c: string, o: number) =>
      `<stop offset="${offset}" stop-color="${c}"${o === 1 ? "" : ` stop-opacity="${o}"`}/>`;
    return this.add(`lin:${from}:${to}:${dir}:${fromOpacity}:${toOpacity}`, (id) =>
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stop(0, from, fromOpacity)}${stop(1, to, toOpacity)}</linearGradient>`,
    );
  }

  /** A soft glow: `c` at `opacity` in the middle, transparent at the edge. */
  glow(c: string, opacity: number): string {
    return this.add(`glow:${c}:${opacity}`, (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${opacity}"/><stop offset=".55" stop-color="${c}" stop-opacity="${n(opacity * 0.35)}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    );
  }

  raw(key: string, build: (id: string) => string): string {
    return this.add(key, build);
  }

  toString(): string {
    return this.markup.length ? `<defs>${this.markup.join("")}</defs>` : "";
  }
}

export const at = (x: number, y: number, body: string, scale = 1) =>
  `<g transform="translate(${n(x)} ${n(y)})${scale === 1 ? "" : ` scale(${scale})`}">${body}</g>`;

/** A soft ground shadow. */
export const shadow = (defs: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.22) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${defs.glow("#0b1324", opacity)}"/>`;

/** A four-point sparkle. */
export const sparkle = (x: number, y: number, r: number, fill: string, opacity = 1) =>
  `<path d="M${n(x)} ${n(y - r)}Q${n(x + r * 0.14)} ${n(y - r * 0.14)} ${n(x + r)} ${n(y)}Q${n(x + r * 0.14)} ${n(y + r * 0.14)} ${n(x)} ${n(y + r)}Q${n(x - r * 0.14)} ${n(y + r * 0.14)} ${n(x - r)} ${n(y)}Q${n(x - r * 0.14)} ${n(y - r * 0.14)} ${n(x)} ${n(y - r)}Z" fill="${fill}"${opacity === 1 ? "" : ` opacity="${opacity}"`}/>`;

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const shape = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d: string, c: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const op = (o: number) => ` opacity="${o}"`;

export const gold = (d: Defs) => d.lin("#fde68a", "#d99a1e", "h");

/** A leafy sprig: a curved stem with paired oval leaves. */
export function sprig(x: number, y: number, length: number, angle: number, leaf: string, stem: string): string {
  let leaves = "";
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const ly = -length * t;
    const size = length * (0.2 - t * 0.06);
    leaves += `<ellipse cx="${n(-size * 0.75)}" cy="${n(ly)}" rx="${n(size)}" ry="${n(size * 0.45)}" transform="rotate(-35 ${n(-size * 0.75)} ${n(ly)})" fill="${leaf}"/>`;
    leaves += `<ellipse cx="${n(size * 0.75)}" cy="${n(ly - size * 0.4)}" rx="${n(size)}" ry="${n(size * 0.45)}" transform="rotate(35 ${n(size * 0.75)} ${n(ly - size * 0.4)})" fill="${leaf}"/>`;
  }
  leaves += `<ellipse cx="0" cy="${n(-length - length * 0.08)}" rx="${n(length * 0.08)}" ry="${n(length * 0.16)}" fill="${leaf}"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">${stroke(`M0 0V${n(-length)}`, stem, 4)}${leaves}</g>`;
}

/** A pine tree of stacked triangles. */
export const pine = (x: number, y: number, h: number, fill: string, dark: string) =>
  `<g transform="translate(${n(x)} ${n(y)})">${rect(-h * 0.04, -h * 0.16, h * 0.08, h * 0.16, 0, dark)}${shape(
    `M0 ${n(-h)}L${n(h * 0.22)} ${n(-h * 0.62)}H${n(h * 0.12)}L${n(h * 0.32)} ${n(-h * 0.3)}H${n(h * 0.18)}L${n(h * 0.38)} ${n(-h * 0.12)}H${n(-h * 0.38)}L${n(-h * 0.18)} ${n(-h * 0.3)}H${n(-h * 0.32)}L${n(-h * 0.12)} ${n(-h * 0.62)}H${n(-h * 0.22)}Z`,
    fill,
  )}</g>`;
