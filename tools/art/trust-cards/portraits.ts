import { writeSvg } from "../../lib/files.ts";
import { svgDocument } from "../../lib/svg.ts";
import { TRUST_CARD_PARTS, writeTrustCardsSprite } from "./sprite.ts";

/**
 * Draws the five shopper portraits of Home's trust card,
 * tools/art/trust-cards/parts/avatar-{1..5}.svg, then rebuilds the sprite the
 * site serves them from (sprite.ts).
 *
 * One editorial style for all five: real proportions (a head in a frame of
 * shoulders, not a big-headed mascot), a light from the upper left that
 * shades each face and garment on its right, quiet features (brows, lidded
 * eyes, a nose shadow, lips) and no blush spots or outlines. The backdrops
 * share one warm-neutral family, tinted per person.
 *
 * Run after changing a drawing: `npm run art -- portraits`.
 */

type Portrait = {
  backdrop: [string, string];
  skin: string;
  shade: string;
  lips: string;
  hair: string;
  hairLight: string;
  top: string;
  topShade: string;
  hairStyle: "long-waves" | "short-side" | "coils" | "bob-glasses" | "low-bun";
  neckline: "crew" | "collar" | "v";
};

const portraits: Portrait[] = [
  { backdrop: ["#f3efe9", "#e3d9f4"], skin: "#b07a56", shade: "#96623f", lips: "#8a4a3a", hair: "#2a1a13", hairLight: "#4a3124", top: "#e0736a", topShade: "#c65c54", hairStyle: "long-waves", neckline: "crew" },
  { backdrop: ["#eef2f6", "#d5e3f3"], skin: "#efc4a2", shade: "#d9a784", lips: "#b9735f", hair: "#6b4328", hairLight: "#8d5f3e", top: "#2f4f8f", topShade: "#243f75", hairStyle: "short-side", neckline: "collar" },
  { backdrop: ["#eef4ef", "#cfe8dc"], skin: "#7a4a30", shade: "#623822", lips: "#5a2b20", hair: "#17100d", hairLight: "#2e211a", top: "#d99a3a", topShade: "#bd8128", hairStyle: "coils", neckline: "crew" },
  { backdrop: ["#f6f0e8", "#f1dcc3"], skin: "#e3b48c", shade: "#cc9a72", lips: "#a8604e", hair: "#141820", hairLight: "#2c3340", top: "#2f6f5e", topShade: "#245a4b", hairStyle: "bob-glasses", neckline: "v" },
  { backdrop: ["#f5eef1", "#ecd3de"], skin: "#cf9872", shade: "#b67f5a", lips: "#9c5445", hair: "#4e2a18", hairLight: "#6e4029", top: "#5b4bb7", topShade: "#4a3c9c", hairStyle: "low-bun", neckline: "crew" },
];

const r = (value: number) => Math.round(value * 10) / 10;

function shoulders(p: Portrait): string {
  const necklines = {
    crew: `<path d="M40 76q8 5 16 0" fill="none" stroke="${p.topShade}" stroke-width="2"/>`,
    collar: `<path d="M39 75l9 8 9-8-3-2-6 5-6-5Z" fill="#f4f6fa"/>`,
    v: `<path d="M41 75l7 10 7-10Z" fill="${p.shade}"/>`,
  };
  return `<path d="M14 98c0-14 9-22 22-24l12 3 12-3c13 2 22 10 22 24Z" fill="${p.top}"/>
    <path d="M60 74c13 2 22 10 22 24H66c1-9-2-17-6-24Z" fill="${p.topShade}"/>
    ${necklines[p.neckline]}`;
}

function neck(p: Portrait): string {
  return `<path d="M41.5 60h13v14c-2.5 3-10.5 3-13 0Z" fill="${p.skin}"/>
    <path d="M41.5 62c4 3.5 9 3.5 13 0v4c-4 2.5-9 2.5-13 0Z" fill="${p.shade}"/>`;
}

function face(p: Portrait): string {
  // Head with a tapered jaw; the shade falls on the right cheek and under the brow.
  return `<path d="M34.5 42c0-10 6-17 13.5-17s13.5 7 13.5 17c0 9-3 15.5-7 19-2 1.8-4.2 2.6-6.5 2.6s-4.5-.8-6.5-2.6c-4-3.5-7-10-7-19Z" fill="${p.skin}"/>
    <path d="M55 30c4 3 6.5 7 6.5 12 0 9-3 15.5-7 19-2 1.8-4.2 2.6-6.5 2.6 5-4 8-12 7-33Z" fill="${p.shade}" opacity=".55"/>
    <ellipse cx="34.6" cy="45" rx="2.2" ry="3.4" fill="${p.skin}"/><ellipse cx="61.4" cy="45" rx="2.2" ry="3.4" fill="${p.shade}"/>
    <path d="M39.5 39.6q3-1.6 6 0M50.5 39.6q3-1.6 6 0" fill="none" stroke="${p.hair}" stroke-width="1.3" stroke-linecap="round"/>
    <path d="M40 44q2.5-1.6 5 0q-2.5 1.2-5 0ZM51 44q2.5-1.6 5 0q-2.5 1.2-5 0Z" fill="#231a16"/>
    <path d="M48.6 45.5l1.2 6.2q-1.4.9-2.9.4" fill="none" stroke="${p.shade}" stroke-width="1.1" stroke-linecap="round"/>
    <path d="M44.6 55.4q3.4 1.9 6.8 0q-3.4 3.2-6.8 0Z" fill="${p.lips}"/>`;
}

