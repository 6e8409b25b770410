import type { CSSProperties, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import type { Feature } from "#app/content/product-page.schema.ts";
import type { IconName } from "#app/content/shared.schema.ts";
import { contentIcons } from "#app/components/sections/icons.ts";
import { surfaceClass } from "#app/components/sections/section.tsx";

/** The accent a card's icon and stat take; the brand by default, or a product's palette. */
export type Accent = "brand" | "safeopt" | "minty" | "boost";

/** CSS variables for an accent: --accent-from/--accent-to (icon gradient) and --accent-text. */
export function accentStyle(accent: Accent): CSSProperties {
  if (accent === "brand") {
    return { "--accent-from": "var(--color-brand)", "--accent-to": "#8b5cf6", "--accent-text": "var(--color-brand)" } as CSSProperties;
  }
  return {
    "--accent-from": `var(--color-${accent})`,
    "--accent-to": `var(--color-${accent}-accent)`,
    "--accent-text": `var(--color-${accent})`,
  } as CSSProperties;
}

/** The gradient icon tile of feature cards and steps. */
export function IconTile({ icon, className }: { icon: IconName; className?: string }) {
  const Icon = contentIcons[icon];
  return (
    <span
      className={cn(
        "relative grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-[var(--accent-from)] to-[var(--accent-to)] text-white shadow-[0_8px_20px_-8px_var(--accent-from)]",
        className,
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

/**
 * A card with an icon, a title, an optional large stat and a description.
 * `headingLevel` keeps the outline right wherever the card sits.
 */
export function FeatureCard({
  icon,
  title,
  stat,
  statLabel,
  children,
  accent = "brand",
  headingLevel: Heading = "h3",
  className,
}: {
  icon: IconName;
  title: string;
  stat?: string;
  statLabel?: string;
  children: ReactNode;
  accent?: Accent;
  headingLevel?: "h3" | "h4";
  className?: string;
}) {
  return (
    <article
      style={accentStyle(accent)}
      className={cn(surfaceClass, "group relative overflow-hidden rounded-[1.75rem] p-6 transition-shadow hover:shadow-pop sm:p-8", className)}
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-64 rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--accent-from)_13%,transparent),transparent)] transition-transform duration-500 group-hover:scale-110"
      />
      {/* On phones the icon sits beside the title; from 640 px above it. */}
      <div className="flex items-center gap-4 sm:block">
        <IconTile icon={icon} className="shrink-0" />
        <Heading className="relative text-h3 text-ink sm:mt-6">{title}</Heading>
      </div>
      {stat ? (
        <p className="relative mt-3 sm:mt-5">
          <span className="block text-[2.75rem] leading-none font-extrabold sm:text-5xl tracking-[-0.04em] text-ink">{stat}</span>
          {statLabel ? <span className="mt-1 block text-sm font-semibold text-[var(--accent-text)]">{statLabel}</span> : null}
        </p>
      ) : null}
      <p className="relative mt-3 leading-relaxed text-muted sm:mt-5">{children}</p>
    </article>
  );
}

/** A product's feature cards in a grid: three or four to a row on wide screens. */
export function FeatureGrid({ features, accent, columns }: { features: readonly Feature[]; accent: Accent; columns: 3 | 4 }) {
  return (
    <div className={cn("mt-10 grid gap-4 sm:mt-14 sm:grid-cols-2 sm:gap-6", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} icon={feature.icon} title={feature.title} accent={accent}>
          {feature.text}
        </FeatureCard>
      ))}
    </div>
  );
}
