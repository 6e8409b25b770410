import type { ComponentProps, ElementType, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { ENTRANCE_MAX_DELAY_S } from "#app/components/motion/timings.ts";

type EntranceProps<T extends ElementType> = {
  as?: T;
  /** Seconds after first paint, 0 to 1.3: the hero staggers its parts in this window. */
  delay?: number;
  children?: ReactNode;
  className?: string;
} & Omit<ComponentProps<T>, "as" | "children" | "className">;

export function entranceDelay(delay: number): number {
  return Math.min(Math.max(delay, 0), ENTRANCE_MAX_DELAY_S);
}

/**
 * A fade-and-rise entrance in CSS alone: it starts with the first paint (no
 * wait for JavaScript), moves only opacity and transform (no layout shift),
 * runs once for well under five seconds, and is skipped entirely with
 * `prefers-reduced-motion: reduce`.
 */
export function Entrance<T extends ElementType = "div">({ as, delay = 0, className, style, children, ...props }: EntranceProps<T>) {
  const Tag: ElementType = as ?? "div";
  return (
    <Tag
      className={cn("motion-safe:animate-fade-up", className)}
      style={{ ...style, animationDelay: `${entranceDelay(delay)}s` }}
      {...props}
    >
      {children}
    </Tag>
  );
}
