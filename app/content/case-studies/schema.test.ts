import { describe, expect, it } from "vitest";
import avon from "#app/content/case-studies/avon.ts";
import { caseStudies } from "#app/content/case-studies/index.ts";
import { CaseStudySchema } from "#app/content/case-studies/schema.ts";

describe("a case study's product", () => {
  it("is named by the record, as one of the product pages", () => {
    expect(CaseStudySchema.safeParse(avon).success).toBe(true);
    const { product: _, ...withoutProduct } = avon;
    expect(CaseStudySchema.safeParse(withoutProduct).success).toBe(false);
    expect(CaseStudySchema.safeParse({ ...avon, product: "Minty" }).success).toBe(false);
  });

  it("is SafeOpt for most stories, Minty for the two about Minty's cashback", () => {
    expect(caseStudies.filter((study) => study.product === "minty").map((study) => study.slug)).toEqual(["stanley1913", "tweedlefarms"]);
    expect(caseStudies.filter((study) => study.product !== "minty").every((study) => study.product === "safeopt")).toBe(true);
  });
});
