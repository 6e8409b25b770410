import { instantToZoned, zonedToInstant } from "#app/components/console/content-editor/instant.ts";

/*
 * A schedule's time, for the console's form and the server that checks it: the wall time chosen in a zone to an instant,
 * and an instant back to its text in that zone.
 */

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "4 Mar 2026, 09:00 (America/New_York)": a schedule's time in the zone it was chosen in. Built from the wall time rather
 * than Intl's date styles, so the server's and the browser's text are the same and the page hydrates as rendered.
 */
export function scheduleWhen(iso: string, zone: string): string {
  const wall = instantToZoned(iso, zone);
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(wall);
  if (!match) return iso;
  const [, year, month, day, time, seconds] = match;
  return `${Number(day)} ${months[Number(month) - 1]} ${year}, ${time}${seconds && seconds !== "00" ? `:${seconds}` : ""} (${zone})`;
}

/** The instant (ms) of a wall time "2026-03-04T09:00" (seconds allowed) in `zone`; NaN when either is not one. */
export function scheduleInstant(local: string, zone: string): number {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    return Number.NaN;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(local);
  if (!zone || !match) return Number.NaN;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  // 31 February or 25:00 is a typo, not a time to roll over into the next day.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return Number.NaN;
  const zoned = zonedToInstant(local, zone);
  return zoned ? Date.parse(zoned) : Number.NaN;
}

/** A schedule as the console lists it: the server makes it, the schedule panel shows it. */
export type ScheduleView = {
  id: string;
  type: string;
  key: string;
  /** The entry's title now (its key when it has none). */
  title: string;
  itemLabel: string;
  action: "publish" | "unpublish";
  runAt: string;
  timeZone: string;
  /** A publish: the draft version it publishes. */
  version: number | null;
  /** A publish whose entry has been saved since: the schedule still publishes `version`. */
  savedSince: boolean;
  rule: string | null;
  createdBy: string;
  createdAt: string;
  status: "pending" | "sending" | "sent" | "failed";
  /** Why it failed, for the console. */
  error: string | null;
  doneAt: string | null;
};
