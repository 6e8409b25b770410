import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names; a later argument's utility removes an earlier one of the same kind:
 * `cn("h-9 px-4", "h-10")` → `"px-4 h-10"`. A small stand-in for tailwind-merge (8 KB gzip on every first load): it knows
 * only the families this code base overrides (`p-4` does not remove `px-2`).
 */
const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "hidden",
  "contents",
  "table",
  "flow-root",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const TEXT_SIZES = /^(xs|sm|base|lg|xl|\d?xl|\[\d[\d.]*(px|rem|em)\]|display|h[1-3]|eyebrow|lead|body|small)$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty|ellipsis|clip)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const LINE_STYLES = /^(none|hidden|solid|dashed|dotted|double)$/;

/** With its variants, e.g. `hover:text-color`. */
export function utilityKey(className: string): string {
  const parts = className.split(/:(?![^[]*\])/);
  const utility = (parts.pop() ?? "").replace(/^!/, "");
  const variants = parts.join(":");
  return `${variants}:${familyOf(utility.replace(/^-/, ""))}`;
}

function familyOf(utility: string): string {
  if (DISPLAY.has(utility)) return "display";
  if (POSITION.has(utility)) return "position";
  if (utility === "flex-row" || utility === "flex-col" || /^flex-(row|col)-reverse$/.test(utility)) return "flex-direction";
  if (/^flex-(wrap|nowrap|wrap-reverse)$/.test(utility)) return "flex-wrap";

  const bracket = utility.indexOf("-[");
  const head = bracket === -1 ? utility.slice(0, Math.max(utility.lastIndexOf("-"), 0)) || utility : utility.slice(0, bracket);
  const value = bracket === -1 ? utility.slice(head.length + 1) : utility.slice(bracket + 1);

  if (head === "text") {
    if (TEXT_SIZES.test(value)) return "text-size";
    if (TEXT_ALIGN.test(value)) return "text-align";
    if (TEXT_WRAP.test(value)) return "text-wrap";
    return "text-color";
  }
  if (head === "font") return FONT_WEIGHTS.test(value) ? "font-weight" : "font-family";
  if (head === "bg") return value.startsWith("gradient") ? "bg-image" : "bg-color";
  for (const lined of ["border", "outline", "ring", "divide"]) {
    if (utility === lined) return `${lined}-width`;
    if (head === lined || head.startsWith(`${lined}-`)) {
      const side = head.slice(lined.length);
      if (/^\d+$/.test(value) || value === "") return `${lined}${side}-width`;
      if (LINE_STYLES.test(value)) return `${lined}-style`;
      if (head === `${lined}-offset`) return `${lined}-offset`;
      return `${lined}${side}-color`;
    }
  }
  return head;
}

/** Each class's key, and each joined result, computed once: components re-render with the same few hundred classes. */
const keys = new Map<string, string>();
const results = new Map<string, string>();

export function cn(...inputs: ClassValue[]): string {
  const joined = inputs.map((input) => clsx(input)).filter(Boolean);
  // One argument's classes are kept as written.
  if (joined.length < 2) return joined[0] ?? "";
  const cacheKey = joined.join("\0");
  const cached = results.get(cacheKey);
  if (cached !== undefined) return cached;
  const kept: { name: string; key: string; argument: number }[] = [];
  joined.forEach((classNames, argument) => {
    for (const name of classNames.split(" ")) {
      if (!name) continue;
      let key = keys.get(name);
      if (key === undefined) keys.set(name, (key = utilityKey(name)));
      for (let index = kept.length - 1; index >= 0; index--) {
        const earlier = kept[index]!;
        if (earlier.key === key && earlier.argument < argument) kept.splice(index, 1);
      }
      kept.push({ name, key, argument });
    }
  });
  const result = kept.map((entry) => entry.name).join(" ");
  // A bound for a long-running server, should class names ever come from content.
  if (results.size > 5000) results.clear();
  results.set(cacheKey, result);
  return result;
}
