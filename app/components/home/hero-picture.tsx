import { useEffect, useRef, useState } from "react";
import type { ResponsiveImage } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { ResponsivePicture } from "~/components/sections/responsive-picture";

type LoadState = "loading" | "loaded" | "failed";

/**
 * The hero illustration, the page's LCP element: fetched eagerly with high
 * priority (and preloaded by the route), in a box of fixed aspect ratio so
 * nothing moves when it arrives. "Loading..." shows until it has loaded.
 *
 * The placeholder sits *under* the image: the image covers it the moment it
 * paints, without waiting for JavaScript; after hydration the placeholder
 * also leaves the DOM.
 */
export function HeroPicture({
  image,
  alt,
  sizes,
  className,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  className?: string;
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
      className={cn("relative overflow-hidden bg-gradient-to-br from-brand-soft via-canvas to-safeopt-bg", className)}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      data-state={state}
    >
      {state === "loading" ? (
        <span className="absolute inset-0 grid place-items-center text-sm font-medium text-muted" data-testid="hero-loading">
          Loading...
        </span>
      ) : null}
      <ResponsivePicture
        ref={imageRef}
        image={image}
        sizes={sizes}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
        onLoad={() => setState("loaded")}
        onError={() => setState("failed")}
      />
    </div>
  );
}
