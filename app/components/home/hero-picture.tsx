import { useEffect, useRef, useState } from "react";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";
import { cn } from "#app/lib/cn.ts";
import { type CropRegion, cropClasses, cropFrame } from "#app/components/sections/crop.ts";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";

type LoadState = "loading" | "loaded" | "failed";

/**
 * The hero illustration, the LCP element: eager, high priority, in a fixed-ratio box. A skeleton with "Loading..." sits under
 * the image, which covers it the moment it paints without waiting for JS; after hydration the skeleton leaves the DOM.
 * `phoneCrop` (artwork pixels) is what phones show, `tabletCrop` (else the same) tablets; the whole artwork from 1280 px.
 */
export function HeroPicture({
  image,
  alt,
  sizes,
  className,
  phoneCrop,
  tabletCrop,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  className?: string;
  phoneCrop?: CropRegion;
  tabletCrop?: CropRegion;
}) {
  const [state, setState] = useState<LoadState>("loading");
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // Loaded (or failed) before React hydrated: no load event will come.
    const element = imageRef.current;
    if (element?.complete && element.currentSrc) setState(element.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  return (
    <div
      className={cn(cropClasses.toXl.box, "bg-gradient-to-br from-brand-soft via-canvas to-safeopt-bg", className)}
      style={cropFrame(image, phoneCrop, tabletCrop)}
      data-state={state}
      data-testid="hero-picture"
    >
      {state === "loading" ? <HeroSkeleton /> : null}
      <ResponsivePicture
        ref={imageRef}
        image={image}
        sizes={sizes}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        className={cropClasses.toXl.image}
        onLoad={() => setState("loaded")}
        onError={() => setState("failed")}
      />
    </div>
  );
}

const bar = "rounded-full bg-ink/[0.07]";

function HeroSkeleton() {
  return (
    <div className="absolute inset-0" data-testid="hero-loading">
      <div aria-hidden="true" className="absolute inset-[8%] flex flex-col gap-[4%] rounded-[1.25rem] bg-white/70 p-[5%] shadow-card motion-safe:animate-pulse">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-[4%]">
            <span className="aspect-square w-[11%] shrink-0 rounded-full bg-ink/[0.07]" />
            <span className="grid flex-1 gap-2">
              <span className={cn(bar, "h-2.5 w-2/3")} />
              <span className={cn(bar, "h-2 w-5/6")} />
            </span>
          </div>
        ))}
        <div className="mt-auto flex flex-1 items-end gap-[4%] rounded-2xl border border-line bg-canvas/80 p-[4%]">
          <span className="aspect-square w-[26%] shrink-0 rounded-xl bg-ink/[0.07]" />
          {/* Its height is set, not grown from its bars: a slow phone may paint it before the last bar is
              parsed, and growing upwards from the card's foot would move the bars already shown. */}
          <span className="grid h-[3.875rem] flex-1 content-start gap-2">
            <span className={cn(bar, "h-2.5 w-3/4")} />
            <span className={cn(bar, "h-2 w-full")} />
            <span className="mt-1 h-6 w-1/2 rounded-full bg-brand/15" />
          </span>
        </div>
      </div>
      <span className="absolute inset-0 grid place-items-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-small font-semibold text-ink-soft shadow-card">
          <span aria-hidden="true" className="size-3.5 rounded-full border-2 border-brand/25 border-t-brand motion-safe:animate-spin" />
          Loading...
        </span>
      </span>
    </div>
  );
}
