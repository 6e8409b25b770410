// An instant is stored as ISO 8601 with the offset in force that day ("2025-11-20T13:00:00-05:00"); the editor shows it
// as a wall time (`datetime-local`'s "2025-11-20T13:00") in a chosen IANA zone.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in force in `zone` at `time` (ms since the epoch). */
export function offsetMinutes(zone: string, time: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(time).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The offset part of an ISO instant in minutes ("Z" is 0), or undefined when it has none. */
export function isoOffsetMinutes(iso: string): number | undefined {
  const match = /(?:Z|([+-])(\d{2}):(\d{2}))$/.exec(iso);
  if (!match) return undefined;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

function wallTime(time: number, offset: number, seconds: boolean): string {
  return new Date(time + offset * MINUTE).toISOString().slice(0, seconds ? 19 : 16);
}

function offsetText(offset: number): string {
  const minutes = Math.abs(offset);
  return `${offset < 0 ? "-" : "+"}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The wall time of `iso` in `zone`, as `datetime-local` wants it (seconds only when there are some); "" if unreadable. */
export function instantToZoned(iso: string, zone: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return wallTime(time, offsetMinutes(zone, time), time % MINUTE !== 0);
}

/**
 * The instant of wall time `local` in `zone`, as ISO with the offset in force then; "" if unreadable.
 * A time the clocks skip is moved forward by the gap; a time that happens twice is the earlier one.
 */
export function zonedToInstant(local: string, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return "";
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const before = offsetMinutes(zone, wall - DAY);
  const after = offsetMinutes(zone, wall + DAY);
  const valid = [before, after].map((offset) => wall - offset * MINUTE).filter((time) => wall - offsetMinutes(zone, time) * MINUTE === time);
  const time = valid.length ? Math.min(...valid) : wall - before * MINUTE;
  const offset = offsetMinutes(zone, time);
  return `${wallTime(time, offset, true)}${offsetText(offset)}`;
}

/** The zones a runtime knows, UTC first. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...zones.filter((zone) => zone !== "UTC")];
}

function isZone(zone: string): boolean {
  try {
    offsetMinutes(zone, 0);
    return true;
  } catch {
    return false;
  }
}

/** The zone to show `iso` in: `hint` if `iso` was written with its offset (or is empty), otherwise UTC. */
export function zoneOfInstant(iso: string, hint: string | undefined): string {
  if (!hint || !isZone(hint)) return "UTC";
  const time = Date.parse(iso);
  const offset = isoOffsetMinutes(iso);
  if (Number.isNaN(time) || offset === undefined) return hint;
  return offsetMinutes(hint, time) === offset ? hint : "UTC";
}
