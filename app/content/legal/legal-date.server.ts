/*
 * Server-only: a browser's first Intl formatter loads its locale data in one
 * long task (60–150 ms on a desktop core), so no page's client code makes one
 * at load. The loader writes the dates out; the page only shows them.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2025-08-07" or an instant → "August 7, 2025" (the day in UTC). */
export const legalDate = (iso: string) => dateFormat.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso));
