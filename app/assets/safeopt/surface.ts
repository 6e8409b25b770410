import reporting from "#app/assets/safeopt/reporting.svg?w=1024;1536;2048&responsive";

/**
 * The SafeOpt page's product surface: the reporting dashboard of one store
 * (tools/art/product/safeopt-reporting.ts, 1200 × 760). Phones show its left
 * column, the KPIs and the revenue chart, whole: the whole dashboard at phone
 * width would draw its words at 4 px.
 */
export const reportingSurface = {
  image: reporting,
  phoneCrop: { x: 32, y: 24, width: 440, height: 712 },
};
