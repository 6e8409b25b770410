import { z } from "#app/forms/zod.ts";

/** How a field is edited when its type alone does not say: set with `.meta({ editor })` on the content schema. */
export type EditorKind = "markdown" | "textarea" | "link" | "image" | "instant";

declare module "zod" {
  interface GlobalMeta {
    /** The content editor's control for this field (app/components/console/content-editor). */
    editor?: EditorKind;
  }
}

/** The part of JSON Schema (draft 2020-12) the editor reads; every property, item and tuple member has a `title`. */
export type FormSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  editor?: EditorKind;
  const?: unknown;
  /** Shown, never changed (an entry's key). */
  readOnly?: boolean;
  enum?: unknown[];
  anyOf?: FormSchema[];
  properties?: Record<string, FormSchema>;
  required?: string[];
  items?: FormSchema | false;
  prefixItems?: FormSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
};

type JsonSchema = FormSchema & { $ref?: string; $defs?: Record<string, JsonSchema>; properties?: Record<string, JsonSchema> };

/** Words a label spells differently from the property name: acronyms, and "href", which a marketer calls a link. */
const WORDS: Record<string, string> = { url: "URL", id: "ID", ids: "IDs", cta: "CTA", seo: "SEO", pdf: "PDF", mp4: "MP4", webm: "WebM", faq: "FAQ", href: "link" };

/** A property name as a label: "caseStudyUrl" → "Case study URL". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const label = words.join(" ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** What one item of a list labelled `label` is called: "Key takeaways" → "Key takeaway". */
function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, "y");
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return label;
}

/**
 * A choice of fixed values, each shown to editors by its label while the value itself is stored: `{ contact: "The contact
 * form" }` (JSON Schema's `anyOf` of `const`s, each with a `title`).
 */
export function labelledChoice<const Labels extends Record<string, string>>(labels: Labels): z.ZodType<keyof Labels & string> {
  const choices = Object.entries(labels).map(([value, title]) => z.literal(value).meta({ title }));
  return z.union(choices) as unknown as z.ZodType<keyof Labels & string>;
}

/** The form's reading of a content schema: its input shape as JSON Schema, with `.meta()` hints and a label everywhere. */
export function formSchemaOf(schema: z.ZodType): FormSchema {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", reused: "inline", cycles: "ref" }) as JsonSchema;
  const defs = json.$defs ?? {};

  function walk(node: JsonSchema, title: string | undefined, seen: ReadonlySet<string>): FormSchema {
    const { $ref, $defs: _defs, ...rest } = node;
    if ($ref) {
      const name = $ref.replace(/^#\/\$defs\//, "");
      const target = defs[name];
      // A schema that contains itself has no finite form: it is shown as data, not fields.
      if (!target || seen.has(name)) return { title: rest.title ?? title };
      return walk({ ...target, ...rest }, title, new Set([...seen, name]));
    }
    const out: FormSchema = { ...rest, title: rest.title ?? title };
    if (rest.properties) {
      out.properties = Object.fromEntries(Object.entries(rest.properties).map(([key, child]) => [key, walk(child, labelOf(key), seen)]));
    }
    const itemTitle = out.title ? singular(out.title) : "Item";
    if (rest.prefixItems) out.prefixItems = rest.prefixItems.map((child, index) => walk(child, `${itemTitle} ${index + 1}`, seen));
    if (rest.items) out.items = walk(rest.items, itemTitle, seen);
    // A fixed value (a choice) keeps only its own title: the form shows it in place of the stored value.
    if (rest.anyOf) out.anyOf = rest.anyOf.map((child) => walk(child, child.const !== undefined ? undefined : out.title, seen));
    return out;
  }

  const { $schema: _schema, ...root } = json as JsonSchema & { $schema?: string };
  return walk(root, undefined, new Set());
}
