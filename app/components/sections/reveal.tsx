import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/**
 * Fades its content in once, the first time it scrolls into view
 * (IntersectionObserver at `threshold`: the share of it that must be visible).
 *
 * Content is never hidden by default: the server HTML shows it, and so does a
 * browser without JavaScript or with reduced motion. Only after hydration is
 * a section that is still below the fold set to fade (opacity and a small
 * rise: no layout shift), and it stays shown once revealed.
 */
export function Reveal({ threshold, className, children, ...props }: ComponentProps<"div"> & { threshold: 0.1 | 0.2 | 0.3 }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"static" | "waiting" | "shown">("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (first) {
          first = false;
          // Already (partly) on screen or above it: leave it as the server drew it.
          // The observer measures off the main thread: no forced layout here.
          const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
          if (entry.isIntersecting || entry.boundingClientRect.top < viewportHeight) {
            observer.disconnect();
            return;
          }
          setState("waiting");
          return;
        }
        if (entry.isIntersecting) {
          setState("shown");
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  return (
    <div
      ref={ref}
      data-reveal={state}
      className={cn(
        "transition-[opacity,transform] duration-700 ease-out",
        // Hidden at once (it is below the fold): fading out would leave text half-transparent for a moment.
        state === "waiting" && "translate-y-6 opacity-0 transition-none",
        state === "shown" && "translate-y-0 opacity-100",
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}
