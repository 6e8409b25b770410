import { useEffect, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { ROTATING_VALUE_MS_PER_SUFFIX_CHAR, ROTATING_VALUE_PAUSE_MS } from "#app/components/motion/timings.ts";

export type RotatingItem = { value: string; suffix: string };

export type RotatingValueProps = {
  items: readonly RotatingItem[];
  /** From useAutoplay. */
  running: boolean;
  pauseMs?: number;
  msPerSuffixChar?: number;
  className?: string;
  valueClassName?: string;
  suffixClassName?: string;
};

type State = { index: number; typed: number };

/**
 * Cycles through values such as "220% new customer growth", each staying 4000 ms + 100 ms per suffix character while the
 * suffix types in. All items share one grid cell, so nothing shifts; the first starts complete; reduced motion keeps it.
 * Hidden from assistive technology: give screen readers the whole list once.
 */
export function RotatingValue({
  items,
  running,
  pauseMs = ROTATING_VALUE_PAUSE_MS,
  msPerSuffixChar = ROTATING_VALUE_MS_PER_SUFFIX_CHAR,
  className,
  valueClassName,
  suffixClassName,
}: RotatingValueProps) {
  const [state, setState] = useState<State>(() => ({ index: 0, typed: [...(items[0]?.suffix ?? "")].length }));
  const [wasRunning, setWasRunning] = useState(running);
  if (wasRunning !== running) {
    setWasRunning(running);
    if (!running) setState((current) => ({ ...current, typed: [...(items[current.index]?.suffix ?? "")].length }));
  }

  const item = items[state.index];
  const suffixChars = [...(item?.suffix ?? "")];

  // The dwell: pause + 100 ms per suffix character, counted from when the item appears (or play resumes).
  useEffect(() => {
    if (!running || items.length < 2) return;
    const timer = setTimeout(
      () => setState((current) => ({ index: (current.index + 1) % items.length, typed: 0 })),
      pauseMs + msPerSuffixChar * suffixChars.length,
    );
    return () => clearTimeout(timer);
  }, [running, state.index, items.length, pauseMs, msPerSuffixChar, suffixChars.length]);

  useEffect(() => {
    if (!running || state.typed >= suffixChars.length) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, typed: current.typed + 1 })), msPerSuffixChar);
    return () => clearTimeout(timer);
  }, [running, state.typed, suffixChars.length, msPerSuffixChar]);

  const layer = "col-start-1 row-start-1";
  return (
    <span className={cn("grid", className)} aria-hidden="true">
      {items.map((entry) => (
        <span key={entry.value + entry.suffix} className={cn(layer, "invisible")}>
          <span className={valueClassName}>{entry.value}</span> <span className={suffixClassName}>{entry.suffix}</span>
        </span>
      ))}
      {item ? (
        <span className={layer} data-testid="rotating-value">
          <span key={state.index} className={cn(valueClassName, running && "motion-safe:animate-fade-up")}>
            {item.value}
          </span>{" "}
          <span className={suffixClassName}>{suffixChars.slice(0, state.typed).join("")}</span>
        </span>
      ) : null}
    </span>
  );
}
