import { useCallback, useEffect, useState } from "react";

export type CyclingIndexOptions = {
  intervalMs: number;
  /** From useAutoplay. */
  running: boolean;
};

/** `epoch` changes when the visitor picks an index, so picking the current one still restarts the interval. */
type State = { index: number; epoch: number };

function wrap(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * Moves to the next index every `intervalMs` while `running`, wrapping to 0. Each index stays a full interval (the timer
 * restarts on change, resume and `setIndex`); it never moves while not running (reduced motion); starts at 0, as the server.
 */
export function useCyclingIndex(count: number, { intervalMs, running }: CyclingIndexOptions): [index: number, setIndex: (index: number) => void] {
  const [state, setState] = useState<State>({ index: 0, epoch: 0 });
  const index = wrap(state.index, count);

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, index: wrap(current.index + 1, count) })), intervalMs);
    return () => clearTimeout(timer);
  }, [running, count, intervalMs, index, state.epoch]);

  const setIndex = useCallback(
    (next: number) => setState((current) => ({ index: wrap(next, count), epoch: current.epoch + 1 })),
    [count],
  );

  return [index, setIndex];
}
