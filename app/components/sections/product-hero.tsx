import { Check } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { Entrance } from "~/components/motion/entrance";
import { cn } from "~/lib/cn";
import type { Accent } from "./feature-card";
import { RichText } from "./rich-text";
import { containerClass } from "./section";

/** Each product's hero wash and headline gradient, from its palette tokens. */
const heroTones: Record<Exclude<Accent, "brand">, CSSProperties> = {
  safeopt: { "--hero-a": "var(--color-safeopt)", "--hero-b": "var(--color-safeopt-accent)", "--hero-bg": "var(--color-safeopt-bg)" } as CSSProperties,
  minty: { "--hero-a": "var(--color-minty)", "--hero-b": "var(--color-minty-accent)", "--hero-bg": "var(--color-minty-bg)" } as CSSProperties,
  boost: { "--hero-a": "var(--color-boost)", "--hero-b": "var(--color-boost-accent)", "--hero-bg": "var(--color-boost-bg)" } as CSSProperties,
};

/**
 * A product page's opening: the product's eyebrow pill, the page's h1 (the
 * largest text on the page) with its **emphasis** in the product gradient,
 * the intro, three promises, the actions, and the product's media on the
 * right (below on phones). Entrances are CSS only and start with first paint.
 */
export function ProductHero({
  product,
  eyebrow,
  brand,
  title,
  text,
  promises,
  actions,
  media,
  footer,
}: {
  product: Exclude<Accent, "brand">;
  eyebrow: string;
  /** Replaces the eyebrow text with the product's logo when given. */
  brand?: ReactNode;
  title: string;
  text: string;
  promises: readonly string[];
  actions: ReactNode;
  media: ReactNode;
  /** Under the actions: a rating, a claim. */
  footer?: ReactNode;
}) {
  return (
    <section style={heroTones[product]} className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_85%_10%,color-mix(in_srgb,var(--hero-b)_22%,transparent),transparent_70%),radial-gradient(45%_40%_at_0%_30%,color-mix(in_srgb,var(--hero-a)_12%,transparent),transparent_70%),linear-gradient(to_bottom,var(--hero-bg),#ffffff_85%)]"
      />
      <div className={cn(containerClass, "grid items-center gap-12 pt-28 pb-16 sm:pt-32 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:pt-36 lg:pb-24")}>
        <div className="min-w-0 text-center lg:text-left">
          <Entrance delay={0}>
            {brand ?? (
              <span className="inline-flex items-center rounded-full border border-[var(--hero-a)]/15 bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-[var(--hero-a)] shadow-sm">
                {eyebrow}
              </span>
            )}
          </Entrance>
          <Entrance as="h1" delay={0.1} className="mt-5 text-display text-ink">
            <RichText
              text={title}
              emphasis="span"
              emphasisClassName="bg-gradient-to-r from-[var(--hero-a)] to-[var(--hero-b)] bg-clip-text text-transparent"
            />
          </Entrance>
          <Entrance as="p" delay={0.25} className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted sm:text-xl lg:mx-0">
            {text}
          </Entrance>
          <Entrance delay={0.4}>
            <ul className="mt-5 flex flex-wrap justify-center gap-x-5 gap-y-2 text-[0.95rem] font-semibold text-ink-soft lg:justify-start">
              {promises.map((promise) => (
                <li key={promise} className="inline-flex items-center gap-1.5">
                  <Check className="size-4 text-[var(--hero-b)]" strokeWidth={3} aria-hidden="true" />
                  {promise}
                </li>
              ))}
            </ul>
          </Entrance>
          <Entrance delay={0.55} className="mt-9 flex flex-wrap items-center justify-center gap-3 lg:justify-start">
            {actions}
          </Entrance>
          {footer ? (
            <Entrance delay={0.7} className="mt-8">
              {footer}
            </Entrance>
          ) : null}
        </div>
        <div className="relative mx-auto w-full max-w-[640px] min-w-0 lg:max-w-none">{media}</div>
      </div>
    </section>
  );
}
