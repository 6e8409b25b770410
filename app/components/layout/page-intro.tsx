import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** A page's opening: eyebrow, heading and intro, below the fixed header. */
export function PageIntro({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden bg-gradient-to-b from-brand-soft/70 to-white", className)}>
      <div className="mx-auto max-w-4xl px-4 pt-32 pb-16 text-center sm:px-6 sm:pt-36 lg:pb-20">
        {eyebrow ? (
          <p className="text-eyebrow text-brand">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-h1 text-ink">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted">{children}</div> : null}
      </div>
    </section>
  );
}
