import type { FormSchema } from "#app/content/editing/form-schema.ts";

/*
 * Two versions of an entry, field by field: every leaf value (text, number, switch) that differs, by its dotted path, with
 * the labels the editor's form shows. Text with several lines is compared line by line, with a little unchanged context.
 */

/** One published version of an entry, as the console lists it (newest first). */
export type VersionView = {
  version: number;
  /** What made it: the first start's seed, a publish, an unpublish, a restore, or `content import`. */
  action: "seed" | "publish" | "unpublish" | "restore" | "import";
  publishedAt: string;
  publishedBy: string;
  /** The version a restore brought back. */
  restoredFrom: number | null;
  /** This version took the entry off the site: there is nothing to restore. */
  unpublished: boolean;
  /** What the site shows now. */
  current: boolean;
};

/** One line of a text comparison, or a run of unchanged lines left out. */
export type LinePart = { kind: "same" | "removed" | "added"; text: string } | { kind: "skipped"; count: number };

export type FieldChange = {
  /** Dotted path ("hero.eyebrow", "summary.2"). */
  path: string;
  /** The form's labels along the path ("Hero › Eyebrow"). */
  label: string;
  /** As text; null when the field is not there. */
  before: string | null;
  after: string | null;
  /** For text of several lines: what changed, line by line. */
  lines?: LinePart[];
};

/** Unchanged lines shown around each change. */
const CONTEXT_LINES = 2;
/** Above this many line pairs the text is shown as all removed then all added, not searched for common lines. */
const MAX_LINE_PAIRS = 4_000_000;

type Leaf = string | number | boolean | null;

function leavesOf(value: unknown, path: string[], found: Map<string, Leaf>): Map<string, Leaf> {
  if (Array.isArray(value)) {
    if (value.length === 0) found.set(path.join("."), "(empty list)");
    value.forEach((item, index) => leavesOf(item, [...path, String(index)], found));
  } else if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, child]) => child !== undefined);
    if (entries.length === 0 && path.length > 0) found.set(path.join("."), "(empty)");
    for (const [name, child] of entries) leavesOf(child, [...path, name], found);
  } else if (value !== undefined) {
    found.set(path.join("."), typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : JSON.stringify(value));
  }
  return found;
}

const textOf = (leaf: Leaf | undefined): string | null => (leaf === undefined ? null : leaf === null ? "(empty)" : typeof leaf === "string" ? leaf : String(leaf));

/** The child schema a path segment leads to, through lists, tuples and unions. */
function childSchema(schema: FormSchema | undefined, segment: string): FormSchema | undefined {
  if (!schema) return undefined;
  const direct = schema.properties?.[segment] ?? (/^\d+$/.test(segment) ? (schema.prefixItems?.[Number(segment)] ?? (schema.items || undefined)) : undefined);
  if (direct) return direct;
  for (const option of schema.anyOf ?? []) {
    const found = childSchema(option, segment);
    if (found) return found;
  }
  return undefined;
}

/** "hero.items.2.title" → "Hero › Item 3 › Title", from the form's titles; a segment the schema does not know is shown as it is. */
export function fieldLabel(path: string, schema?: FormSchema): string {
  if (!path) return "Entry";
  const labels: string[] = [];
  let node = schema;
  for (const segment of path.split(".")) {
    const child = childSchema(node, segment);
    const isIndex = /^\d+$/.test(segment);
    const title = child?.title;
    // A list item's title is its singular name: numbered from 1 as the form numbers them.
    labels.push(isIndex ? `${title ?? "Item"} ${Number(segment) + 1}` : (title ?? segment));
    node = child;
  }
  return labels.join(" › ");
}

/** What changed between two versions' data, in the order the fields first appear. */
export function compareData(before: unknown, after: unknown, schema?: FormSchema): FieldChange[] {
  const old = leavesOf(before, [], new Map());
  const now = leavesOf(after, [], new Map());
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const a = textOf(old.get(path));
    const b = textOf(now.get(path));
    if (a === b && old.has(path) === now.has(path)) continue;
    const change: FieldChange = { path, label: fieldLabel(path, schema), before: a, after: b };
    if ((a ?? "").includes("\n") || (b ?? "").includes("\n")) change.lines = lineDiff(a ?? "", b ?? "");
    changes.push(change);
  }
  return changes;
}

/** The lines of `after` against `before`: removed, added and a few unchanged lines around each change. */
export function lineDiff(before: string, after: string, context = CONTEXT_LINES): LinePart[] {
  const a = before === "" ? [] : before.split("\n");
  const b = after === "" ? [] : after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = diffMiddle(a.slice(start, endA), b.slice(start, endB));
  const full: { kind: "same" | "removed" | "added"; text: string }[] = [
    ...a.slice(0, start).map((text) => ({ kind: "same" as const, text })),
    ...middle,
    ...a.slice(endA).map((text) => ({ kind: "same" as const, text })),
  ];
  // Unchanged runs keep `context` lines next to a change; the rest is counted.
  const near = full.map(() => false);
  full.forEach((part, index) => {
    if (part.kind === "same") return;
    for (let at = Math.max(0, index - context); at <= Math.min(full.length - 1, index + context); at++) near[at] = true;
  });
  const parts: LinePart[] = [];
  for (const [index, part] of full.entries()) {
    if (part.kind !== "same" || near[index]) {
      parts.push(part);
      continue;
    }
    const last = parts.at(-1);
    if (last?.kind === "skipped") last.count++;
    else parts.push({ kind: "skipped", count: 1 });
  }
  return parts;
}

/** The longest common run of lines decides what stayed; the rest was removed or added. */
function diffMiddle(a: string[], b: string[]): { kind: "same" | "removed" | "added"; text: string }[] {
  const removed = a.map((text) => ({ kind: "removed" as const, text }));
  const added = b.map((text) => ({ kind: "added" as const, text }));
  if (a.length === 0 || b.length === 0 || a.length * b.length > MAX_LINE_PAIRS) return [...removed, ...added];
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common run of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const parts: { kind: "same" | "removed" | "added"; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) parts.push({ kind: "removed", text: a[i++]! });
    else parts.push({ kind: "added", text: b[j++]! });
  }
  while (i < a.length) parts.push({ kind: "removed", text: a[i++]! });
  while (j < b.length) parts.push({ kind: "added", text: b[j++]! });
  return parts;
}
