// The hero illustration's cards in its own pixels. tools/art/site/hero.ts draws them here; the phone and tablet crops
// (hero-image.ts) frame the inbox and the results card whole and leave the store and the order out.
export type ArtBox = { x: number; y: number; width: number; height: number };

export const heroArtSize = { width: 1200, height: 1000 } as const;

export const heroCards = {
  store: { x: 36, y: 170, width: 296, height: 420 },
  order: { x: 36, y: 812, width: 296, height: 120 },
  inbox: { x: 384, y: 120, width: 752, height: 760 },
  results: { x: 860, y: 436, width: 292, height: 212 },
} as const satisfies Record<string, ArtBox>;
