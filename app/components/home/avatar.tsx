import { useEffect, useRef, useState } from "react";
import { SpritePicture } from "#app/components/sections/sprite-picture.tsx";
import type { SpriteView } from "#app/content/shared.schema.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A round avatar that falls back to initials when its image cannot be
 * loaded, including a failure that happened before the page hydrated.
 */
export function Avatar({
  picture,
  alt,
  fallback,
  className,
}: {
  /** A 48 px box of a raster sprite. */
  picture: SpriteView;
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
    <SpritePicture
      ref={imageRef}
      picture={picture}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn(classes, "bg-brand-soft")}
      onError={() => setFailed(true)}
    />
  );
}
