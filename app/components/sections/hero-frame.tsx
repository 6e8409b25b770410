import type { CSSProperties, ReactNode } from "react";
import { Entrance } from "#app/components/motion/entrance.tsx";
import { cn } from "#app/lib/cn.ts";
import { RichText } from "#app/components/sections/rich-text.tsx";
import { containerClass } from "#app/components/sections/section.tsx";

/** The opening of every page with hero artwork (product pages, Careers); entrances are CSS only, from first paint. */
export function HeroFrame({
  style,
  backdropClassName,
  eyebrow,
  title,
  titleId,
  emphasisClassName,
  text,
  children,
  media,
}: {
  /** Custom properties the backdrop and emphasis read. */
  style?: CSSProperties;
  backdropClassName: string;
  eyebrow: ReactNode;
  /** Content text: `**spans**` get the gradient. */
  title: string;
  titleId?: string;
  emphasisClassName: string;
  text: string;
  children?: ReactNode;
  media: ReactNode;
}) {
  return (
    <section style={style} aria-labelledby={titleId} className="relative isolate overflow-hidden">
      <div aria-hidden="true" className={cn("absolute inset-0 -z-10", backdropClassName)} />
      <div className={cn(containerClass, "grid items-center gap-10 pt-24 pb-12 sm:gap-12 sm:pt-32 sm:pb-16 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:pt-36 lg:pb-24")}>
        <div className="min-w-0 text-center lg:text-left">
          <Entrance delay={0}>{eyebrow}</Entrance>
          <Entrance as="h1" id={titleId} delay={0.1} className="mt-5 text-display text-ink">
            <RichText text={title} emphasis="span" emphasisClassName={cn("bg-clip-text text-transparent", emphasisClassName)} />
          </Entrance>
          <Entrance as="p" delay={0.25} className="mx-auto mt-6 max-w-xl text-lead text-muted lg:mx-0">
            {text}
          </Entrance>
          {children}
        </div>
        {media}
      </div>
    </section>
  );
}

export function HeroPill({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center gap-2 rounded-full border bg-white/80 px-3.5 py-1.5 text-sm font-semibold shadow-sm", className)}>
      {children}
    </span>
  );
}
