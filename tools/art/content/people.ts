import { svgDocument } from "../../lib/svg.ts";
import type { Defs } from "./draw.ts";
import { hash } from "./pick.ts";

/**
 * People: every person the site shows is drawn here, in one editorial
 * style, so Home's shoppers, testimonial authors, webinar presenters and the
 * speakers in video-story covers look drawn by one hand.
 *
 * The style: real proportions (a head in a frame of shoulders, not a
 * big-headed mascot), a light from the upper left that shades each face and
 * garment on its right, quiet features (brows, lidded eyes, a nose shadow,
 * lips), no blush spots and no outlines. Portraits are head and shoulders on
 * a soft radial backdrop from one warm-neutral family, tinted per person, and
 * are shown in a round frame.
 *
 * Figures are drawn on a 96 × 96 grid, face centred near (48, 44) and
 * shoulders from y 74.
 */

export type HairStyle =
  | "long-waves"
  | "long-straight"
  | "short-side"
  | "crop"
  | "coils"
  | "coils-short"
  | "bob-glasses"
  | "low-bun"
  | "hijab";

export type Person = {
  backdrop: [string, string];
  skin: string;
  shade: string;
  lips: string;
  /** The hair's colour; with "hijab", the scarf's. */
  hair: string;
  hairLight: string;
  top: string;
  topShade: string;
  hairStyle: HairStyle;
  neckline: "crew" | "collar" | "v" | "blazer" | "turtleneck";
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
};

const r = (value: number) => Math.round(value * 10) / 10;

const glassesArt = `<g fill="none" stroke="#2a2f3a" stroke-width="1.2"><rect x="38.2" y="40.6" width="8.6" height="6.6" rx="2.6"/><rect x="49.2" y="40.6" width="8.6" height="6.6" rx="2.6"/><path d="M46.8 43.2q1.2-.9 2.4 0M38.2 43l-3 -.8M57.8 43l3-.8"/></g>`;

function shoulders(p: Person): string {
  const necklines = {
    crew: `<path d="M40 76q8 5 16 0" fill="none" stroke="${p.topShade}" stroke-width="2"/>`,
    collar: `<path d="M39 75l9 8 9-8-3-2-6 5-6-5Z" fill="#f4f6fa"/>`,
    v: `<path d="M41 75l7 10 7-10Z" fill="${p.shade}"/>`,
    blazer: `<path d="M41 74.5l7 11.5 7-11.5Z" fill="#f4f6fa"/>
      <path d="M40.6 74.2 36.4 77l8.2 14.5 3.4-5.5Z" fill="${p.topShade}"/><path d="M55.4 74.2 59.6 77l-8.2 14.5-3.4-5.5Z" fill="${p.topShade}"/>`,
    turtleneck: "",
  };
  return `<path d="M14 98c0-14 9-22 22-24l12 3 12-3c13 2 22 10 22 24Z" fill="${p.top}"/>
    <path d="M60 74c13 2 22 10 22 24H66c1-9-2-17-6-24Z" fill="${p.topShade}"/>
    ${necklines[p.neckline]}`;
}

function neck(p: Person): string {
  const skin = `<path d="M41.5 60h13v14c-2.5 3-10.5 3-13 0Z" fill="${p.skin}"/>
    <path d="M41.5 62c4 3.5 9 3.5 13 0v4c-4 2.5-9 2.5-13 0Z" fill="${p.shade}"/>`;
  if (p.neckline !== "turtleneck") return skin;
  // A turtleneck covers the neck from under the jaw, folded once.
  return `${skin}<path d="M40.6 66q7.4 3.2 14.8 0V76q-7.4 3.2-14.8 0Z" fill="${p.top}"/>
    <path d="M55.4 66V76q-2.2 1-4.8 1.3V68q2.6-.6 4.8-2Z" fill="${p.topShade}"/>
    <path d="M40.8 69.4q7.2 3 14.4 0" fill="none" stroke="${p.topShade}" stroke-width=".9"/>`;
}

