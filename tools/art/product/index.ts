import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root, writeSvg } from "../../lib/files.ts";
import { type ProductName, productMark, sneaker as sneakerMotif } from "../../lib/motifs.ts";
import { type Font, fonts, loadFont, measureText, textPath } from "../../lib/outline-text.ts";
import { fmt, starPath, svgDocument } from "../../lib/svg.ts";

/**
 * Draws the artwork of the three product pages and writes it as SVG:
 *
 *   app/assets/safeopt/benefit-{1..4}.svg               accordion benefits (640 × 480)
 *   app/assets/safeopt/review-badge-{desktop,mobile}.svg review banner (1200 × 200, 600 × 360)
 *   app/assets/minty/hero.svg                           extension over a store page (960 × 720)
 *   app/assets/minty/screen-{1..4}.svg                  carousel screenshots (800 × 500)
 *   app/assets/minty/logo.svg                           Minty wordmark
 *   app/assets/boost/hero.svg                           email with a Cashback Boost block (960 × 720)
 *
 * Same look as tools/art/site/ (the home hero): soft product
 * gradient backdrop, white rounded cards, the site's icons (lucide, as in the
 * UI) and the site's shoppers (the home avatars). Colours are read from the
 * product tokens in app/app.css, the ones the channel cards use.
 *
 * Text is outlined (outline-text.ts). To keep the files small every glyph is
 * drawn once per file and placed with <use>; every id carries a per-file
 * prefix so several of these SVGs can be inlined on one page. There are no
 * filters: shadows are stacked translucent copies of a card and the backdrop
 * glows are radial gradients, so rasterising one (sharp, ADR 0301) takes tens
 * of milliseconds instead of seconds.
 *
 * Run after changing a drawing: `npx node tools/art/product/index.ts`.
 */

// ---------------------------------------------------------------------------
// Colours: the product tokens of app/app.css, and the site's neutrals.

const css = readFileSync(path.join(root, "app/app.css"), "utf8");
function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(css);
  if (!match?.[1]) throw new Error(`app/app.css has no --color-${name}`);
  return match[1];
}
type Palette = { primary: string; accent: string; bg: string; border: string; deep: string };
const palette = (product: "safeopt" | "minty" | "boost", deep: string): Palette => ({
  primary: token(product),
  accent: token(`${product}-accent`),
  bg: token(`${product}-bg`),
  border: token(`${product}-border`),
  deep,
});
const safeopt = palette("safeopt", "#172554");
const minty = palette("minty", "#064e3b");
const boost = palette("boost", "#431407");

const c = {
  ink: token("ink"),
  inkSoft: token("ink-soft"),
  muted: "#5b6577",
  line: token("line"),
  canvas: token("canvas"),
  skeleton: "#d5dae5",
  skeletonSoft: "#e8ebf2",
  field: "#f1f3f8",
  star: "#f59e0b",
  coral: "#f0515c",
  dots: ["#ffb4b4", "#fcd58a", "#9ee6c4"] as const,
};

// ---------------------------------------------------------------------------
// Fonts and icons.

const fontFiles = {
  sans: loadFont(fonts.sans),
  bold: loadFont(fonts.sansBold),
  mono: loadFont(fonts.monoBold),
  serif: loadFont(fonts.serifBold),
  italic: loadFont(fonts.sansBoldItalic),
} satisfies Record<string, Font>;
type FontName = keyof typeof fontFiles;

