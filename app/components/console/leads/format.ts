/** Times in the console are shown in UTC, as "2026-11-27 18:49 UTC" (and to the second where it matters). */
export function formatUtc(iso: string | null | undefined, { seconds = false }: { seconds?: boolean } = {}): string {
  if (!iso) return "—";
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
