import { describe, expect, it } from "vitest";
import { type FormSchema, formSchemaOf, labelOf } from "#app/content/editing/form-schema.ts";
import { CaseStudySchema } from "#app/content/case-studies/schema.ts";
import { HomeContentSchema } from "#app/content/home.schema.ts";
import { MintyContentSchema } from "#app/content/minty.schema.ts";
import { SafeOptContentSchema } from "#app/content/safeopt.schema.ts";
import { LogoSchema, SpriteViewSchema } from "#app/content/shared.schema.ts";
import { WebinarSchema } from "#app/content/webinars/schema.ts";
import { z } from "#app/forms/zod.ts";

// Every schema a content module exports, so a new content type is covered the day it is added.
const modules = import.meta.glob<Record<string, unknown>>(["/app/content/**/*.schema.ts", "/app/content/**/schema.ts"], { eager: true });
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${file.replace("/app/content/", "")} ${name}`, schema] as const),
);

/** Every node of a form schema, with its dotted path. */
function* nodes(schema: FormSchema, path = ""): Generator<[string, FormSchema]> {
  yield [path, schema];
  const join = (key: string | number) => (path ? `${path}.${key}` : String(key));
  for (const [key, child] of Object.entries(schema.properties ?? {})) yield* nodes(child, join(key));
  for (const [index, child] of (schema.prefixItems ?? []).entries()) yield* nodes(child, join(index));
  if (schema.items) yield* nodes(schema.items, join("*"));
}

describe("formSchemaOf", () => {
  it("finds the content schemas", () => {
    const names = schemas.map(([name]) => name);
    for (const expected of ["CaseStudySchema", "WebinarSchema", "HomeContentSchema", "SafeOptContentSchema", "MintyContentSchema", "BoostContentSchema", "ProductHeroSchema", "TestimonialSchema", "VideoStorySchema"]) {
      expect(names.some((name) => name.endsWith(` ${expected}`)), expected).toBe(true);
    }
  });

  it.each(schemas)("reads %s: a label on every field, no references left", (_name, schema) => {
    const form = formSchemaOf(schema);
    expect(JSON.stringify(form)).not.toContain("$ref");
    for (const [path, node] of nodes(form)) {
      if (path) expect(node.title, path).toBeTruthy();
    }
  });

  it("reads a case study: required and optional fields, enums, a literal, lists and the editors' hints", () => {
    const form = formSchemaOf(CaseStudySchema);
    expect(form.type).toBe("object");
    expect(form.required).toContain("title");
    expect(form.required).not.toContain("caseStudyUrl");
    expect(form.required).not.toContain("testimonial");
    const { type, industry, product, summary, results, caseStudyUrl, testimonial, image, id } = form.properties!;
    expect(type).toMatchObject({ const: "case-study", title: "Type" });
    expect(industry?.enum).toContain("Beauty + Cosmetics");
    expect(product?.enum).toEqual(["safeopt", "minty", "minty-cashback-boost"]);
    expect(summary).toMatchObject({ type: "array", minItems: 1, items: { type: "string", editor: "textarea", title: "Paragraph" } });
    expect(results).toMatchObject({ type: "array", maxItems: 4, title: "Results", items: { type: "object", title: "Result", required: ["value", "label"] } });
    expect(caseStudyUrl).toMatchObject({ type: "string", format: "uri", title: "Case study URL" });
    expect(testimonial).toMatchObject({ type: "object", required: ["quote", "author", "title", "company"] });
    expect(testimonial?.properties?.highlight?.type).toBe("object");
    expect(image).toMatchObject({ type: "string", editor: "image" });
    expect(id).toMatchObject({ type: "integer", title: "ID" });
  });

  it("reads a webinar: a tuple with fixed members, instants and an optional object", () => {
    const form = formSchemaOf(WebinarSchema);
    const { titleLines, sessions, meetingDetails, durationMinutes, timeZone } = form.properties!;
    expect(titleLines).toMatchObject({ type: "array", minItems: 2, maxItems: 2, items: false });
    expect(titleLines?.prefixItems?.map((item) => item.title)).toEqual(["Title line 1", "Title line 2"]);
    expect(sessions).toMatchObject({ minItems: 1, items: { type: "string", format: "date-time", editor: "instant", title: "Session" } });
    expect(form.required).not.toContain("meetingDetails");
    expect(meetingDetails?.properties?.link?.format).toBe("uri");
    expect(durationMinutes).toMatchObject({ type: "integer", maximum: 600 });
    // A refinement is unrepresentable; its base type is kept.
    expect(timeZone).toMatchObject({ type: "string", title: "Time zone" });
  });

  it("reads the pages: tuples of objects, fixed-length lists, literals, links and refined objects", () => {
    const home = formSchemaOf(HomeContentSchema);
    expect(home.properties?.trustCards?.prefixItems?.map((item) => item.title)).toEqual(["Trust card 1", "Trust card 2"]);
    expect(home.properties?.hero?.properties?.highlights).toMatchObject({ minItems: 3, maxItems: 3, items: { title: "Highlight" } });
    expect(home.properties?.testimonial?.required).toContain("highlight");
    expect(home.properties?.channels?.properties?.cards?.items).toMatchObject({ properties: { ctaLink: { editor: "link", title: "CTA link" } } });
    expect(formSchemaOf(MintyContentSchema).properties?.chromeStore?.properties?.rating).toMatchObject({ const: "4.6/5" });
    expect(formSchemaOf(SafeOptContentSchema).properties?.benefits?.properties?.items).toMatchObject({ minItems: 4, maxItems: 4, items: { type: "object" } });
    expect(formSchemaOf(SpriteViewSchema)).toMatchObject({ type: "object", properties: { box: { type: "object" } } });
    const logo = formSchemaOf(LogoSchema);
    expect(logo.required).not.toContain("href");
    expect(logo.properties?.href).toMatchObject({ editor: "link" });
  });

  it("carries titles, descriptions and editors from .meta(), and keeps them typed", () => {
    const form = formSchemaOf(
      z.object({
        body: z.string().meta({ editor: "markdown", title: "Body text", description: "Markdown, as on the legal pages." }),
        kind: z.union([z.literal("a"), z.literal("b")]),
        // @ts-expect-error: only the editor's kinds are allowed
        wrong: z.string().meta({ editor: "colour" }),
      }),
    );
    expect(form.properties?.body).toEqual({ type: "string", editor: "markdown", title: "Body text", description: "Markdown, as on the legal pages." });
    expect(form.properties?.kind?.anyOf?.map((option) => option.const) ?? form.properties?.kind?.enum).toEqual(["a", "b"]);
  });

  it("turns property names into labels", () => {
    expect(labelOf("caseStudyUrl")).toBe("Case study URL");
    expect(labelOf("keyTakeaways")).toBe("Key takeaways");
    expect(labelOf("ctaText")).toBe("CTA text");
    expect(labelOf("x")).toBe("X");
  });
});
