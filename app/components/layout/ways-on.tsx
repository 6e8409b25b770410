import { useId } from "react";
import { NavEntry } from "#app/components/layout/nav-entry.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { NavLink } from "#app/config/navigation.ts";
import { cn } from "#app/lib/cn.ts";

/** A titled grid of main pages, each with its icon tile, for a page whose own task is done. */
export function WaysOn({ title, links, className }: { title: string; links: readonly NavLink[]; className?: string }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={cn("text-left", className)}>
      <h2 id={titleId} className="text-center text-eyebrow text-muted">
        {title}
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href} className="sm:last:odd:col-span-2">
            <Link
              href={link.href}
              className="flex h-full items-center gap-3 rounded-2xl border border-line bg-white p-3 transition-colors hover:border-ink/20 hover:bg-canvas"
            >
              <NavEntry link={link} size="large" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
