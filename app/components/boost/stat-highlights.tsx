import { MotionToggle } from "#app/components/motion/motion-toggle.tsx";
import { BOOST_HIGHLIGHT_MS } from "#app/components/motion/timings.ts";
import { useAutoplay } from "#app/components/motion/use-autoplay.ts";
import { useCyclingIndex } from "#app/components/motion/use-cycling-index.ts";
import { accentStyle } from "#app/components/sections/feature-card.tsx";
import { Stat } from "#app/components/sections/stat.tsx";
import type { StatItem } from "#app/content/product-page.schema.ts";

/**
 * The hero's four results, one highlighted at a time: the highlight moves to
 * the next every 2000 ms and wraps. It pauses off screen, in a hidden tab and
 * with the pause button, and stays on the first with reduced motion. Every
 * value is always readable; only the highlight moves.
 */
export function StatHighlights({ stats }: { stats: readonly StatItem[] }) {
  const motion = useAutoplay<HTMLDivElement>();
  const [index] = useCyclingIndex(stats.length, { intervalMs: BOOST_HIGHLIGHT_MS, running: motion.running });
  return (
    <div ref={motion.ref} style={accentStyle("boost")} className="mt-8 sm:mt-10">
      <div className="flex items-center justify-between gap-3">
        <p className="text-eyebrow text-boost">Results brands see</p>
        <MotionToggle paused={motion.paused} onToggle={motion.togglePaused} label="results highlight" className="text-boost" />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4">
        {stats.map((stat, position) => (
          <Stat key={stat.label} value={stat.value} label={stat.label} highlighted={position === index} className="p-4 sm:p-5 [&_dd]:text-3xl sm:[&_dd]:text-4xl" />
        ))}
      </dl>
    </div>
  );
}