function face(p: Person): string {
  const covered = p.hairStyle === "hijab";
  // Head with a tapered jaw; the shade falls on the right cheek and under the brow.
  const ears = covered ? "" : `<ellipse cx="34.6" cy="45" rx="2.2" ry="3.4" fill="${p.skin}"/><ellipse cx="61.4" cy="45" rx="2.2" ry="3.4" fill="${p.shade}"/>`;
  const beard = p.beard
    ? `<path d="M35.2 46.5c.6 7.5 3.4 13 7.3 16.5 1.8 1.6 3.8 2.6 5.5 2.6s3.7-1 5.5-2.6c3.9-3.5 6.7-9 7.3-16.5-1.4 3.6-3 5.6-4.8 6.6-2.2-1.6-5-2.3-8-2.3s-5.8.7-8 2.3c-1.8-1-3.4-3-4.8-6.6Z" fill="${p.hair}"/>`
    : "";
  const earrings = p.earrings && !covered ? `<circle cx="34.9" cy="50" r="1.2" fill="${p.earrings}"/><circle cx="61.1" cy="50" r="1.2" fill="${p.earrings}"/>` : "";
  return `<path d="M34.5 42c0-10 6-17 13.5-17s13.5 7 13.5 17c0 9-3 15.5-7 19-2 1.8-4.2 2.6-6.5 2.6s-4.5-.8-6.5-2.6c-4-3.5-7-10-7-19Z" fill="${p.skin}"/>
    <path d="M55 30c4 3 6.5 7 6.5 12 0 9-3 15.5-7 19-2 1.8-4.2 2.6-6.5 2.6 5-4 8-12 7-33Z" fill="${p.shade}" opacity=".55"/>
    ${ears}${earrings}
    <path d="M39.5 39.6q3-1.6 6 0M50.5 39.6q3-1.6 6 0" fill="none" stroke="${covered ? "#2a1d17" : p.hair}" stroke-width="1.3" stroke-linecap="round"/>
    <path d="M40 44q2.5-1.6 5 0q-2.5 1.2-5 0ZM51 44q2.5-1.6 5 0q-2.5 1.2-5 0Z" fill="#231a16"/>
    <path d="M48.6 45.5l1.2 6.2q-1.4.9-2.9.4" fill="none" stroke="${p.shade}" stroke-width="1.1" stroke-linecap="round"/>
    ${beard}
    <path d="M44.6 55.4q3.4 1.9 6.8 0q-3.4 3.2-6.8 0Z" fill="${p.lips}"/>`;
}