/** Lucide icons (the UI's icon set), children of a 24 × 24 box. */
const iconNames = [
  "badge-percent", "check", "chevron-right", "circle-check", "clock", "code-xml", "coins", "copy",
  "eye", "fingerprint-pattern", "gift", "log-out", "mail", "mail-check", "mouse-pointer-click", "puzzle",
  "rocket", "search", "shield-check", "shopping-bag", "shopping-cart", "sparkles", "star", "tag",
  "trending-up", "truck", "user-round", "user-round-check", "wallet", "x", "zap", "heart", "arrow-right",
  "package-check", "plug-zap", "store",
] as const;
type IconName = (typeof iconNames)[number];
const iconDir = path.join(root, "node_modules/lucide-react/dist/esm/icons");
const icons = new Map<IconName, string>();
for (const name of iconNames) {
  const module = (await import(pathToFileURL(path.join(iconDir, `${name}.mjs`)).href)) as {
    __iconData: { node: [string, Record<string, string>][] };
  };
  icons.set(
    name,
    module.__iconData.node
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => `${key}="${value}"`)
          .join(" ");
        return `<${tag} ${list}/>`;
      })
      .join(""),
  );
}

// ---------------------------------------------------------------------------
// A drawing: defs, glyphs, gradients and filters with a per-file id prefix.

/** Glyphs are stored at this size (units per em), with integer coordinates. */
const GLYPH_SIZE = 200;

/**
 * outline-text.ts path data (absolute M/L/Q/Z) as integer, relative commands,
 * repeated letters left out, and a quadratic whose control point mirrors the
 * previous one (TrueType's implied on-curve points) written as `t`: about a
 * third of the bytes.
 */
function compactPath(d: string): string {
  let out = "";
  let last = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let control: [number, number] | null = null;
  const emit = (letter: string, values: number[]) => {
    const repeat = letter === last && letter !== "m" && letter !== "z";
    let text = repeat ? "" : letter;
    values.forEach((value, i) => {
      text += ((i > 0 || repeat) && value >= 0 ? " " : "") + String(value);
    });
    out += text;
    last = letter;
  };
  for (const [, command, args] of d.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
    const [v0 = 0, v1 = 0, v2 = 0, v3 = 0] = (args ?? "").trim().split(/[\s,]+/).filter(Boolean).map((v) => Math.round(Number(v)));
    if (command === "Z") {
      emit("z", []);
      [x, y, control] = [startX, startY, null];
    } else if (command === "M" || command === "L") {
      emit(command.toLowerCase(), [v0 - x, v1 - y]);
      [x, y, control] = [v0, v1, null];
      if (command === "M") [startX, startY] = [x, y];
    } else {
      const mirror: [number, number] | null = control ? [2 * x - control[0], 2 * y - control[1]] : null;
      if (mirror && Math.abs(mirror[0] - v0) <= 1 && Math.abs(mirror[1] - v1) <= 1) {
        emit("t", [v2 - x, v3 - y]);
        control = mirror;
      } else {
        emit("q", [v0 - x, v1 - y, v2 - x, v3 - y]);
        control = [v0, v1];
      }
      [x, y] = [v2, v3];
    }
  }
  return out;
}

type TextOptions = {
  font?: FontName;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  tracking?: number;
  opacity?: number;
};

class Art {
  private readonly defs: string[] = [];
  /** "font:char" → id of its glyph path. */
  private readonly glyphs = new Map<string, string>();
  private readonly named = new Set<string>();

  readonly prefix: string;
  readonly width: number;
  readonly height: number;

  constructor(prefix: string, width: number, height: number) {
    this.prefix = prefix;
    this.width = width;
    this.height = height;
  }

  id(name: string): string {
    return `${this.prefix}-${name}`;
  }

  /** Adds a definition once per name; returns its id. */
  private define(name: string, markup: (id: string) => string): string {
    const id = this.id(name);
    if (!this.named.has(id)) {
      this.named.add(id);
      this.defs.push(markup(id));
    }
    return id;
  }

