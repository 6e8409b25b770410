import { MotionToggle } from "#app/components/motion/motion-toggle.tsx";
import { Typewriter } from "#app/components/motion/typewriter.tsx";
import { useAutoplay } from "#app/components/motion/use-autoplay.ts";
import { FeatureCard } from "#app/components/sections/feature-card.tsx";
import { Container } from "#app/components/sections/section.tsx";
import type { HomeContent } from "#app/content/home.schema.ts";
import { formatList } from "#app/lib/format-list.ts";

/**
 * The headline typing Awareness, Conversions, Loyalty, then the
 * three value cards with their claims.
 */
export function ValueSection({ values }: { values: HomeContent["values"] }) {
  const motion = useAutoplay<HTMLHeadingElement>();
  const sentence = `${values.headlinePrefix} ${formatList(values.words)}`;
  return (
    <section aria-labelledby="values-title" className="pb-14 sm:pb-28">
      <Container>
        <div className="grid gap-6 lg:grid-cols-[1.25fr_1fr] lg:items-end lg:gap-16">
          <div>
            <p className="text-eyebrow text-brand">{values.eyebrow}</p>
            {/* The pause control sits right after the typed word it stops. */}
            <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-2">
              <h2 id="values-title" ref={motion.ref} className="text-h2 text-ink">
                <span className="sr-only">{sentence}</span>
                <span aria-hidden="true" className="block">
                  {values.headlinePrefix}
                </span>
                <Typewriter words={values.words} running={motion.running} staticText={formatList(values.words)} className="block text-brand" />
              </h2>
              <MotionToggle
                paused={motion.paused}
                onToggle={motion.togglePaused}
                label="headline animation"
                showLabel
                className="mb-1 text-brand"
              />
            </div>
          </div>
          <p className="text-lead text-muted lg:pb-2">{values.intro}</p>
        </div>
        <div className="mt-10 grid gap-5 sm:mt-14 md:grid-cols-3 md:gap-6">
          {values.cards.map((card) => (
            <FeatureCard key={card.title} icon={card.icon} title={card.title} stat={card.stat} statLabel={card.statLabel}>
              {card.description}
            </FeatureCard>
          ))}
        </div>
      </Container>
    </section>
  );
}
