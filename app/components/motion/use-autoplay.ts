import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** False on the server. */
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

export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== "hidden",
    () => true,
  );
}

/** Within `rootMargin` of the screen; with `once`, true from the first time on. */
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
  ref: RefObject<T | null>;
  /** On screen, tab visible, motion allowed, not paused by the visitor. */
  running: boolean;
  /** Paused with the pause button (WCAG 2.2.2). */
  paused: boolean;
  togglePaused: () => void;
  reducedMotion: boolean;
};

/** A self-moving element pauses off screen and in a hidden tab, stays still with reduced motion, and the visitor can pause it. */
export function useAutoplay<T extends Element>(): Autoplay<T> {
  const ref = useRef<T>(null);
  const inView = useInView(ref);
  const visible = useDocumentVisible();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const togglePaused = useCallback(() => setPaused((value) => !value), []);
  return { ref, running: inView && visible && !reducedMotion && !paused, paused, togglePaused, reducedMotion };
}
