import { Link } from "#app/components/ui/link.tsx";
import { consolePages } from "#app/lib/console-paths.ts";
import { formatCount } from "#app/components/console/leads/format.ts";

const linkClass =
  "inline-flex h-9 items-center rounded-md border border-line bg-white px-3 text-sm font-medium whitespace-nowrap text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** Which leads of the view these are ("51–100 of 98,469"), and Newer and Older: links to the pages before and after this one (by position, keeping the filter). */
export function Pager({
  query,
  older,
  newer,
  first,
  shown,
  total,
  base = consolePages.leads,
}: {
  query: string;
  older: string | null;
  newer: string | null;
  first: number;
  shown: number;
  total: number;
  base?: string;
}) {
  const href = (name: "after" | "before", position: string) => {
    const params = new URLSearchParams(query);
    params.set(name, position);
    return `${base}?${params.toString()}`;
  };
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
      <span className="text-muted tabular-nums">
        {formatCount(first)}–{formatCount(first + shown - 1)} of {formatCount(Math.max(total, first + shown - 1))}
      </span>
      <span className="flex gap-2">
        {newer ? (
          <Link href={href("before", newer)} className={linkClass} rel="prev">
            ← Newer
          </Link>
        ) : (
          <span className={`${linkClass} pointer-events-none opacity-50`} aria-disabled="true">
            ← Newer
          </span>
        )}
        {older ? (
          <Link href={href("after", older)} className={linkClass} rel="next">
            Older →
          </Link>
        ) : (
          <span className={`${linkClass} pointer-events-none opacity-50`} aria-disabled="true">
            Older →
          </span>
        )}
      </span>
    </nav>
  );
}
