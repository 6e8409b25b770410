import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/**
 * A round avatar that falls back to initials when its image cannot be
 * loaded, including a failure that happened before the page hydrated.
 */
export function Avatar({
  src,
  alt,
  fallback,
  className,
}: {
  /** An SVG (or a view of one): sharp at every pixel density from one file. */
  src: string;
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
    <img
      ref={imageRef}
      src={src}
      width={48}
      height={48}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn(classes, "bg-brand-soft object-cover")}
      onError={() => setFailed(true)}
    />
  );
}
