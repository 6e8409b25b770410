import { type Industry } from "#app/content/shared.schema.ts";
import { type Defs } from "../draw.ts";
import { foodScenes } from "./food.ts";
import { outdoorScenes } from "./outdoors.ts";
import { styleScenes } from "./style.ts";

// Cover scenes: one still life per brand, hinting at what it sells. Each draws
// into a 580 × 460 box whose ground line is at y ≈ 420; the cover places the
// box on the right and adds background, glows and the result chip.

export type Palette = { bg: [string, string]; glow: [string, string]; accent: string };
export type Scene = {
  palette: Palette;
  /** Drawn clipped to the round stage behind the scene (water, sea, sky). */
  backdrop?: (d: Defs) => string;
  draw: (d: Defs) => string;
};

export const scenes: Record<string, Scene> = { ...styleScenes, ...foodScenes, ...outdoorScenes };

/** Scenes for case studies added later, by industry. */
export const industryScenes: Record<Industry, string> = {
  Apparel: "cupshe",
  "Beauty + Cosmetics": "avon",
  "CBD + Tobacco": "getsoul",
  "Food + Beverage": "splendidspoon",
  "Health + Wellness": "splendidspoon",
  Home: "surlatable",
  Outdoors: "stanley1913",
  Partnerships: "accelerationpartners",
  Pets: "tweedlefarms",
  "Sports + Fitness": "Issaonlinefitness",
};
