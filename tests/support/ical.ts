/**
 * Reads an iCalendar file back (RFC 5545), enough to check what a calendar
 * app would import: folded lines joined, each VEVENT's properties by name
 * (parameters dropped), text values unescaped.
 */
export type CalendarEvent = Record<string, string>;

export function parseCalendar(text: string): { properties: Record<string, string>; events: CalendarEvent[] } {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/).filter(Boolean);
  const properties: Record<string, string> = {};
  const events: CalendarEvent[] = [];
  let event: CalendarEvent | null = null;
  let depth = 0;
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).split(";")[0]!.toUpperCase();
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, "\n")
      .replace(/\\([,;\\])/g, "$1");
    if (name === "BEGIN") {
      depth += 1;
      if (value === "VEVENT") event = {};
      continue;
    }
    if (name === "END") {
      depth -= 1;
      if (value === "VEVENT" && event) {
        events.push(event);
        event = null;
      }
      continue;
    }
    if (event && depth === 2) event[name] = value;
    else if (!event && depth === 1) properties[name] = value;
  }
  return { properties, events };
}

/** "20251008T170000Z" → epoch milliseconds. */
export function icalUtc(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}
