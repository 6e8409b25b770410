import { MotionToggle } from "~/components/motion/motion-toggle";
import { Typewriter } from "~/components/motion/typewriter";
import { useAutoplay } from "~/components/motion/use-autoplay";
import type { HomeContent, ValueCard } from "~/content/home";
import { homeIcons } from "./icons";

const listFormat = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/**
 * The headline typing Awareness, Conversions, Loyalty (spec §4), then the
 * three value cards with the spec's claims.
 */
export function ValueSection({ values }: { values: HomeContent["values"] }) {
  const motion = useAutoplay<HTMLHeadingElement>();
  const sentence = `${values.headlinePrefix} ${listFormat.format(values.words)}`;
  return (
    <section aria-labelledby="values-title" className="pb-20 sm:pb-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-[1.25fr_1fr] lg:items-end lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand uppercase">{values.eyebrow}</p>
            <h2
              id="values-title"
              ref={motion.ref}
              className="mt-3 text-[2.6rem] leading-[1.05] font-extrabold tracking-[-0.035em] text-ink sm:text-6xl lg:text-[4.25rem]"
            >
              <span className="sr-only">{sentence}</span>
              <span aria-hidden="true" className="block">
                {values.headlinePrefix}
              </span>
              <Typewriter words={values.words} running={motion.running} staticText={listFormat.format(values.words)} className="block text-brand" />
            </h2>
          </div>
          <div className="flex items-end gap-4 lg:pb-2">
            <p className="text-lg leading-relaxed text-pretty text-muted">{values.intro}</p>
            <MotionToggle
              paused={motion.paused}
              onToggle={motion.togglePaused}
              label="headline animation"
              className="text-brand"
            />
          </div>
        </div>
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {values.cards.map((card) => (
            <ValueCardView key={card.title} card={card} />
          ))}
        </div>
      </div>
    </section>
  );
}

function ValueCardView({ card }: { card: ValueCard }) {
  const Icon = homeIcons[card.icon];
  return (
    <article className="group relative overflow-hidden rounded-[1.75rem] border border-line bg-white p-7 shadow-card transition-shadow hover:shadow-pop sm:p-8">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-64 rounded-full bg-[radial-gradient(closest-side,rgb(91_61_245/0.13),transparent)] transition-transform duration-500 group-hover:scale-110"
      />
      <span className="relative grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand to-[#8b5cf6] text-white shadow-[0_8px_20px_-8px_rgb(91_61_245/0.8)]">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="relative mt-6 text-xl font-bold tracking-tight text-ink">{card.title}</h3>
      <p className="relative mt-5">
        <span className="block text-5xl font-extrabold tracking-[-0.04em] text-ink">{card.stat}</span>
        <span className="mt-1 block text-sm font-semibold text-brand">{card.statLabel}</span>
      </p>
      <p className="relative mt-5 leading-relaxed text-muted">{card.description}</p>
    </article>
  );
}
