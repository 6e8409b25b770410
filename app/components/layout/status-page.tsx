import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { NavLink } from "#app/config/navigation.ts";
import { cn } from "#app/lib/cn.ts";
import { WaysOn } from "#app/components/layout/ways-on.tsx";

/** By default the first is primary, the rest secondary. */
export type StatusAction = { href: string; label: string; variant?: "primary" | "secondary" };

const tones = {
  neutral: "bg-brand-soft text-brand",
  success: "bg-minty-bg text-success",
  error: "bg-danger-soft text-danger",
} as const;

/**
 * The layout for pages that report a status (404, 410, a no-JS form result): actions stack on phones and sit side by side from
 * `sm`. Pages that lost the visitor's address list the main pages under them.
 */
export function StatusPage({
  icon: Icon,
  tone = "neutral",
  label,
  title,
  text,
  children,
  actions,
  links,
  ...props
}: {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  label?: string;
  title: string;
  text: ReactNode;
  children?: ReactNode;
  actions: readonly StatusAction[];
  links?: readonly NavLink[];
  "data-status"?: string;
}) {
  return (
    <section className="flex min-h-[70dvh] items-center justify-center bg-gradient-to-b from-brand-soft/60 to-white px-4 pt-28 pb-20 sm:pt-32">
      <div className={cn(surfaceClass, "w-full rounded-[1.75rem]", links ? "max-w-2xl" : "max-w-xl", "p-6 text-center sm:p-10")} {...props}>
        <div className={cn("mx-auto flex size-16 items-center justify-center rounded-full", tones[tone])} aria-hidden="true">
          <Icon className="size-8" />
        </div>
        {label ? <p className="mt-5 text-eyebrow text-muted">{label}</p> : null}
        <h1 className={cn("text-3xl font-bold tracking-tight text-balance text-ink", label ? "mt-2" : "mt-5")}>{title}</h1>
        <p className="mt-3 text-pretty text-muted">{text}</p>
        {children}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {actions.map((action, index) => (
            <Link
              key={action.href}
              href={action.href}
              className={buttonVariants({ variant: action.variant ?? (index === 0 ? "primary" : "secondary") })}
            >
              {action.label}
            </Link>
          ))}
        </div>
        {links ? (
          <WaysOn title="Or pick up from here" links={links} className="mt-10 border-t border-line pt-8" />
        ) : null}
      </div>
    </section>
  );
}
