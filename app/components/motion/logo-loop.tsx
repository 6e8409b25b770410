import { type CSSProperties, useEffect, useRef, useState } from "react";
import { NewTabHint } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";
import { MotionToggle } from "#app/components/motion/motion-toggle.tsx";
import { LOGO_LOOP } from "#app/components/motion/timings.ts";
import { useAutoplay } from "#app/components/motion/use-autoplay.ts";

export type LogoLoopItem = {
  /** A same-origin SVG. */
  src: string;
  alt: string;
  title: string;
  /** Opens in a new tab. */
  href?: string;
  /** Intrinsic size: only the ratio matters; each logo sits on a tile `logoHeight` tall, the wordmark at 40% of it. */
  width: number;
  height: number;
};

export type LogoLoopProps = {
  items: readonly LogoLoopItem[];
  /** px per second. */
  speed?: number;
  /** px between logos. */
  gap?: number;
  /** px; also the strip's height from the first paint. */
  logoHeight?: number;
  label: string;
  className?: string;
};

/** Guards against a broken measurement (zero-width images) rendering thousands of copies. */
const MAX_COPIES = 64;

/** Copies needed: 2 plus 2 of headroom, covering a `maxViewport`-wide strip with one copy moved out left; 1 before measuring. */
export function logoLoopCopies(copyWidth: number): number {
  const { minCopies, headroomCopies, maxViewport } = LOGO_LOOP;
  if (!(copyWidth > 0)) return 1;
  return Math.min(Math.max(minCopies + headroomCopies, Math.ceil(maxViewport / copyWidth) + headroomCopies), MAX_COPIES);
}

// Every copy moves left by its own width in step, so copy k + 1 lands where copy k was: no seam at any width. Kept in this
// file, not app.css; React hoists it into <head> once (the CSP allows inline styles, ADR 0005).
const KEYFRAMES = "@keyframes motion-logo-loop{from{transform:translate3d(0,0,0)}to{transform:translate3d(-100%,0,0)}}";

/**
 * An endless row of logos moving left at `speed` px/s as a compositor-only transform. The strip is `logoHeight` tall from the
 * first paint and clips, so nothing shifts; the server shows the first copy still, and the duplicates and animation start once
 * a ResizeObserver has measured it. Only the first copy is in the accessibility tree; duplicates are aria-hidden and untabbable.
 * It pauses on hover, focus inside, off screen, in a hidden tab and by the pause button (WCAG 2.2.2); keyboard focus stops it
 * at its start so the browser can scroll each logo into view. Reduced motion: one still, wrapping row from the first paint.
 * Needs a container with a definite width.
 */
export function LogoLoop({
  items,
  speed = LOGO_LOOP.speed,
  gap = LOGO_LOOP.gap,
  logoHeight = LOGO_LOOP.logoHeight,
  label,
  className,
}: LogoLoopProps) {
  const { ref, running, paused, togglePaused, reducedMotion } = useAutoplay<HTMLDivElement>();
  const firstCopy = useRef<HTMLUListElement>(null);
  const [copyWidth, setCopyWidth] = useState(0);

  const empty = items.length === 0;
  useEffect(() => {
    const element = firstCopy.current;
    if (!element) return;
    // A transform does not change the measured width, so measuring while it moves is fine.
    const measure = () => setCopyWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [empty]);

  if (empty) return null;

  const animated = !reducedMotion && copyWidth > 0 && speed > 0;
  const copies = animated ? logoLoopCopies(copyWidth) : 1;
  const animation: CSSProperties | undefined = animated
    ? {
        animationName: "motion-logo-loop",
        animationDuration: `${copyWidth / speed}s`,
        animationTimingFunction: "linear",
        animationIterationCount: "infinite",
        // Set only when stopped: while running, the hover and focus rules below may pause it.
        ...(running ? {} : { animationPlayState: "paused" }),
      }
    : undefined;

  const copyClass = cn(
    "flex shrink-0 items-center gap-(--logo-loop-gap) pr-(--logo-loop-gap)",
    "group-hover/logo-loop:[animation-play-state:paused] group-focus-within/logo-loop:[animation-play-state:paused]",
    // A keyboard visitor reads the row still and from its start: the browser then scrolls the strip to each focused logo.
    "group-has-[:focus-visible]/logo-loop:[animation-name:none]!",
    "motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:pr-0",
  );

  const renderItems = (hidden: boolean) =>
    items.map((item, index) => {
      const image = (
        <img
          src={item.src}
          alt={item.alt}
          title={item.title}
          width={item.width}
          height={item.height}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="block h-[calc(var(--logo-loop-height)*0.4)] w-auto max-w-none object-contain motion-reduce:max-w-full"
        />
      );
      return (
        <li
          key={`${index}:${item.src}`}
          className="flex h-(--logo-loop-height) shrink-0 items-center rounded-2xl border border-line bg-white px-7 opacity-80 grayscale-[60%] transition-[filter,opacity] duration-300 focus-within:opacity-100 focus-within:grayscale-0 hover:opacity-100 hover:grayscale-0 motion-reduce:max-w-full"
        >
          {item.href ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer" tabIndex={hidden ? -1 : undefined} className="block rounded-md focus-visible:-outline-offset-3">
              {image}
              {hidden ? null : <NewTabHint icon={false} />}
            </a>
          ) : (
            image
          )}
        </li>
      );
    });

  const variables = { "--logo-loop-height": `${logoHeight}px`, "--logo-loop-gap": `${gap}px` } as CSSProperties;

  return (
    <div ref={ref} className={cn("flex flex-wrap items-center justify-end gap-3 sm:flex-nowrap", className)} style={variables}>
      <style href="motion-logo-loop" precedence="default">
        {KEYFRAMES}
      </style>
      <div
        className={cn(
          // Phones: the strip takes the row and the pause button sits under its end, clear of the logos.
          "group/logo-loop min-w-0 flex-1 basis-full overflow-hidden sm:basis-0",
          "h-(--logo-loop-height) motion-reduce:h-auto",
          // Edges fade, except while a keyboard visitor reads the still row. The strip clips, so focus rings are drawn inside links.
          "[mask-image:linear-gradient(90deg,transparent,#000_3rem,#000_calc(100%_-_3rem),transparent)] motion-reduce:[mask-image:none] has-[:focus-visible]:[mask-image:none]",
        )}
        data-logo-loop=""
        onBlur={(event) => {
          // Focus scrolled the strip to a logo; put it back once focus has left.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) event.currentTarget.scrollLeft = 0;
        }}
      >
        <div className="flex w-max motion-reduce:block motion-reduce:w-full">
          {/* role="list": Safari drops the list role of an unstyled list. */}
          <ul ref={firstCopy} role="list" aria-label={label} className={copyClass} style={animation}>
            {renderItems(false)}
          </ul>
          {Array.from({ length: copies - 1 }, (_, index) => (
            <ul key={index} aria-hidden="true" className={copyClass} style={animation} data-logo-loop-copy="">
              {renderItems(true)}
            </ul>
          ))}
        </div>
      </div>
      {reducedMotion ? null : <MotionToggle paused={paused} onToggle={togglePaused} label="scrolling logos" />}
    </div>
  );
}
