import { formatRelative, formatUtc } from "#app/components/console/leads/format.ts";

/** "3 h ago", with the exact UTC time on hover; the server's "now" may differ from the browser's by a minute, so no hydration warning. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatUtc(iso, { seconds: true })} className={className} suppressHydrationWarning>
      {formatRelative(iso)}
    </time>
  );
}
