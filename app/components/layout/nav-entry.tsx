import type { NavLink } from "#app/config/navigation.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * What a navigation entry shows inside its link: its tile (`.nav-icon-*` in
 * app.css), its label and its one-line description. Small in the header's
 * menus, a step larger on the status pages.
 */
export function NavEntry({ link, size }: { link: NavLink; size: "small" | "large" }) {
  return (
    <>
      {link.icon ? <span className={`nav-icon nav-icon-${link.icon}`} /> : null}
      <span className="min-w-0">
        <span className={cn("block font-semibold text-ink", size === "small" && "text-sm")}>{link.label}</span>
        {link.description ? <span className={cn("block text-muted", size === "small" ? "mt-0.5 text-xs" : "text-sm")}>{link.description}</span> : null}
      </span>
    </>
  );
}
