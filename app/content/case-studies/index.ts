// zod as the site configures it (no eval: the CSP forbids it).
import { z } from "#app/forms/zod.ts";
import accelerationPartners from "#app/content/case-studies/accelerationpartners.ts";
import avon from "#app/content/case-studies/avon.ts";
import cupshe from "#app/content/case-studies/cupshe.ts";
import footballCamps from "#app/content/case-studies/footballcamps.ts";
import getSoul from "#app/content/case-studies/getsoul.ts";
import gourmetGiftBaskets from "#app/content/case-studies/gourmetgiftbaskets.ts";
import issaOnlineFitness from "#app/content/case-studies/Issaonlinefitness.ts";
import rapala from "#app/content/case-studies/rapala.ts";
import renogy from "#app/content/case-studies/renogy.ts";
import splendidSpoon from "#app/content/case-studies/splendidspoon.ts";
import spotOnFence from "#app/content/case-studies/spotonfence.ts";
import stanley1913 from "#app/content/case-studies/stanley1913.ts";
import surLaTable from "#app/content/case-studies/surlatable.ts";
import tweedleFarms from "#app/content/case-studies/tweedlefarms.ts";
import waterAnywhere from "#app/content/case-studies/wateranywhere.ts";
import { type CaseStudy, CaseStudySchema } from "#app/content/case-studies/schema.ts";

// One file per case study, named by slug: tiles on /success-stories, pages at /success-stories/{slug} and /case-study/{id}.
// Add the file, its line below (in logo-wall order) and the brand in customer-logos.ts. Figures, quotes and people are
// placeholder copy until each brand approves. Relative imports only: the server looks case studies up with plain Node.
const rawCaseStudies: CaseStudy[] = [
  avon,
  accelerationPartners,
  surLaTable,
  stanley1913,
  gourmetGiftBaskets,
  spotOnFence,
  issaOnlineFitness,
  cupshe,
  footballCamps,
  rapala,
  waterAnywhere,
  renogy,
  splendidSpoon,
  tweedleFarms,
  getSoul,
];

export const caseStudies: CaseStudy[] = z.array(CaseStudySchema).parse(rawCaseStudies);

function assertUnique(label: string, values: readonly (string | number)[]): void {
  const seen = new Set<string | number>();
  for (const value of values) {
    if (seen.has(value)) {
      throw new Error(`case-studies: duplicate case study ${label} "${String(value)}"`);
    }
    seen.add(value);
  }
}

assertUnique("id", caseStudies.map((c) => c.id));
assertUnique("slug", caseStudies.map((c) => c.slug));
assertUnique(
  "slug (case-insensitive)",
  caseStudies.map((c) => c.slug.toLowerCase()),
);

/** In the studies given (the published ones on a running server). A string must be a plain positive integer: "3", not "3abc", "03" or "3.0". */
export function findCaseStudyById(studies: readonly CaseStudy[], id: number | string): CaseStudy | undefined {
  let n: number;
  if (typeof id === "number") {
    n = id;
  } else {
    if (!/^[1-9][0-9]*$/.test(id)) return undefined;
    n = Number(id);
  }
  if (!Number.isSafeInteger(n) || n <= 0) return undefined;
  return studies.find((study) => study.id === n);
}

/** An exact slug first, then case-insensitive. */
export function findCaseStudyBySlug(studies: readonly CaseStudy[], slug: string): CaseStudy | undefined {
  const lower = slug.toLowerCase();
  return studies.find((study) => study.slug === slug) ?? studies.find((study) => study.slug.toLowerCase() === lower);
}

export const getCaseStudyById = (id: number | string) => findCaseStudyById(caseStudies, id);
export const getCaseStudyBySlug = (slug: string) => findCaseStudyBySlug(caseStudies, slug);