/** Hair in three layers: behind the shoulders, over the neck (a scarf), and over the face. */
function hair(p: Person): { back: string; cover: string; front: string } {
  const light = (d: string) => `<path d="${d}" fill="none" stroke="${p.hairLight}" stroke-width="1.6" stroke-linecap="round"/>`;
  switch (p.hairStyle) {
    case "long-waves":
      return {
        back: `<path d="M32 42c-1-13 6-20.5 16-20.5S65 29 64 42c0 8 3 14 2 22-2 6-7 8-11 7l-1-14h-12l-1 14c-4 1-9-1-11-7-1-8 2-14 2-22Z" fill="${p.hair}"/>`,
        cover: "",
        front: `<path d="M34 41c0-11 6.5-16.5 14-16.5 8.5 0 14.5 6 14 16.5-4.5-2-9-6-11.5-11.5C48 35 42 39.5 34 41Z" fill="${p.hair}"/>${light("M38 33c3-4 7-5.5 11-5.5")}`,
      };
    case "long-straight":
      return {
        back: `<path d="M32.5 42c-.5-12 6.5-19.5 15.5-19.5S64 30 63.5 42c0 10 1.2 19 .6 27.5-2.4 3.6-6.6 4.4-10.1 3.5V50H42v23c-3.5.9-7.7.1-10.1-3.5-.6-8.5.6-17.5.6-27.5Z" fill="${p.hair}"/>
          <path d="M60.5 44c1 9 1.6 17 1 26.5" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" opacity=".12"/>`,
        cover: "",
        front: `<path d="M34 42c-.5-11 6-17 14-17s14.5 6 14 17c-3-4-7.5-9-13-12.5h-1.5C42 33 37 38 34 42Z" fill="${p.hair}"/>${light("M39 32c2.5-3 5.5-4.5 8.5-4.8")}`,
      };
    case "short-side":
      return {
        back: "",
        cover: "",
        front: `<path d="M34 40c-1.5-11 5.5-16.5 14-16.5 9 0 15 5 14 16.5l-1.5-5c-5-1-13-2-20-6.5-2 2.5-4.5 6-6.5 11.5Z" fill="${p.hair}"/>${light("M41 28.5c5 2.5 11 3.5 17 3.5")}
          ${p.beard ? "" : `<path d="M37.5 53c2 6 6 9.5 10.5 9.5s8.5-3.5 10.5-9.5c-3 2.5-6 2.6-10.5 2.6s-7.5-.1-10.5-2.6Z" fill="${p.hair}" opacity=".35"/>`}`,
      };
    case "crop":
      return {
        back: "",
        cover: "",
        front: `<path d="M34.6 40.5c-1-10.5 5.5-16 13.4-16s14.4 5.5 13.4 16c-.8-3.2-2-5.6-3.6-7.4-5.6 1.4-14 1.4-19.6 0-1.6 1.8-2.8 4.2-3.6 7.4Z" fill="${p.hair}"/>${light("M41 28.2q7-2.2 14 0")}`,
      };
    case "coils": {
      const coils = [
        [36, 30, 6.5], [43, 24.5, 7], [51, 23.5, 7], [58.5, 27, 6.5], [62.5, 34.5, 5.5], [33, 37.5, 5.5], [47, 21, 5],
      ]
        .map(([cx, cy, radius]) => `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${p.hair}"/>`)
        .join("");
      return {
        back: coils,
        cover: "",
        // The crown is hair right down to the hairline, with no skin between the coils.
        front: `<path d="M34.8 38c-.8-8.6 5-14.6 13.2-14.6S62 29.4 61.2 38c-4-1.6-8.5-2.4-13.2-2.4s-9.2.8-13.2 2.4Z" fill="${p.hair}"/>
          <path d="M40 25.5q3-2 6-1.2M53 24.6q3 .4 5 2.6" fill="none" stroke="${p.hairLight}" stroke-width="1.5" stroke-linecap="round"/>`,
      };
    }
    case "coils-short": {
      const coils = [[37.6, 30.5, 4.4], [42.6, 26.4, 5], [48.4, 24.8, 5.2], [54.2, 26.4, 5], [59, 30.8, 4.4]]
        .map(([cx, cy, radius]) => `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${p.hair}"/>`)
        .join("");
      return {
        back: "",
        cover: "",
        front: `${coils}<path d="M34.7 39c-.8-8.6 5-14.4 13.3-14.4S62.1 30.4 61.3 39c-4-1.5-8.6-2.2-13.3-2.2s-9.3.7-13.3 2.2Z" fill="${p.hair}"/>
          <path d="M41 24.6q2.6-1.6 5.2-1M51 23.8q2.6.3 4.4 2" fill="none" stroke="${p.hairLight}" stroke-width="1.4" stroke-linecap="round"/>`,
      };
    }
    case "bob-glasses":
      return {
        back: `<path d="M32.5 42c-1-12 6-19.5 15.5-19.5S64.5 30 63.5 42l1 15c-3 2.5-6 2.5-8.5 1.5V44h-16v14.5c-2.5 1-5.5 1-8.5-1.5Z" fill="${p.hair}"/>`,
        cover: "",
        front: `<path d="M34 42c-.5-11 6-17 14-17s14.5 6 14 17c-6-1-12-4-15-9-2 4-7 8-13 9Z" fill="${p.hair}"/>${light("M40 30.5c2.5-2.5 5.5-3.5 8.5-3.5")}${glassesArt}`,
      };
    case "low-bun":
      return {
        back: `<circle cx="58.5" cy="58" r="6" fill="${p.hair}"/>`,
        cover: "",
        front: `<path d="M34 43c-1.2-12 5.8-18.5 14-18.5S63.2 31 62 43c-1.8-6-6.5-10-14-10.5-3.5 0-7 1.4-9.5 3.8C36.5 38.5 35 40.5 34 43Z" fill="${p.hair}"/>${light("M41 29c3-1.8 6-2.4 9.5-2")}
          <circle cx="61.6" cy="51" r="1.3" fill="#e9c46a"/>`,
      };
    case "hijab":
      // The scarf frames the face and falls over the neck onto the shoulders; its fold on the right is in shade.
      return {
        back: "",
        cover: `<path d="M29.5 46c0-15 8-24 18.5-24s18.5 9 18.5 24c0 7-1 12-3 16.5 4 4 8.5 8 8.5 13.5 0 6-10.5 9-24 9s-24-3-24-9c0-5.5 4.5-9.5 8.5-13.5-2-4.5-3-9.5-3-16.5Z" fill="${p.hair}"/>
          <path d="M57 29c6 4.5 9.5 10 9.5 17 0 7-1 12-3 16.5 4 4 8.5 8 8.5 13.5 0 4-4.6 6.6-11.6 7.9 2.4-6.6 3-13.6 1.2-20.4 2-12 .6-24-4.6-34.5Z" fill="#000" opacity=".12"/>`,
        front: `<path d="M34.6 42.5c0-11.5 6.2-18.3 13.4-18.3S61.4 31 61.4 42.5c-2.5-5.5-7.9-9-13.4-9S37.1 37 34.6 42.5Z" fill="${p.hair}"/>`,
      };
  }
}