  linear(name: string, stops: [number, string, number?][], [x1, y1, x2, y2] = [0, 0, 1, 1]): string {
    const id = this.define(
      name,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
          .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
          .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft glow: a radial gradient from `color` at `opacity` to transparent. */
  glow(name: string, color: string, opacity: number): string {
    const id = this.define(
      name,
      (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  dots(color: string): string {
    const id = this.define(
      "dots",
      (id) => `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.7" fill="${color}" opacity=".1"/></pattern>`,
    );
    return `url(#${id})`;
  }

  clip(name: string, shape: string): string {
    const id = this.define(name, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  measure(content: string, size: number, font: FontName = "bold", tracking = -0.01): number {
    return measureText(fontFiles[font], content, size, tracking);
  }

  /** Outlined text, baseline at y: one <use> per glyph of a shared glyph path. */
  text(content: string, x: number, y: number, size: number, options: TextOptions = {}): string {
    const { font = "bold", fill = c.ink, anchor = "start", tracking = -0.01, opacity } = options;
    const face = fontFiles[font];
    const width = this.measure(content, size, font, tracking);
    const left = x - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
    let pen = 0;
    const uses: string[] = [];
    for (const char of content) {
      const d = compactPath(textPath(face, char, { size: GLYPH_SIZE }));
      if (d) {
        const key = `${font}:${char}`;
        let glyph = this.glyphs.get(key);
        if (!glyph) {
          glyph = `${this.prefix.replaceAll("-", "")}${(this.glyphs.size + 1).toString(36)}`;
          this.glyphs.set(key, glyph);
          this.defs.push(`<path id="${glyph}" d="${d}"/>`);
        }
        uses.push(`<use href="#${glyph}"${Math.round(pen) ? ` x="${Math.round(pen)}"` : ""}/>`);
      }
      pen += measureText(face, char, GLYPH_SIZE) + tracking * GLYPH_SIZE;
    }
    const alpha = opacity === undefined ? "" : ` opacity="${opacity}"`;
    return `<g fill="${fill}"${alpha} transform="translate(${fmt(left)} ${fmt(y)}) scale(${+(size / GLYPH_SIZE).toFixed(4)})">${uses.join("")}</g>`;
  }

  render(body: string): string {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return svgDocument(this.width, this.height, defs + body);
  }
}

function write(relative: string, art: Art, body: string) {
  writeSvg(relative, art.render(body), { note: `${art.width}×${art.height}  ` });
}

// ---------------------------------------------------------------------------
// Shapes.

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const pill = (x: number, y: number, w: number, h: number, fill: string, extra = "") => rect(x, y, w, h, h / 2, fill, extra);
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

/**
 * A soft shadow without a filter: a few translucent copies of the shape, each
 * a little larger and lower. Looks like a blur and costs nothing to rasterise.
 */
const shadowSizes = { sm: [5, 7, 0.12], md: [10, 14, 0.13], lg: [16, 22, 0.15] } as const;
type ShadowSize = keyof typeof shadowSizes;
function shadowLayers(color: string, size: ShadowSize, layer: (grow: number, dy: number) => string): string {
  const [dy, spread, opacity] = shadowSizes[size];
  const steps = 10;
  let out = "";
  for (let i = 1; i <= steps; i++) out += layer(spread * (i / steps) ** 1.4, dy * (0.4 + (0.6 * i) / steps));
  // fill-opacity (inherited, per shape) so the copies add up towards the middle.
  return `<g fill="${color}" fill-opacity="${+(opacity / steps).toFixed(4)}">${out}</g>`;
}
/** A rounded rectangle lifted off the page. */
const raised = (color: string, size: ShadowSize, x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  shadowLayers(
    color,
    size,
    (g, dy) => `<rect x="${fmt(x - g * 0.6)}" y="${fmt(y - g * 0.6 + dy)}" width="${fmt(w + g * 1.2)}" height="${fmt(h + g * 1.2)}" rx="${fmt(r + g * 0.6)}"/>`,
  ) + rect(x, y, w, h, r, fill, extra);
const raisedCircle = (color: string, size: ShadowSize, cx: number, cy: number, r: number, fill: string, extra = "") =>
  shadowLayers(color, size, (g, dy) => `<circle cx="${fmt(cx)}" cy="${fmt(cy + dy)}" r="${fmt(r + g * 0.6)}"/>`) + circle(cx, cy, r, fill, extra);

function icon(name: IconName, cx: number, cy: number, size: number, stroke: string, width = 2): string {
  const markup = icons.get(name) ?? "";
  const k = size / 24;
  return `<g transform="translate(${fmt(cx - size / 2)} ${fmt(cy - size / 2)}) scale(${+k.toFixed(4)})" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${markup}</g>`;
}

/** A white check mark centred on (cx, cy). */
const tick = (cx: number, cy: number, s: number, stroke = "#fff", width = s * 0.22) =>
  `<path d="M${fmt(cx - s * 0.42)} ${fmt(cy + s * 0.02)}l${fmt(s * 0.28)} ${fmt(s * 0.28)}l${fmt(s * 0.56)}-${fmt(s * 0.58)}" fill="none" stroke="${stroke}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Five stars, `rating` of them filled (fractions clipped). */
function stars(a: Art, name: string, x: number, cy: number, size: number, gap: number, rating = 5): string {
  let d = "";
  for (let i = 0; i < 5; i++) d += starPath(x + size / 2 + i * (size + gap), cy, size / 2);
  if (rating >= 5) return `<path d="${d}" fill="${c.star}"/>`;
  const whole = Math.floor(rating);
  const edge = whole * (size + gap) + (rating - whole) * size;
  const clip = a.clip(name, `<rect x="${fmt(x)}" y="${fmt(cy - size)}" width="${fmt(edge)}" height="${fmt(size * 2)}"/>`);
  return `<path d="${d}" fill="#e5e7eb"/><path d="${d}" fill="${c.star}" ${clip}/>`;
}

/** A product's mark (the logos' mark), 48 × 48 scaled to `size`. */
function mark(a: Art, product: ProductName, p: Palette, x: number, y: number, size: number): string {
  const fill = a.linear(`mark-${product}`, [[0, p.primary], [1, p.accent]]);
  return productMark(product, `translate(${fmt(x)} ${fmt(y)}) scale(${+(size / 48).toFixed(4)})`, fill, p.primary);
}

/** One of the home page's shoppers (avatar-N.svg drawn by trust-cards/portraits.ts), as a nested SVG. */
const avatarDirs = ["app/assets/home", "app/components/home/art"];
function shopper(a: Art, n: number, x: number, y: number, size: number): string {
  const file = avatarDirs.map((dir) => path.join(root, dir, `avatar-${n}.svg`)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`avatar-${n}.svg not found in ${avatarDirs.join(" or ")}`);
  const source = readFileSync(file, "utf8");
  const inner = source
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replaceAll(`id="a${n}`, `id="${a.prefix}-a${n}`)
    .replaceAll(`url(#a${n}`, `url(#${a.prefix}-a${n}`);
  return `<svg x="${fmt(x)}" y="${fmt(y)}" width="${size}" height="${size}" viewBox="0 0 96 96">${inner}</svg>`;
}

/** A monogram avatar for a store. */
function monogram(a: Art, label: string, cx: number, cy: number, r: number, from: string, to: string, name: string): string {
  const fill = a.linear(`mono-${name}`, [[0, from], [1, to]]);
  return circle(cx, cy, r, fill) + a.text(label, cx, cy + r * 0.27, r * 0.72, { fill: "#fff", anchor: "middle", tracking: -0.02 });
}

// ---------------------------------------------------------------------------
// Products shown in the mock-ups.

/** The Trail Runner sneaker of the home hero, in any colours; box 200 × 100 at scale 1. */
const sneaker = (x: number, y: number, scale: number, main: string, dark: string, lace = c.coral) =>
  sneakerMotif(`translate(${fmt(x)} ${fmt(y)}) scale(${scale})`, { main, dark, lace });

/** An insulated bottle; box 100 × 220 at scale 1, (x, y) top left. */
function bottle(a: Art, x: number, y: number, scale: number, from: string, to: string, name: string): string {
  const body = a.linear(`bottle-${name}`, [[0, from], [1, to]], [0, 0, 1, 0]);
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${scale})">
    <ellipse cx="50" cy="214" rx="46" ry="6" fill="#0b1324" opacity=".08"/>
    <rect x="30" y="0" width="40" height="30" rx="8" fill="#1f2937"/>
    <rect x="36" y="-8" width="28" height="14" rx="5" fill="#374151"/>
    <path d="M32 28h36l10 18H22Z" fill="${to}"/>
    <rect x="14" y="44" width="72" height="168" rx="22" fill="${body}"/>
    <rect x="14" y="104" width="72" height="46" fill="#fff" opacity=".9"/>
    <path d="M30 127h40" stroke="${to}" stroke-width="5" stroke-linecap="round"/>
    <path d="M40 138h20" stroke="${to}" stroke-width="4" stroke-linecap="round" opacity=".5"/>
    <rect x="24" y="56" width="9" height="40" rx="4.5" fill="#fff" opacity=".35"/>
    <rect x="24" y="158" width="9" height="40" rx="4.5" fill="#fff" opacity=".35"/>
  </g>`;
}

/** Over-ear headphones; box 120 × 120 at scale 1. */
function headphones(x: number, y: number, scale: number, main: string, dark: string): string {
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${scale})">
    <ellipse cx="60" cy="116" rx="50" ry="5" fill="#0b1324" opacity=".08"/>
    <path d="M18 74V60a42 42 0 0 1 84 0v14" fill="none" stroke="${dark}" stroke-width="9" stroke-linecap="round"/>
    <rect x="8" y="62" width="28" height="46" rx="13" fill="${main}"/>
    <rect x="84" y="62" width="28" height="46" rx="13" fill="${main}"/>
    <rect x="26" y="68" width="12" height="34" rx="6" fill="${dark}"/>
    <rect x="82" y="68" width="12" height="34" rx="6" fill="${dark}"/>
    <rect x="13" y="70" width="6" height="22" rx="3" fill="#fff" opacity=".35"/>
  </g>`;
}

/** A potted plant; box 100 × 120 at scale 1. */
function plant(x: number, y: number, scale: number, leaf: string, leafDark: string, pot: string): string {
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${scale})">
    <ellipse cx="50" cy="117" rx="34" ry="4" fill="#0b1324" opacity=".08"/>
    <path d="M50 72C28 68 14 50 16 24c22 4 34 22 34 48Z" fill="${leaf}"/>
    <path d="M50 72c20-6 32-24 30-50-22 6-32 26-30 50Z" fill="${leafDark}"/>
    <path d="M50 74C44 54 46 28 56 6c10 22 6 48-6 68Z" fill="${leaf}"/>
    <path d="M50 72V34" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".5"/>
    <path d="M26 72h48l-6 44H32Z" fill="${pot}"/>
    <rect x="22" y="66" width="56" height="12" rx="4" fill="${pot}"/>
    <rect x="22" y="66" width="56" height="12" rx="4" fill="#fff" opacity=".25"/>
  </g>`;
}

// ---------------------------------------------------------------------------
// Scenery shared by the pictures.

type Glow = [cx: number, cy: number, r: number, color: string, opacity: number];

function backdrop(a: Art, p: Palette, to: string, glows: Glow[]): string {
  const bg = a.linear("bg", [[0, p.bg], [0.55, "#f8fafc"], [1, to]]);
  return (
    `<rect width="${a.width}" height="${a.height}" fill="${bg}"/><rect width="${a.width}" height="${a.height}" fill="${a.dots(p.primary)}"/>` +
    glows.map(([cx, cy, r, color, opacity], i) => circle(cx, cy, r, a.glow(`glow${i}`, color, opacity))).join("")
  );
}

/** A white app/browser window: traffic lights, a divider under a header of `header` px. */
function windowFrame(a: Art, p: Palette, x: number, y: number, w: number, h: number, header = 52, r = 24): string {
  const cy = y + header / 2;
  return (
    raised(p.deep, "lg", x, y, w, h, r, "#fff") +
    c.dots.map((dot, i) => circle(x + 24 + i * 19, cy, 6, dot)).join("") +
    `<path d="M${x} ${y + header}h${w}" stroke="${c.line}" stroke-width="1.5"/>`
  );
}

/** A browser URL field with a lock and a few address letters as a bar. */
function urlField(a: Art, x: number, cy: number, w: number, address: string, size = 13): string {
  return (
    pill(x, cy - 15, w, 30, c.field) +
    `<path d="M${fmt(x + 16)} ${fmt(cy - 1)}h9v7h-9Z" fill="#9aa3b5"/><path d="M${fmt(x + 17.5)} ${fmt(cy - 1)}v-2.5a3 3 0 0 1 6 0v2.5" fill="none" stroke="#9aa3b5" stroke-width="1.8"/>` +
    a.text(address, x + 34, cy + size * 0.36, size, { font: "sans", fill: c.muted, tracking: 0 })
  );
}

/** A floating status pill (right edge at `right`): icon disc, title and a line under it. */
function statusPill(a: Art, p: Palette, right: number, y: number, iconName: IconName, title: string, sub: string): string {
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

// ---------------------------------------------------------------------------
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

function benefitRecover() {
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

function benefitInbox() {
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

function benefitPricing() {
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

function benefitLaunch() {
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

// ---------------------------------------------------------------------------
// SafeOpt review banner: the rating on the left, three short reviews.

type Review = { avatar: number; role: string; quote: [string, string] };
const reviews: Review[] = [
  { avatar: 2, role: "Growth lead, apparel", quote: ["“Paid for itself", "in the first week.”"] },
  { avatar: 5, role: "Head of ecommerce", quote: ["“Our best ROAS", "channel by far.”"] },
  { avatar: 3, role: "Performance marketer", quote: ["“Live in a single", "afternoon.”"] },
];

function reviewCard(a: Art, review: Review, x: number, y: number, w: number, h: number): string {
  const p = safeopt;
  return (
    raised(p.deep, "sm", x, y, w, h, 18, "#fff", `stroke="${c.line}"`) +
    shopper(a, review.avatar, x + 16, y + 16, 36) +
    stars(a, "", x + 62, y + 26, 13, 3) +
    a.text(review.role, x + 62, y + 47, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
    a.text(review.quote[0], x + 16, y + 86, 15.5, { fill: c.ink }) +
    a.text(review.quote[1], x + 16, y + 108, 15.5, { fill: c.ink })
  );
}

/** The rating block: stars, "4.8/5", who rated it and a verified line; (x, y) is its top left. */
function ratingBlock(a: Art, x: number, y: number, scale: number): string {
  const p = safeopt;
  const starSize = 30 * scale;
  const starsWidth = 5 * starSize + 4 * 5 * scale;
  return (
    stars(a, "rating", x, y + starSize / 2, starSize, 5 * scale, 4.8) +
    a.text("4.8", x + starsWidth + 16 * scale, y + starSize * 0.92, 40 * scale, { tracking: -0.03 }) +
    a.text("/5", x + starsWidth + 16 * scale + a.measure("4.8", 40 * scale, "bold", -0.03) + 2, y + starSize * 0.92, 24 * scale, { fill: c.muted }) +
    a.text("Rated by performance marketers", x, y + starSize + 40 * scale, 19 * scale, { fill: c.inkSoft }) +
    circle(x + 11 * scale, y + starSize + 70 * scale, 11 * scale, p.primary) +
    tick(x + 11 * scale, y + starSize + 70 * scale, 11 * scale) +
    a.text("Verified reviews", x + 30 * scale, y + starSize + 75 * scale, 14 * scale, { font: "sans", fill: c.muted, tracking: 0 })
  );
}

function reviewBanner(a: Art): string {
  const p = safeopt;
  const bg = a.linear("banner", [[0, p.bg], [0.6, "#fff"], [1, "#f0f9ff"]]);
  return rect(1, 1, a.width - 2, a.height - 2, 28, bg, `stroke="${p.border}" stroke-width="1.5"`) + `<rect x="1" y="1" width="${a.width - 2}" height="${a.height - 2}" rx="28" fill="${a.dots(p.primary)}"/>`;
}

function reviewBadges() {
  const desktop = new Art("so-rd", 1200, 200);
  const cardW = 240;
  const gap = 16;
  const cardsX = 1200 - 28 - 3 * cardW - 2 * gap;
  write(
    "app/assets/safeopt/review-badge-desktop.svg",
    desktop,
    reviewBanner(desktop) +
      ratingBlock(desktop, 44, 46, 1) +
      `<path d="M${cardsX - 28} 36v128" stroke="${safeopt.border}" stroke-width="1.5"/>` +
      reviews.map((review, i) => reviewCard(desktop, review, cardsX + i * (cardW + gap), 34, cardW, 130)).join(""),
  );

  const mobile = new Art("so-rm", 600, 360);
  const mw = (600 - 56 - 16) / 2;
  write(
    "app/assets/safeopt/review-badge-mobile.svg",
    mobile,
    reviewBanner(mobile) +
      ratingBlock(mobile, 30, 42, 1) +
      reviews
        .slice(0, 2)
        .map((review, i) => reviewCard(mobile, review, 28 + i * (mw + 16), 192, mw, 132))
        .join(""),
  );
}

// ---------------------------------------------------------------------------
// Minty: the extension over a store page.

/** The browser toolbar's extension buttons; the Minty one lit, with a "5%" badge. Returns markup. */
function extensionButtons(a: Art, mintyX: number, cy: number, badge = "5%"): string {
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
function mintyPanel(a: Art, x: number, y: number, w: number, h: number, caretX: number, label: string): string {
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

/** A product page of a fictional store (the page under the popup); (x, y) top left of the content area. */
function storePage(a: Art, x: number, y: number, w: number, product: "bottle" | "headphones", scale = 1): string {
  const tileW = 240 * scale;
  const tile = a.linear("peach", [[0, "#fff4ec"], [1, "#ffe2d2"]], [0, 0, 0, 1]);
  const tileBlue = a.linear("sky", [[0, "#f0f7ff"], [1, "#dbeafe"]], [0, 0, 0, 1]);
  const ix = x + tileW + 24 * scale;
  const title = product === "bottle" ? "Coastal Bottle" : "Studio One";
  const price = product === "bottle" ? "$42.00" : "$129.00";
  const art =
    product === "bottle"
      ? bottle(a, x + tileW / 2 - 50 * scale * 1.05, y + 78 * scale, scale * 1.05, "#ff8a8a", "#f0515c", "coral")
      : headphones(x + tileW / 2 - 60 * scale * 1.35, y + 70 * scale, scale * 1.35, "#334155", "#0b1324");
  return (
    (product === "bottle"
      ? a.text("Saltwater Co.", x, y + 24 * scale, 20 * scale, { font: "italic", tracking: -0.03 })
      : a.text("BRIGHTWELL", x, y + 23 * scale, 17 * scale, { tracking: 0.12 })) +
    [0, 1, 2].map((i) => pill(x + w - 150 * scale + i * 44 * scale, y + 10 * scale, 34 * scale, 9 * scale, c.skeletonSoft)).join("") +
    rect(x, y + 50 * scale, tileW, 300 * scale, 20 * scale, product === "bottle" ? tile : tileBlue) +
    art +
    a.text(title, ix, y + 82 * scale, 23 * scale, { tracking: -0.02 }) +
    a.text(price, ix, y + 114 * scale, 19 * scale, { font: "sans", fill: c.inkSoft, tracking: 0 }) +
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

function mintyHero() {
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

// ---------------------------------------------------------------------------
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

function screenCashback() {
  const a = new Art("mi-s1", 800, 500);
  const panel =
    circle(PX + 14, PY + 8, 14, "#f5f3ff") +
    icon("sparkles", PX + 14, PY + 8, 15, "#7c3aed") +
    a.text("3 offers found", PX + 36, PY + 7, 17) +
    a.text("Checked in 0.4 s for Saltwater Co.", PX + 36, PY + 26, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
    offerRow(a, PY + 44, "coins", "5% cashback", "Paid into your Minty wallet", true) +
    offerRow(a, PY + 104, "tag", "Code SUMMER10", "10% off, added at checkout", false) +
    offerRow(a, PY + 164, "truck", "Free shipping", "On orders over $35", false) +
    mintyButton(a, "Activate 5% cashback");
  const body = screenFrame(a, "saltwater.example/coastal-bottle", "Cashback") + storePage(a, S.x + 28, S.y + S.header + 22, 360, "bottle", 0.82) + panel;
  write("app/assets/minty/screen-1.svg", a, body);
}

function screenCompare() {
  const a = new Art("mi-s2", 800, 500);
  const p = minty;
  const thumb = a.linear("thumb", [[0, "#f0f7ff"], [1, "#dbeafe"]], [0, 0, 0, 1]);
  const stores = [
    { name: "Northpeak", price: "$109.00", back: "+6% back", best: true },
    { name: "Harbor & Pine", price: "$124.00", back: "+3% back", best: false },
    { name: "Brightwell", price: "$129.00", back: "", best: false },
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
    headphones(PX + 4, PY + 1, 0.33, "#334155", "#0b1324") +
    a.text("Studio One headphones", PX + 60, PY + 16, 15) +
    a.text("Compared at 12 stores", PX + 60, PY + 35, 12, { font: "sans", fill: c.muted, tracking: 0 }) +
    rows +
    pill(PX + PW - 86, PY + 56, 72, 20, "#fef3c7", `stroke="#fff" stroke-width="2"`) +
    a.text("Best deal", PX + PW - 50, PY + 70, 11, { fill: "#b45309", anchor: "middle" }) +
    icon("trending-up", PX + 9, PY + 236, 16, p.primary) +
    a.text("You save $20 + $6.54 back", PX + 25, PY + 241, 13.5, { fill: c.inkSoft }) +
    mintyButton(a, "Go to the best deal");
  const body = screenFrame(a, "brightwell.example/studio-one", "Compare") + storePage(a, S.x + 28, S.y + S.header + 22, 360, "headphones", 0.82) + panel;
  write("app/assets/minty/screen-2.svg", a, body);
}

function screenWallet() {
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

function screenFeed() {
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

/** The Minty mark and a wordmark sized to fill about 160 × 48 (one outlined path, like the site's logos). */
function mintyLogo() {
  const tracking = -0.025;
  const x = 58;
  const width = 160;
  const size = Math.floor(((width - 1 - x) / measureText(fontFiles.bold, "Minty", 1, tracking)) * 2) / 2;
  // Caps centred on the mark; the descender of "y" still ends inside 48 px.
  const baseline = 24 + (size * 0.729) / 2;
  const d = textPath(fontFiles.bold, "Minty", { x, y: baseline, size, tracking });
  const logo = new Art("mi-l", Math.ceil(x + measureText(fontFiles.bold, "Minty", size, tracking) + 1), 48);
  write("app/assets/minty/logo.svg", logo, mark(logo, "minty", minty, 0, 0, 48) + `<path fill="${c.ink}" d="${d}"/>`);
}

// ---------------------------------------------------------------------------
// Boost: a SafeOpt email in the inbox with the Cashback Boost block. Boost sits
// between the two products: its own tokens (--color-boost*, orange and amber,
// as on its channel card and logo) for the offer and the flow, inside a
// SafeOpt email, with Minty green for the cashback that lands.

function boostHero() {
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

// ---------------------------------------------------------------------------

benefitRecover();
benefitInbox();
benefitPricing();
benefitLaunch();
reviewBadges();
mintyHero();
screenCashback();
screenCompare();
screenWallet();
screenFeed();
mintyLogo();
boostHero();
