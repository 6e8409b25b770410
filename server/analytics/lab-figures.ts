import { z } from "zod";
import saved from "./lab-figures.json" with { type: "json" };

/** Committed beside the code by `npm run bench -- --save-lab`, so every deploy carries the lab figures of what it serves. */
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
  /** Each figure is the median of the runs. */
  runs: z.number().int().positive(),
  routes: z.array(LabRoute),
});
export type LabFigures = z.infer<typeof LabFigures>;

export const labFigures: LabFigures = LabFigures.parse(saved);

export function labFiguresOf(path: string): LabRoute | undefined {
  return labFigures.routes.find((route) => route.path === path);
}
