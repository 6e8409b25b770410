import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** One max width and one set of side paddings for the whole site. */
export const containerClass = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

export const surfaceClass = "rounded-[var(--radius-card)] border border-line bg-white shadow-card";

export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(containerClass, className)} {...props} />;
}

/** One style on every page; the colour follows the section. */
export function Eyebrow({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-eyebrow text-[var(--accent-text,var(--color-brand))]", className)} {...props} />;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  className,
  eyebrowClassName,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "start";
  className?: string;
  eyebrowClassName?: string;
}) {
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-2xl", className)}>
      {eyebrow ? <Eyebrow className={eyebrowClassName}>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-3 text-h2 text-ink">
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-4 max-w-2xl text-lead text-muted sm:mt-5", align === "center" && "mx-auto")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}

const tones = {
  plain: "",
  canvas: "bg-canvas",
} as const;

/** Vertical rhythm (tighter on phones), an optional tint, the container, and a heading block labelling the section. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  align,
  tone = "plain",
  className,
  containerClassName,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  align?: "center" | "start";
  tone?: keyof typeof tones;
  containerClassName?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title && headingId ? headingId : undefined}
      className={cn("py-14 sm:py-28", tones[tone], className)}
      {...props}
    >
      <Container className={containerClassName}>
        {title ? <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align={align} /> : null}
        {children}
      </Container>
    </section>
  );
}
