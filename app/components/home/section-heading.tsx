import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-3xl text-center", className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wider text-brand uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-3 text-4xl font-extrabold tracking-[-0.03em] text-balance text-ink sm:text-5xl">
        {title}
      </h2>
      {intro ? <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{intro}</p> : null}
    </div>
  );
}
