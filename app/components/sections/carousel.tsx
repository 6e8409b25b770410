import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { MotionToggle } from "#app/components/motion/motion-toggle.tsx";
import { useAutoplay, useInView } from "#app/components/motion/use-autoplay.ts";
import { cn } from "#app/lib/cn.ts";
import { DeferImages } from "#app/components/sections/deferred-images.tsx";

const arrowButtonClass = "grid size-10 place-items-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors hover:bg-canvas";

/** Embla, loaded the first time the slides come on screen or `load()` is called (an arrow pressed first). */
function useLazyEmbla(viewport: RefObject<HTMLDivElement | null>, { loop, desktopGrid }: { loop: boolean; desktopGrid: boolean }) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [started, setStarted] = useState(false);
  const [selected, setSelected] = useState(0);
  const loading = useRef<Promise<EmblaCarouselType | undefined> | null>(null);
  const load = useCallback(() => {
    setStarted(true);
    loading.current ??= import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (!viewport.current) return undefined;
      const api = EmblaCarousel(viewport.current, {
        loop,
        align: "start",
        breakpoints: desktopGrid ? { "(min-width: 768px)": { active: false } } : {},
      });
      setEmbla(api);
      return api;
    });
    return loading.current;
  }, [viewport, loop, desktopGrid]);
  useEffect(() => () => embla?.destroy(), [embla]);
  const slidesOnScreen = useInView(viewport);
  useEffect(() => {
    if (slidesOnScreen) void load();
  }, [slidesOnScreen, load]);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);
  return { embla, started, load, selected };
}

function ArrowButton({ direction, controls, onPress }: { direction: "prev" | "next"; controls: string; onPress: () => void }) {
  const Icon = direction === "prev" ? ChevronLeft : ChevronRight;
  return (
    <button type="button" onClick={onPress} aria-controls={controls} aria-label={direction === "prev" ? "Previous slide" : "Next slide"} className={arrowButtonClass}>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * A carousel after the W3C APG pattern: labelled "carousel" region, slides as groups ("2 of 4"), previous/next buttons and,
 * when it advances by itself, a pause button first in the tab order. Auto-advance runs only on screen, in a visible tab, with
 * motion allowed, unpaused and without hover or focus inside; aria-live is off while it rotates. `desktopGrid`: from 768 px
 * the same slides form a grid and Embla stands down. Embla and the other slides' pictures wait until the carousel comes on
 * screen or an arrow is pressed, so they never compete with the top of the page.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = true,
  desktopGrid = false,
  slideClassName,
  className,
  controlsClassName,
}: {
  label: string;
  slides: readonly ReactNode[];
  autoplayMs?: number;
  loop?: boolean;
  desktopGrid?: boolean;
  slideClassName?: string;
  className?: string;
  controlsClassName?: string;
}) {
  const id = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const { embla, started, load, selected } = useLazyEmbla(viewport, { loop, desktopGrid });
  const motion = useAutoplay<HTMLDivElement>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userMoved, setUserMoved] = useState(false);

  const rotating = autoplayMs !== undefined && motion.running && !hovered && !focused;
  useEffect(() => {
    if (!embla || !rotating || autoplayMs === undefined) return;
    const timer = setInterval(() => {
      if (!embla.internalEngine().options.active) return;
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [embla, rotating, autoplayMs, selected]);

  const go = useCallback(
    async (direction: "prev" | "next") => {
      setUserMoved(true);
      const api = embla ?? (await load());
      if (!api) return;
      if (direction === "prev") api.scrollPrev();
      else api.scrollNext();
    },
    [embla, load],
  );

  return (
    <div
      ref={motion.ref}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={cn("flex items-center gap-2", desktopGrid && "md:hidden", controlsClassName)}>
        {autoplayMs !== undefined ? (
          <MotionToggle paused={motion.paused} onToggle={motion.togglePaused} label="slide rotation" className="text-ink" />
        ) : null}
        <span className="grow" />
        <ArrowButton direction="prev" controls={`${id}-slides`} onPress={() => void go("prev")} />
        <ArrowButton direction="next" controls={`${id}-slides`} onPress={() => void go("next")} />
      </div>
      <div ref={viewport} className={cn("mt-4 overflow-hidden", desktopGrid && "md:overflow-visible")}>
        <div
          id={`${id}-slides`}
          aria-live={rotating && !userMoved ? "off" : "polite"}
          className={cn("flex touch-pan-y", desktopGrid && "md:grid md:grid-cols-3 md:gap-6")}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-selected={index === selected}
              className={cn("min-w-0 shrink-0 grow-0 basis-full", desktopGrid && "pr-4 md:pr-0", slideClassName)}
            >
              <DeferImages deferred={index > 0 && !desktopGrid && !started}>{slide}</DeferImages>
            </div>
          ))}
        </div>
      </div>
      <div className={cn("mt-5 flex justify-center gap-2", desktopGrid && "md:hidden")} aria-hidden="true">
        {slides.map((_, index) => (
          <span
            key={index}
            className={cn("h-1.5 rounded-full transition-all duration-300", index === selected ? "w-6 bg-ink" : "w-1.5 bg-ink/20")}
          />
        ))}
      </div>
    </div>
  );
}
