import { z } from "zod";
import saved from "./lab-figures.json" with { type: "json" };

/**
 * Lighthouse's lab figures for this code, per route: what `npm run bench --
 * --save-lab` measured (mobile, simulated throttling, the median of its
 * runs) and committed beside the code, so that every deploy carries the lab
 * figures of what it serves. The console shows them next to the field
 * figures visitors' own browsers report.
 */
const LabRoute = z.object({
  path: z.string().startsWith("/"),
  performance: z.number().int().min(0).max(100),
  lcpMs: z.number().nonnegative(),
  tbtMs: z.number().nonnegative(),
  cls: z.number().nonnegative(),
});
export type LabRoute = z.infer<typeof LabRoute>;

export const LabFigures = z.object({
  measuredAt: z.iso.datetime(),
  /** Lighthouse runs per route; each figure is their median. */
  runs: z.number().int().positive(),
  routes: z.array(LabRoute),
});
export type LabFigures = z.infer<typeof LabFigures>;

export const labFigures: LabFigures = LabFigures.parse(saved);

/** The lab figures of a route's page, when the bench measured it. */
export function labFiguresOf(path: string): LabRoute | undefined {
  return labFigures.routes.find((route) => route.path === path);
}