/** The figure alone on the 96 grid (no backdrop, no frame). */
function figure(p: Person): string {
  const { back, cover, front } = hair(p);
  return `${back}${shoulders(p)}${neck(p)}${cover}${face(p)}${front}${p.glasses && p.hairStyle !== "bob-glasses" ? glassesArt : ""}`;
}

const compact = (markup: string) => markup.replace(/\s*\n\s*/g, "").replace(/\d+\.\d{2,}/g, (n) => String(r(Number(n))));

/**
 * A round-frame portrait, 96 × 96: the backdrop fills the square (the page
 * crops it to a circle), and the figure is enlarged about the chin line so
 * the face fills the small frame. `id` names its gradient, unique per file
 * it is placed in.
 */
export function portraitSvg(p: Person, id = "bg"): string {
  const defs = `<defs><radialGradient id="${id}" cx=".3" cy=".25" r=".9"><stop offset="0" stop-color="${p.backdrop[0]}"/><stop offset="1" stop-color="${p.backdrop[1]}"/></radialGradient></defs>`;
  const body = `<rect width="96" height="96" fill="url(#${id})"/><g transform="translate(48 97) scale(1.24) translate(-48 -90)">${figure(p)}</g>`;
  return svgDocument(96, 96, compact(`${defs}${body}`));
}

/**
 * The figure in a 400 × 400 box for scenes (video-story covers): face
 * centred near (200, 150), shoulders from y 270, the body reaching y 366.
 * Flat fills only, so `defs` is not written to.
 */
export function personArt(_defs: Defs, p: Person): string {
  return `<g transform="translate(8 -26) scale(4)">${compact(figure(p))}</g>`;
}

/** Backdrops: one warm-neutral family, tinted per person. */
const backdrops = {
  lilac: ["#f3efe9", "#e3d9f4"],
  sky: ["#eef2f6", "#d5e3f3"],
  sage: ["#eef4ef", "#cfe8dc"],
  sand: ["#f6f0e8", "#f1dcc3"],
  rose: ["#f5eef1", "#ecd3de"],
  mint: ["#f1f5f1", "#d6eadf"],
  peach: ["#f7f0ea", "#f3d8c8"],
} satisfies Record<string, [string, string]>;

