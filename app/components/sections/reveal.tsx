import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * Fades its content in once, the first time `threshold` of it is in view. Never hidden by default (server HTML, no JS,
 * reduced motion): only after hydration is a section still below the fold set to fade (opacity and a rise: no layout shift).
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
          // Already on screen or above it: leave it as drawn. The observer measures off the main thread: no forced layout.
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
