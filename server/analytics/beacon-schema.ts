import { z } from "zod";
import type { Beacon, FieldVitals } from "#app/forms/page-view-beacon.ts";

export const FieldVitalsSchema = z
  .object({
    lcp: z.number().min(0).max(600_000).optional(),
    inp: z.number().min(0).max(600_000).optional(),
    cls: z.number().min(0).max(100).optional(),
  })
  .strict() satisfies z.ZodType<FieldVitals>;

export const BeaconSchema = z.object({
  url: z.string().max(900),
  referrer: z.string().max(900).default(""),
  vitals: FieldVitalsSchema.optional(),
}) satisfies z.ZodType<Beacon, unknown>;
