import { writeSvg } from "../../lib/files.ts";
import { sneaker as sneakerMotif } from "../../lib/motifs.ts";
import { type Font } from "../../lib/outline-text.ts";
import { color } from "../../lib/palette.ts";
import { svgDocument } from "../../lib/svg.ts";
import { heroArtSize, heroCards } from "#app/assets/home/hero-layout.ts";
import { font, star, text } from "./style.ts";

// Hero: a shopper leaves the store, SafeOpt reaches them in the inbox, the
// order comes back. A raster source (1200 × 1000): soft shadows and blurs are
// baked in at build time instead of costing the phone paint time. The cards
// sit where app/assets/home/hero-layout.ts puts them: the phone crops read it.

const sneaker = (x: number, y: number, scale: number) =>
  sneakerMotif(`translate(${x} ${y}) scale(${scale})`, { main: color.brand, dark: color.brandStrong, lace: color.coral });

export function drawHero() {
  const { width: W, height: H } = heroArtSize;
  const title = (content: string, x: number, y: number, size: number, fill: string = color.ink, f: Font = font.bold, anchor: "start" | "middle" | "end" = "start") =>
    text(content, { x, y, size, font: f, fill, anchor, tracking: -0.01 });
  const bar = (x: number, y: number, w: number, h: number, fill: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

  const defs = `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#efe9ff"/><stop offset=".55" stop-color="#f7f8fc"/><stop offset="1" stop-color="#e3f1ff"/></linearGradient>
    <linearGradient id="so" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.safeopt}"/><stop offset="1" stop-color="${color.safeoptAccent}"/></linearGradient>
    <linearGradient id="mi" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.minty}"/><stop offset="1" stop-color="${color.mintyAccent}"/></linearGradient>
    <linearGradient id="br" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c5cff"/><stop offset="1" stop-color="${color.brandStrong}"/></linearGradient>
    <linearGradient id="hp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8a8a"/><stop offset="1" stop-color="#f0515c"/></linearGradient>
    <linearGradient id="peach" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4ec"/><stop offset="1" stop-color="#ffe2d2"/></linearGradient>
    <linearGradient id="lav" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f2ff"/><stop offset="1" stop-color="#e7e0ff"/></linearGradient>
    <linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color.brand}" stop-opacity=".28"/><stop offset="1" stop-color="${color.brand}" stop-opacity="0"/></linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="70"/></filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="22" stdDeviation="26" flood-color="#1e1b4b" flood-opacity=".16"/></filter>
    <filter id="shadow-sm" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#1e1b4b" flood-opacity=".16"/></filter>
    <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${color.brand}" opacity=".09"/></pattern>
  </defs>`;

  const background = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    <rect width="${W}" height="${H}" fill="url(#dots)"/>
    <g filter="url(#blur)"><circle cx="1010" cy="150" r="230" fill="#c4b5fd" opacity=".55"/><circle cx="150" cy="900" r="220" fill="#a7f3d0" opacity=".55"/><circle cx="1120" cy="930" r="200" fill="#fed7aa" opacity=".6"/></g>`;

  // The inbox window.
  const { x: ix, y: iy, width: iw, height: ih } = heroCards.inbox;
  const rowX = ix + 28;
  const rowW = iw - 56;
  const otherRow = (y: number, avatar: string, a: number, b: number) => `
    <circle cx="${rowX + 48}" cy="${y + 44}" r="26" fill="${avatar}"/>
    ${bar(rowX + 92, y + 24, a, 14, "#cfd5e3")}
    ${bar(rowX + 92, y + 52, b, 12, "#e6e9f1")}
    ${bar(rowX + rowW - 72, y + 26, 50, 12, "#e6e9f1")}`;
  const inbox = `<g filter="url(#shadow)"><rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" rx="30" fill="#fff"/></g>
    <circle cx="${ix + 36}" cy="${iy + 36}" r="7" fill="#ffb4b4"/><circle cx="${ix + 60}" cy="${iy + 36}" r="7" fill="#fcd58a"/><circle cx="${ix + 84}" cy="${iy + 36}" r="7" fill="#9ee6c4"/>
    <rect x="${ix + 250}" y="${iy + 19}" width="330" height="34" rx="17" fill="#f1f3f8"/>
    <circle cx="${ix + 274}" cy="${iy + 36}" r="7" fill="none" stroke="#aab2c5" stroke-width="3"/><path d="m${ix + 279} ${iy + 41} 6 6" stroke="#aab2c5" stroke-width="3" stroke-linecap="round"/>
    ${bar(ix + 296, iy + 31, 120, 10, "#d8dce7")}
    <circle cx="${ix + iw - 40}" cy="${iy + 36}" r="17" fill="url(#lav)"/>
    <path d="M${ix} ${iy + 72}h${iw}" stroke="${color.line}" stroke-width="2"/>
    ${title("Inbox", rowX + 4, iy + 136, 38)}
    <rect x="${rowX + 118}" y="${iy + 108}" width="104" height="36" rx="18" fill="${color.brandSoft}"/>
    ${title("3 new", rowX + 170, iy + 133, 19, color.brand, font.bold, "middle")}
    ${bar(rowX + rowW - 196, iy + 114, 86, 24, "#f1f3f8")}${bar(rowX + rowW - 100, iy + 114, 100, 24, "#f1f3f8")}

    <rect x="${rowX}" y="${iy + 170}" width="${rowW}" height="128" rx="20" fill="#f6f3ff" stroke="#ddd5ff" stroke-width="2"/>
    <circle cx="${rowX + 18}" cy="${iy + 234}" r="6" fill="${color.brand}"/>
    <circle cx="${rowX + 66}" cy="${iy + 234}" r="32" fill="url(#hp)"/>
    ${title("H&P", rowX + 66, iy + 242, 20, "#fff", font.bold, "middle")}
    ${title("Harbor & Pine", rowX + 116, iy + 220, 25)}
    ${title("2m ago", rowX + rowW - 24, iy + 220, 19, color.muted, font.sans, "end")}
    ${title("Still thinking it over? Your cart is saved", rowX + 116, iy + 254, 21, color.inkSoft, font.sans)}
    ${bar(rowX + 116, iy + 270, 260, 11, "#dcd6f5")}
    <rect x="${rowX + rowW - 198}" y="${iy + 258}" width="174" height="32" rx="16" fill="#dcfce7"/>
    ${title("5% cashback", rowX + rowW - 111, iy + 280, 17, color.minty, font.bold, "middle")}

    <g transform="translate(0 ${iy + 312})">${otherRow(0, "#dbeafe", 200, 380)}</g>
    <path d="M${rowX + 20} ${iy + 410}h${rowW - 40}" stroke="${color.line}" stroke-width="2"/>
    <g transform="translate(0 ${iy + 416})">${otherRow(0, "#fde68a", 160, 330)}</g>

    <rect x="${rowX + 96}" y="${iy + 528}" width="${rowW - 96}" height="206" rx="22" fill="#fbfbfe" stroke="${color.line}" stroke-width="2"/>
    <rect x="${rowX + 118}" y="${iy + 548}" width="166" height="166" rx="18" fill="url(#peach)"/>
    ${sneaker(rowX + 126, iy + 590, 0.74)}
    ${title("Your Trail Runner is waiting", rowX + 310, iy + 590, 25)}
    ${title("Complete your order today and earn", rowX + 310, iy + 624, 19, color.muted, font.sans)}
    ${title("5% cashback with Minty.", rowX + 310, iy + 650, 19, color.muted, font.sans)}
    <rect x="${rowX + 310}" y="${iy + 668}" width="236" height="48" rx="24" fill="url(#br)"/>
    ${title("Complete purchase", rowX + 428, iy + 699, 19, "#fff", font.bold, "middle")}
    ${title("$128.00", rowX + 566, iy + 700, 22, color.ink, font.bold)}`;

  // The storefront the shopper left.
  const { x: sx, y: sy, width: sw, height: sh } = heroCards.store;
  const store = `<g filter="url(#shadow)"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="26" fill="#fff"/></g>
    <circle cx="${sx + 28}" cy="${sy + 28}" r="6" fill="#ffb4b4"/><circle cx="${sx + 48}" cy="${sy + 28}" r="6" fill="#fcd58a"/><circle cx="${sx + 68}" cy="${sy + 28}" r="6" fill="#9ee6c4"/>
    ${bar(sx + 96, sy + 18, sw - 124, 20, "#f1f3f8")}
    <rect x="${sx + 20}" y="${sy + 56}" width="${sw - 40}" height="190" rx="18" fill="url(#peach)"/>
    ${sneaker(sx + 38, sy + 96, 1.1)}
    ${title("Trail Runner", sx + 22, sy + 288, 26)}
    ${title("$128.00", sx + 22, sy + 322, 21, color.muted, font.sans)}
    <g fill="#f59e0b">${[0, 1, 2, 3, 4].map((i) => `<path d="${star(sx + sw - 112 + i * 20, sy + 315, 8)}"/>`).join("")}</g>
    <rect x="${sx + 20}" y="${sy + 346}" width="${sw - 40}" height="52" rx="26" fill="${color.ink}"/>
    ${title("Add to cart", sx + sw / 2, sy + 379, 20, "#fff", font.bold, "middle")}
    <g transform="translate(${sx + sw - 34} ${sy + 362})">
      <path d="M0 0v40l11-10 8 18 8-4-8-17h15Z" fill="#fff" stroke="${color.ink}" stroke-width="3.5" stroke-linejoin="round"/>
    </g>
`;
  // "Left without buying" floats over this corner as a live notification (home-hero.tsx).

  // SafeOpt reaches the shopper: dashed flow from the store to the inbox.
  const nodeX = sx + sw / 2;
  const nodeY = 700;
  const flow = `<path d="M${nodeX} ${sy + sh}V${nodeY - 50}" stroke="${color.safeopt}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
    <path d="M${nodeX + 50} ${nodeY}C${nodeX + 110} ${nodeY} ${nodeX + 100} ${iy + 600} ${rowX + 90} ${iy + 600}" fill="none" stroke="${color.safeopt}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
    <g filter="url(#shadow-sm)"><circle cx="${nodeX}" cy="${nodeY}" r="48" fill="url(#so)"/></g>
    <circle cx="${nodeX}" cy="${nodeY}" r="58" fill="none" stroke="${color.safeoptAccent}" stroke-opacity=".25" stroke-width="6"/>
    <rect x="${nodeX - 20}" y="${nodeY - 14}" width="40" height="29" rx="6" fill="none" stroke="#fff" stroke-width="4"/>
    <path d="m${nodeX - 17} ${nodeY - 10} 17 12 17-12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;

  // The order comes back.
  const { x: ox, y: oy, width: ow, height: oh } = heroCards.order;
  const order = `<g filter="url(#shadow)"><rect x="${ox}" y="${oy}" width="${ow}" height="${oh}" rx="24" fill="#fff"/></g>
    <circle cx="${ox + 54}" cy="${oy + 60}" r="30" fill="url(#mi)"/>
    <path d="m${ox + 41} ${oy + 61} 9.5 9.5 18-20" fill="none" stroke="#fff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>
    ${title("Order recovered", ox + 100, oy + 52, 23)}
    ${title("+$128.00 revenue", ox + 100, oy + 86, 21, color.minty, font.bold)}`;

  // Results card: revenue climbing.
  const { x: cx, y: cy, width: cw, height: ch } = heroCards.results;
  const chartPoints = [
    [0, 96], [40, 84], [80, 88], [120, 62], [160, 66], [200, 40], [240, 22],
  ];
  const line = chartPoints.map(([x, y], i) => `${i ? "L" : "M"}${cx + 28 + x!} ${cy + 84 + y!}`).join("");
  const chart = `<g filter="url(#shadow)"><rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="24" fill="#fff"/></g>
    ${title("Recovered revenue", cx + 28, cy + 46, 19, color.muted, font.bold)}
    ${title("+38%", cx + cw - 28, cy + 48, 22, color.minty, font.bold, "end")}
    <path d="${line}L${cx + 268} ${cy + 192}H${cx + 28}Z" fill="url(#area)"/>
    <path d="${line}" fill="none" stroke="${color.brand}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="${cx + 268}" cy="${cy + 106}" r="9" fill="#fff" stroke="${color.brand}" stroke-width="5"/>`;

  writeSvg("app/assets/home/hero-inbox.svg", svgDocument(W, H, defs + background + inbox + flow + store + order + chart));
}
