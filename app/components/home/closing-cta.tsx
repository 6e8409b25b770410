import { ShieldCheck } from "lucide-react";
import { MotionToggle } from "~/components/motion/motion-toggle";
import { RotatingValue } from "~/components/motion/rotating-value";
import { useAutoplay } from "~/components/motion/use-autoplay";
import { Button } from "~/components/ui/button";
import type { HomeContent } from "~/content/home";

/** "Ready to {product}?": Talk to an Expert, Performance Guaranteed and the rotating results. */
export function ClosingCta({ closing, onTalkToExpert }: { closing: HomeContent["closing"]; onTalkToExpert: () => void }) {
  const motion = useAutoplay<HTMLDivElement>();
  const results = closing.rotatingValues.map((item) => `${item.value} ${item.suffix}`).join(", ");
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-white sm:px-12 sm:py-20 lg:px-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(55%_70%_at_0%_0%,rgb(91_61_245/0.55),transparent_70%),radial-gradient(45%_60%_at_100%_100%,rgb(255_107_107/0.28),transparent_70%)]"
        />
        <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            <h2 id="closing-title" className="text-[2.6rem] leading-[1.05] font-extrabold tracking-[-0.035em] text-balance sm:text-6xl">
              {closing.title}
            </h2>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-white/80">{closing.text}</p>
            <div className="mt-9 flex flex-wrap items-center gap-4">
              <Button variant="inverse" size="lg" onClick={onTalkToExpert}>
                {closing.ctaText}
              </Button>
              <p className="inline-flex items-center gap-2 rounded-full border border-white/20 px-4 py-2.5 text-sm font-semibold">
                <ShieldCheck className="size-5 text-minty-accent" aria-hidden="true" />
                {closing.guarantee}
              </p>
            </div>
          </div>
          <div ref={motion.ref} className="min-w-0 rounded-3xl border border-white/10 bg-white/[0.06] p-6 backdrop-blur sm:p-9">
            <div className="flex items-center justify-between gap-4">
              <p className="text-sm font-semibold tracking-wider text-white/75 uppercase">{closing.rotatingLead}</p>
              <MotionToggle
                paused={motion.paused}
                onToggle={motion.togglePaused}
                label="results animation"
                className="bg-white/10 text-white"
              />
            </div>
            <p className="sr-only">
              {closing.rotatingLead}: {results}.
            </p>
            <RotatingValue
              items={closing.rotatingValues}
              running={motion.running}
              className="mt-5"
              valueClassName="block bg-gradient-to-r from-white to-[#c4b5fd] bg-clip-text pb-1 text-[clamp(2.75rem,13vw,4.5rem)] leading-none font-extrabold tracking-[-0.04em] text-transparent"
              suffixClassName="mt-2 block min-h-[1lh] text-xl font-medium text-white/85"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
