/**
 * An English list with "and": "A", "A and B", "A, B, and C". The same text
 * as `new Intl.ListFormat("en", { type: "conjunction" })`, without it: the
 * first Intl formatter a page makes loads the browser's locale data in one
 * long task while the page hydrates.
 */
export function formatList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}
