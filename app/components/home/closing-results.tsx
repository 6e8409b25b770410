import { MotionToggle } from "#app/components/motion/motion-toggle.tsx";
import { RotatingValue } from "#app/components/motion/rotating-value.tsx";
import { useAutoplay } from "#app/components/motion/use-autoplay.ts";
import type { HomeContent } from "#app/content/home.schema.ts";

/** The panel of rotating results beside Home's closing call to action. */
export function ClosingResults({ closing }: { closing: HomeContent["closing"] }) {
  const motion = useAutoplay<HTMLDivElement>();
  const results = closing.rotatingValues.map((item) => `${item.value} ${item.suffix}`).join(", ");
  return (
    <div ref={motion.ref} className="min-w-0 rounded-3xl border border-white/10 bg-white/[0.06] p-6 backdrop-blur sm:p-9">
      <p className="text-eyebrow text-white/75">{closing.rotatingLead}</p>
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
      {/* The pause control sits right under the values it stops. */}
      <MotionToggle
        paused={motion.paused}
        onToggle={motion.togglePaused}
        label="results animation"
        showLabel
        className="mt-5 bg-white/10 text-white"
      />
    </div>
  );
}
