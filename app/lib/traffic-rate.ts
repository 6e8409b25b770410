/** Below this many visitors one lead moves a rate by over 3 points: it shows as "—" rather than a figure to act on. */
export const MIN_VISITORS_FOR_RATE = 30;

/** A conversion rate (0–1) as shown in the console and the CLI: one decimal, "—" on too few visitors, never over 100 %. */
export const shownRate = (rate: number, visitors: number) => (visitors < MIN_VISITORS_FOR_RATE ? "—" : `${(Math.min(1, rate) * 100).toFixed(1)}%`);
