/** The console's one mark for an empty value (an en dash is kept for ranges). */
export const EMPTY = "—";

/** Counts with their thousands grouped: "100,000". */
export const formatCount = (value: number) => value.toLocaleString("en-GB");

/** Times in the console are shown in UTC, as "2026-11-27 18:49 UTC" (and to the second where it matters). */
export function formatUtc(iso: string | null | undefined, { seconds = false }: { seconds?: boolean } = {}): string {
  if (!iso) return EMPTY;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, seconds ? 19 : 16)} UTC`;
}

/** The list's compact time: "27 Nov 18:49" this year, "27 Nov 2025" before it (UTC). */
export function formatListTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getUTCDate()} ${date.toLocaleString("en-GB", { month: "short", timeZone: "UTC" })}`;
  return date.getUTCFullYear() === now.getUTCFullYear()
    ? `${day} ${date.toISOString().slice(11, 16)}`
    : `${day} ${date.getUTCFullYear()}`;
}

const steps = [
  [60, "s"],
  [60, "min"],
  [24, "h"],
  [30, "d"],
] as const;

/** "just now", "5 min ago", "3 h ago", "12 d ago", "in 2 h"; past a month, the day ("27 Nov 2025"). */
export function formatRelative(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  let amount = Math.round(Math.abs(now - at) / 1000);
  if (amount < 45) return "just now";
  for (const [size, unit] of steps) {
    if (amount < size) return now >= at ? `${amount} ${unit} ago` : `in ${amount} ${unit}`;
    amount = Math.round(amount / size);
  }
  return formatListTime(iso, new Date(now)).replace(/ \d\d:\d\d$/, ` ${new Date(at).getUTCFullYear()}`);
}
