import { useEffect, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { formatList } from "#app/lib/format-list.ts";
import { TYPEWRITER_HOLD_MS, TYPEWRITER_MS_PER_CHAR } from "#app/components/motion/timings.ts";

type Phase = "typing" | "holding" | "deleting";
type State = { index: number; length: number; phase: Phase };

export type TypewriterProps = {
  words: readonly string[];
  /** From useAutoplay: false off screen, in a hidden tab, when paused or with reduced motion. */
  running: boolean;
  msPerChar?: number;
  holdMs?: number;
  /** Shown instead of the animation with `prefers-reduced-motion: reduce`; defaults to the words as a list. */
  staticText?: string;
  className?: string;
};

function nextState(state: State, words: readonly string[]): State {
  const word = words[state.index] ?? "";
  switch (state.phase) {
    case "holding":
      return { ...state, phase: "deleting", length: Math.max(word.length - 1, 0) };
    case "deleting":
      if (state.length > 1) return { ...state, length: state.length - 1 };
      return { index: (state.index + 1) % words.length, length: 0, phase: "typing" };
    case "typing": {
      const length = state.length + 1;
      return { ...state, length, phase: length >= word.length ? "holding" : "typing" };
    }
  }
}

/**
 * Types each word a character at a time, holds, erases, types the next. The first word starts typed (complete server HTML).
 * All words share one grid cell, so the box is the longest word's size and nothing moves. Stopped, it shows the word whole;
 * reduced motion swaps in `staticText` by CSS. Hidden from assistive technology: give screen readers the sentence once, in full.
 */
export function Typewriter({
  words,
  running,
  msPerChar = TYPEWRITER_MS_PER_CHAR,
  holdMs = TYPEWRITER_HOLD_MS,
  staticText,
  className,
}: TypewriterProps) {
  const [state, setState] = useState<State>(() => ({ index: 0, length: words[0]?.length ?? 0, phase: "holding" }));
  const [wasRunning, setWasRunning] = useState(running);
  if (wasRunning !== running) {
    // Stopping shows the current word whole and restarts its hold on resume.
    setWasRunning(running);
    if (!running) setState((current) => ({ ...current, length: words[current.index]?.length ?? 0, phase: "holding" }));
  }

  useEffect(() => {
    if (!running || words.length === 0) return;
    const timer = setTimeout(() => setState((current) => nextState(current, words)), state.phase === "holding" ? holdMs : msPerChar);
    return () => clearTimeout(timer);
  }, [running, state, words, holdMs, msPerChar]);

  const word = words[state.index] ?? "";
  const shown = word.slice(0, state.length);

  return (
    <span className={className} aria-hidden="true">
      <span className="inline-grid motion-reduce:hidden" data-typewriter="">
        {words.map((entry) => (
          <span key={entry} className="invisible col-start-1 row-start-1 whitespace-nowrap">
            {entry}
          </span>
        ))}
        <span className="relative col-start-1 row-start-1 whitespace-nowrap" data-testid="typewriter-text">
          {shown}
          <span
            className={cn(
              "absolute top-[0.12em] bottom-[0.08em] ml-[0.06em] w-[0.07em] rounded-full bg-current",
              running ? "animate-pulse" : "opacity-0",
            )}
          />
        </span>
      </span>
      <span className="hidden motion-reduce:inline" data-testid="typewriter-static">
        {staticText ?? formatList(words)}
      </span>
    </span>
  );
}
