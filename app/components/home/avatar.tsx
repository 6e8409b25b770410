import { useEffect, useRef, useState } from "react";
import type { ResponsiveImage } from "~/content/schemas";
import { cn } from "~/lib/cn";
import { ResponsivePicture } from "~/components/sections/responsive-picture";

/**
 * A round avatar that falls back to initials when its image cannot be
 * loaded, including a failure that happened before the page hydrated.
 */
export function Avatar({
  image,
  alt,
  fallback,
  className,
}: {
  image: ResponsiveImage;
  alt: string;
  fallback: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = imageRef.current;
    // Broken before hydration: the browser tried (currentSrc set), finished, and got nothing.
    if (element && element.complete && element.currentSrc && element.naturalWidth === 0) setFailed(true);
  }, []);

  const classes = cn("size-12 shrink-0 rounded-full ring-[3px] ring-white", className);
  if (failed) {
    return (
      <span role="img" aria-label={alt} className={cn(classes, "grid place-items-center bg-brand-soft text-sm font-bold text-brand")}>
        {fallback}
      </span>
    );
  }
  return (
    <ResponsivePicture
      ref={imageRef}
      image={image}
      sizes="48px"
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn(classes, "bg-brand-soft object-cover")}
      onError={() => setFailed(true)}
    />
  );
}
