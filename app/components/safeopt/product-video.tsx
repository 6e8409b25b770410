import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "#app/components/motion/use-autoplay.ts";
import { type CropRegion, cropClasses, cropFrame } from "#app/components/sections/crop.ts";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";
import { cn } from "#app/lib/cn.ts";

/** How long after the page has loaded the player checks whether unmuted autoplay was allowed. */
export const AUTOPLAY_CHECK_MS = 1000;

/** Where the poster's crop fills a tablet's box and needs the larger files. */
export const TABLET_MEDIA = "(min-width: 640px) and (max-width: 1279.98px)";

/**
 * The SafeOpt hero video. It tries unmuted autoplay once ready; AUTOPLAY_CHECK_MS after load, if playback was blocked, a play
 * pill shows in the poster's corner (the product stays in view). The button covers the video unseen from the first paint, so a
 * press at any moment plays with sound; with reduced motion it shows from the start. The poster is the LCP image, a real <img>
 * under the video; the video is fetched only after load. Below 1280 px the whole frame would draw its words at 3–6 px, so the
 * box takes `phoneCrop`'s shape (words at 10 px and more); a press takes it to the video's own shape, so the video fills it
 * (the box moves only at the visitor's press, never by itself).
 */
export function ProductVideo({
  mp4,
  webm,
  poster,
  posterTablet,
  label,
  sizes,
  phoneCrop,
}: {
  mp4: string;
  webm: string;
  poster: ResponsiveImage;
  /** The poster's larger files, for the crop from 640 to 1279 px (TABLET_MEDIA). */
  posterTablet?: ResponsiveImage;
  label: string;
  sizes: string;
  /** The region of the poster shown below 1280 px, in the poster's pixels. */
  phoneCrop?: CropRegion;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [overlay, setOverlay] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [fitted, setFitted] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reducedMotion) {
      element.pause();
      setOverlay(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: ReturnType<typeof setTimeout> | undefined;
    const tryAutoplay = () => {
      element.preload = "auto";
      element.muted = false;
      // A blocked play() rejects; the check below shows the button either way.
      element.play().catch(() => {});
      timer = setTimeout(() => {
        if (element.paused) setOverlay(true);
      }, AUTOPLAY_CHECK_MS);
    };
    // Starting the media pipeline takes several ms of main thread: a task of its own, not the one finishing hydration.
    if (document.readyState === "complete") start = setTimeout(tryAutoplay);
    else window.addEventListener("load", tryAutoplay, { once: true });
    return () => {
      window.removeEventListener("load", tryAutoplay);
      clearTimeout(start);
      clearTimeout(timer);
    };
  }, [reducedMotion]);

  const playWithSound = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    element.preload = "auto";
    setOverlay(false);
    setFitted(true);
    element.play().catch(() => setOverlay(true));
  };

  return (
    <div
      data-testid="product-video"
      className={cn(cropClasses.toXl.box, "rounded-[1.75rem] bg-white shadow-[0_30px_80px_-30px_rgb(30_27_75/0.35)] ring-1 ring-ink/5 sm:rounded-[2.25rem]")}
      style={cropFrame(poster, fitted ? undefined : phoneCrop)}
    >
      <picture>
        {posterTablet && <source media={TABLET_MEDIA} type="image/avif" srcSet={posterTablet.srcSet.avif} sizes={sizes} />}
        {posterTablet && <source media={TABLET_MEDIA} type="image/webp" srcSet={posterTablet.srcSet.webp} sizes={sizes} />}
        <source type="image/avif" srcSet={poster.srcSet.avif} sizes={sizes} />
        <img
          src={poster.src}
          srcSet={poster.srcSet.webp}
          sizes={sizes}
          width={poster.width}
          height={poster.height}
          alt=""
          fetchPriority="high"
          decoding="async"
          className={cropClasses.toXl.image}
        />
      </picture>
      <video
        ref={video}
        className={cn("absolute inset-0 size-full bg-safeopt-bg object-contain transition-opacity duration-300", playing ? "opacity-100" : "opacity-0")}
        playsInline
        loop
        preload="none"
        aria-label={label}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        controls={overlay ? false : playing}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <p className="sr-only">{label}</p>
      {playing ? null : (
        // Over the whole poster from the first paint, so any press plays with sound, before React runs too. Once autoplay was
        // blocked it shows a "Watch the demo" pill clear of the product, its name and price (on the whole frame a disc in the
        // gap between the store and the phone, off the tab bar); the sentence below names it.
        <button
          type="button"
          onClick={playWithSound}
          data-visible={overlay}
          className="group absolute inset-0 transition-colors data-[visible=true]:bg-ink/5 data-[visible=true]:hover:bg-ink/10"
        >
          <span
            aria-hidden="true"
            data-testid="video-play-pill"
            className="absolute top-2 right-2 inline-flex items-center gap-1.5 rounded-full bg-white/95 py-1 pr-3 pl-1 text-[0.8125rem] font-semibold text-ink opacity-0 shadow-pop ring-1 ring-ink/5 transition-[opacity,scale] group-hover:scale-105 group-focus-visible:ring-2 group-focus-visible:ring-safeopt group-data-[visible=true]:opacity-100 sm:top-3 sm:right-3 sm:gap-2 sm:py-1.5 sm:pr-4 sm:pl-1.5 sm:text-sm xl:top-[8%] xl:right-auto xl:left-[68.8%] xl:-translate-x-1/2 xl:p-1"
          >
            <span className="grid size-6 place-items-center rounded-full bg-safeopt text-white sm:size-8">
              <Play className="ml-0.5 size-3 sm:size-4" fill="currentColor" strokeWidth={0} />
            </span>
            <span className="xl:hidden">Watch the demo</span>
          </span>
          <span className="sr-only">Play the SafeOpt video with sound</span>
        </button>
      )}
    </div>
  );
}
