import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** True when the visitor asked the system for less motion. False on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => (typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION_QUERY).matches : false),
    () => false,
  );
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/** False while the tab is hidden. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== "hidden",
    () => true,
  );
}

/**
 * True while any part of the element is on screen, or within `rootMargin` of
 * it. With `once`, it stays true from the first time it is.
 */
export function useInView(ref: RefObject<Element | null>, { rootMargin, once = false }: { rootMargin?: string; once?: boolean } = {}): boolean {
  const [inView, setInView] = useState(false);
  const done = once && inView;
  useEffect(() => {
    const element = ref.current;
    if (!element || done) return;
    if (typeof IntersectionObserver === "undefined") {
      // Old browsers and test environments: treat the element as visible.
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setInView(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, done]);
  return inView;
}

export type Autoplay<T extends Element> = {
  /** Attach to the element whose visibility decides whether the motion runs. */
  ref: RefObject<T | null>;
  /** Run the animation now: on screen, tab visible, motion allowed, not paused by the visitor. */
  running: boolean;
  /** Paused with the pause button (WCAG 2.2.2). */
  paused: boolean;
  togglePaused: () => void;
  reducedMotion: boolean;
};

/**
 * Everything that decides whether a self-moving element may move: it pauses
 * off screen and in a hidden tab (no wasted work), stays still with
 * `prefers-reduced-motion: reduce`, and the visitor can pause it.
 */
export function useAutoplay<T extends Element>(): Autoplay<T> {
  const ref = useRef<T>(null);
  const inView = useInView(ref);
  const visible = useDocumentVisible();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const togglePaused = useCallback(() => setPaused((value) => !value), []);
  return { ref, running: inView && visible && !reducedMotion && !paused, paused, togglePaused, reducedMotion };
}
