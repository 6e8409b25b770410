import { useCallback, useEffect, useState } from "react";

export type CyclingIndexOptions = {
  /** How long each index stays, e.g. BOOST_HIGHLIGHT_MS. */
  intervalMs: number;
  /** From useAutoplay: false off screen, in a hidden tab, when paused or with reduced motion. */
  running: boolean;
};

/** `epoch` changes when the visitor picks an index, so picking the current one still restarts the interval. */
type State = { index: number; epoch: number };

function wrap(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * An index that moves to the next one every `intervalMs` while `running`, and
 * wraps from the last back to 0 (Boost stat highlights, carousels).
 *
 * - Each index stays a full interval: the timer starts when the index changes,
 *   when motion resumes, and when the visitor picks an index with `setIndex`.
 * - It never moves while not running. Under reduced motion `running` is false,
 *   so the index stays where it is (0 unless the visitor picks another).
 * - Starts at 0, so the server HTML and the first client render agree.
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