/** Skin tones, each with its shade and lips, light to deep. */
const skins = {
  fair: { skin: "#f3d2b8", shade: "#deb394", lips: "#c07a68" },
  light: { skin: "#efc4a2", shade: "#d9a784", lips: "#b9735f" },
  golden: { skin: "#e3b48c", shade: "#cc9a72", lips: "#a8604e" },
  tan: { skin: "#cf9872", shade: "#b67f5a", lips: "#9c5445" },
  brown: { skin: "#b07a56", shade: "#96623f", lips: "#8a4a3a" },
  deep: { skin: "#7a4a30", shade: "#623822", lips: "#5a2b20" },
  umber: { skin: "#8e5a3c", shade: "#74462c", lips: "#64342a" },
};

/** Hair colours with their highlight. */
const hairs = {
  black: { hair: "#17100d", hairLight: "#2e211a" },
  blueBlack: { hair: "#141820", hairLight: "#2c3340" },
  darkBrown: { hair: "#2a1a13", hairLight: "#4a3124" },
  brown: { hair: "#4e2a18", hairLight: "#6e4029" },
  chestnut: { hair: "#6b4328", hairLight: "#8d5f3e" },
  auburn: { hair: "#8a4526", hairLight: "#a8603b" },
  blond: { hair: "#b98a4e", hairLight: "#d2a86d" },
  grey: { hair: "#8f9096", hairLight: "#b4b5ba" },
};

/** Garment colours with their shade. */
const tops = {
  coral: { top: "#e0736a", topShade: "#c65c54" },
  navy: { top: "#2f4f8f", topShade: "#243f75" },
  ochre: { top: "#d99a3a", topShade: "#bd8128" },
  pine: { top: "#2f6f5e", topShade: "#245a4b" },
  violet: { top: "#5b4bb7", topShade: "#4a3c9c" },
  charcoal: { top: "#3a4150", topShade: "#2d333f" },
  teal: { top: "#2a7f86", topShade: "#1f676d" },
  plum: { top: "#8a3f6b", topShade: "#723358" },
  sky: { top: "#4a7fc1", topShade: "#3a69a5" },
  camel: { top: "#b98a5a", topShade: "#9e7349" },
};

type Look = Pick<Person, "hairStyle" | "neckline" | "glasses" | "beard" | "earrings">;
const person = (backdrop: keyof typeof backdrops, skin: keyof typeof skins, hairColour: keyof typeof hairs, top: keyof typeof tops, look: Look): Person => ({
  backdrop: backdrops[backdrop],
  ...skins[skin],
  ...hairs[hairColour],
  ...tops[top],
  ...look,
});

/** Home's trust card: five Minty shoppers (Maya, Daniel, Amara, Kenji, Sofia), in the card's order. */
export const shoppers: Person[] = [
  person("lilac", "brown", "darkBrown", "coral", { hairStyle: "long-waves", neckline: "crew" }),
  person("sky", "light", "chestnut", "navy", { hairStyle: "short-side", neckline: "collar" }),
  person("sage", "deep", "black", "ochre", { hairStyle: "coils", neckline: "crew" }),
  person("sand", "golden", "blueBlack", "pine", { hairStyle: "bob-glasses", neckline: "v" }),
  person("rose", "tan", "brown", "violet", { hairStyle: "low-bun", neckline: "crew" }),
];

