import { cn } from "#app/lib/cn.ts";
import { Link } from "#app/components/ui/link.tsx";
import { Logo } from "#app/components/brand/logo.tsx";
import { TrustSeal } from "#app/components/brand/trust-seal.tsx";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { site } from "#app/config/site.ts";
import { containerClass } from "#app/components/sections/section.tsx";
import { useSiteWide } from "#app/components/layout/site-wide-content.ts";

const linkClasses =
  "inline-flex min-h-9 items-center text-[0.95rem] text-white/75 transition-colors hover:text-white";

export function SiteFooter() {
  const footerColumns = useSiteWide().navigation.footer;
  return (
    // Positioned above the page so the Minty dogs (just before it) peek over its top edge.
    <footer className="relative z-10 bg-ink text-white">
      <div className={cn(containerClass, "pt-14 pb-10")}>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
            <Link href="/" aria-label={`${site.name} home`} className="inline-block rounded-lg">
              <Logo inverse />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-white/70">{`${site.tagline}. ${site.description}`}</p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-eyebrow text-white">{column.title}</h2>
              <ul className="mt-3 grid gap-1">
                {column.items.map((item) => (
                  <li key={item.label}>
                    {"action" in item ? (
                      <DialogLink dialog={item.action} className={linkClasses}>
                        {item.label}
                      </DialogLink>
                    ) : (
                      <Link href={item.href} className={linkClasses}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col items-start justify-between gap-6 border-t border-white/10 pt-8 sm:flex-row sm:items-center">
          <TrustSeal />
          <p className="text-sm text-white/60">
            {`${site.copyright} ${site.name}, Inc. All rights reserved.`}
          </p>
        </div>
      </div>
    </footer>
  );
}
