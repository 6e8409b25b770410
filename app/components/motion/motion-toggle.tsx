import { Pause, Play } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/**
 * The small pause/play button every self-moving element gets (WCAG 2.2.2:
 * anything that moves for more than five seconds can be paused). Hidden when
 * the visitor prefers reduced motion, because then nothing moves.
 */
export function MotionToggle({
  paused,
  onToggle,
  label,
  showLabel = false,
  className,
}: {
  paused: boolean;
  onToggle: () => void;
  /** What moves, e.g. "headline animation": the button reads "Pause headline animation". */
  label: string;
  /** Show "Pause"/"Play" beside the icon, for a control that sits next to its text rather than in a corner. */
  showLabel?: boolean;
  className?: string;
}) {
  const Icon = paused ? Play : Pause;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${paused ? "Play" : "Pause"} ${label}`}
      title={`${paused ? "Play" : "Pause"} ${label}`}
      className={cn(
        "inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-full border border-current/15 bg-white/60 text-current/70 backdrop-blur transition-colors hover:text-current motion-reduce:hidden",
        showLabel && "px-3 text-small font-semibold",
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" fill="currentColor" strokeWidth={0} />
      {showLabel ? <span aria-hidden="true">{paused ? "Play" : "Pause"}</span> : null}
    </button>
  );
}