/** Named people: webinar presenters and testimonial authors. */
export const people: Record<string, Person> = {
  // Webinar presenters.
  "Dana Whitfield": person("peach", "fair", "auburn", "navy", { hairStyle: "long-waves", neckline: "blazer", earrings: "#e9c46a" }),
  "Marcus Ellery": person("sage", "umber", "black", "teal", { hairStyle: "crop", neckline: "collar", beard: true }),
  "Priya Raman": person("rose", "brown", "black", "plum", { hairStyle: "low-bun", neckline: "turtleneck" }),
  "Jordan Castillo": person("sky", "tan", "darkBrown", "navy", { hairStyle: "short-side", neckline: "crew" }),
  "Alicia Moreno": person("sand", "tan", "darkBrown", "ochre", { hairStyle: "coils", neckline: "blazer", glasses: true, earrings: "#e9c46a" }),
  // Home's testimonial.
  "Jordan Ellis": person("lilac", "golden", "brown", "charcoal", { hairStyle: "short-side", neckline: "collar", glasses: true }),
  // Case-study authors.
  "Renee Whitaker": person("rose", "deep", "black", "coral", { hairStyle: "long-straight", neckline: "blazer", earrings: "#e9c46a" }),
  "Michael Torrance": person("sky", "light", "grey", "charcoal", { hairStyle: "crop", neckline: "blazer", glasses: true }),
  "Claire Donovan": person("peach", "fair", "blond", "pine", { hairStyle: "bob-glasses", neckline: "crew" }),
  "Jason Mercer": person("sand", "golden", "chestnut", "sky", { hairStyle: "short-side", neckline: "collar", beard: true }),
  "Linda Caruso": person("lilac", "light", "brown", "plum", { hairStyle: "long-waves", neckline: "v", earrings: "#e9c46a" }),
  "Travis Holloway": person("sage", "fair", "chestnut", "camel", { hairStyle: "crop", neckline: "crew" }),
  "Erica Lindqvist": person("mint", "fair", "blond", "teal", { hairStyle: "low-bun", neckline: "turtleneck" }),
  "Vivian Zhao": person("sky", "golden", "blueBlack", "violet", { hairStyle: "long-straight", neckline: "crew" }),
  "Derek Osei": person("mint", "deep", "black", "navy", { hairStyle: "coils-short", neckline: "collar" }),
  "Erik Lundgren": person("sky", "fair", "blond", "pine", { hairStyle: "short-side", neckline: "crew", beard: true }),
  "Hannah Pierce": person("peach", "light", "auburn", "sky", { hairStyle: "long-straight", neckline: "v" }),
  // Minty's testimonials.
  "Rachel Kim": person("mint", "light", "blueBlack", "violet", { hairStyle: "long-straight", neckline: "blazer", earrings: "#e9c46a" }),
  "Marcus Bell": person("sand", "deep", "black", "sky", { hairStyle: "crop", neckline: "collar", beard: true }),
  "Elena Torres": person("rose", "tan", "darkBrown", "pine", { hairStyle: "long-waves", neckline: "v" }),
  "Nadia Brooks": { ...person("lilac", "brown", "darkBrown", "teal", { hairStyle: "hijab", neckline: "crew" }), hair: "#a45d78", hairLight: "#bf7b95" },
};

/** The two teammates on the Careers hero's rising line, lower first. */
export const teammates: Person[] = [
  person("peach", "tan", "darkBrown", "coral", { hairStyle: "long-straight", neckline: "crew", earrings: "#e9c46a" }),
  person("mint", "brown", "grey", "pine", { hairStyle: "crop", neckline: "collar", glasses: true }),
];

/** The speaker in each video-story cover, by brand; stories added later get one picked from the brand. */
export const speakers: Record<string, Person> = {
  "Brightwell Nutrition": person("sage", "umber", "black", "pine", { hairStyle: "long-straight", neckline: "crew", earrings: "#e9c46a" }),
  "Harbor & Pine": person("sky", "light", "chestnut", "navy", { hairStyle: "short-side", neckline: "crew", beard: true }),
  "Glow Theory": person("rose", "golden", "blueBlack", "plum", { hairStyle: "long-waves", neckline: "blazer" }),
  "Cedar Hearth Home": person("sand", "tan", "darkBrown", "camel", { hairStyle: "crop", neckline: "collar", glasses: true }),
};

/** The named person, or for anyone else one of them picked from the name. */
export function personFor(name: string): Person {
  const known = people[name];
  if (known) return known;
  const all = Object.values(people);
  return all[hash(name) % all.length]!;
}