function hair(p: Portrait): { back: string; front: string } {
  switch (p.hairStyle) {
    case "long-waves":
      return {
        back: `<path d="M32 42c-1-13 6-20.5 16-20.5S65 29 64 42c0 8 3 14 2 22-2 6-7 8-11 7l-1-14h-12l-1 14c-4 1-9-1-11-7-1-8 2-14 2-22Z" fill="${p.hair}"/>`,
        front: `<path d="M34 41c0-11 6.5-16.5 14-16.5 8.5 0 14.5 6 14 16.5-4.5-2-9-6-11.5-11.5C48 35 42 39.5 34 41Z" fill="${p.hair}"/>
          <path d="M38 33c3-4 7-5.5 11-5.5" fill="none" stroke="${p.hairLight}" stroke-width="1.6" stroke-linecap="round"/>`,
      };
    case "short-side":
      return {
        back: "",
        front: `<path d="M34 40c-1.5-11 5.5-16.5 14-16.5 9 0 15 5 14 16.5l-1.5-5c-5-1-13-2-20-6.5-2 2.5-4.5 6-6.5 11.5Z" fill="${p.hair}"/>
          <path d="M41 28.5c5 2.5 11 3.5 17 3.5" fill="none" stroke="${p.hairLight}" stroke-width="1.6" stroke-linecap="round"/>
          <path d="M37.5 53c2 6 6 9.5 10.5 9.5s8.5-3.5 10.5-9.5c-3 2.5-6 2.6-10.5 2.6s-7.5-.1-10.5-2.6Z" fill="${p.hair}" opacity=".35"/>`,
      };
    case "coils": {
      const coils = [
        [36, 30, 6.5], [43, 24.5, 7], [51, 23.5, 7], [58.5, 27, 6.5], [62.5, 34.5, 5.5], [33, 37.5, 5.5], [47, 21, 5],
      ]
        .map(([cx, cy, radius]) => `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${p.hair}"/>`)
        .join("");
      return {
        back: coils,
        front: `<path d="M34.8 38c2.5-5.5 7.5-8.5 13.2-8.5s10.7 3 13.2 8.5c-4-1.6-8.5-2.4-13.2-2.4s-9.2.8-13.2 2.4Z" fill="${p.hair}"/>
          <path d="M40 25.5q3-2 6-1.2M53 24.6q3 .4 5 2.6" fill="none" stroke="${p.hairLight}" stroke-width="1.5" stroke-linecap="round"/>`,
      };
    }
    case "bob-glasses":
      return {
        back: `<path d="M32.5 42c-1-12 6-19.5 15.5-19.5S64.5 30 63.5 42l1 15c-3 2.5-6 2.5-8.5 1.5V44h-16v14.5c-2.5 1-5.5 1-8.5-1.5Z" fill="${p.hair}"/>`,
        front: `<path d="M34 42c-.5-11 6-17 14-17s14.5 6 14 17c-6-1-12-4-15-9-2 4-7 8-13 9Z" fill="${p.hair}"/>
          <path d="M40 30.5c2.5-2.5 5.5-3.5 8.5-3.5" fill="none" stroke="${p.hairLight}" stroke-width="1.6" stroke-linecap="round"/>
          <g fill="none" stroke="#2a2f3a" stroke-width="1.2"><rect x="38.2" y="40.6" width="8.6" height="6.6" rx="2.6"/><rect x="49.2" y="40.6" width="8.6" height="6.6" rx="2.6"/><path d="M46.8 43.2q1.2-.9 2.4 0M38.2 43l-3 -.8M57.8 43l3-.8"/></g>`,
      };
    case "low-bun":
      return {
        back: `<circle cx="58.5" cy="58" r="6" fill="${p.hair}"/>`,
        front: `<path d="M34 43c-1.2-12 5.8-18.5 14-18.5S63.2 31 62 43c-1.8-6-6.5-10-14-10.5-3.5 0-7 1.4-9.5 3.8C36.5 38.5 35 40.5 34 43Z" fill="${p.hair}"/>
          <path d="M41 29c3-1.8 6-2.4 9.5-2" fill="none" stroke="${p.hairLight}" stroke-width="1.6" stroke-linecap="round"/>
          <circle cx="61.6" cy="51" r="1.3" fill="#e9c46a"/>`,
      };
  }
}

function portraitSvg(p: Portrait, index: number): string {
  const id = `p${index}`;
  const { back, front } = hair(p);
  const defs = `<defs><radialGradient id="${id}" cx=".3" cy=".25" r=".9"><stop offset="0" stop-color="${p.backdrop[0]}"/><stop offset="1" stop-color="${p.backdrop[1]}"/></radialGradient></defs>`;
  // Drawn on a 96 grid, then enlarged about the chin line so the face fills the small round frame.
  const body = `<rect width="96" height="96" fill="url(#${id})"/><g transform="translate(48 97) scale(1.24) translate(-48 -90)">${back}${shoulders(p)}${neck(p)}${face(p)}${front}</g>`;
  const compact = `${defs}${body}`.replace(/\s*\n\s*/g, "").replace(/\d+\.\d{2,}/g, (n) => String(r(Number(n))));
  return svgDocument(96, 96, compact);
}

portraits.forEach((portrait, index) => writeSvg(`${TRUST_CARD_PARTS}/avatar-${index + 1}.svg`, portraitSvg(portrait, index + 1)));
writeTrustCardsSprite();
