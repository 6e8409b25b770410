import { MotionToggle } from "~/components/motion/motion-toggle";
import { Typewriter } from "~/components/motion/typewriter";
import { useAutoplay } from "~/components/motion/use-autoplay";
import { FeatureCard } from "~/components/sections/feature-card";
import { Container } from "~/components/sections/section";
import type { HomeContent } from "~/content/home.schema";
import { formatList } from "~/lib/format-list";

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
