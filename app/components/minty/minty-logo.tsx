import { useEffect, useRef, useState } from "react";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";

/** The Minty logo; if the image fails to load, the word "Minty" stands in its place. */
export function MintyLogo({ image }: { image: ResponsiveImage }) {
  const [failed, setFailed] = useState(false);
  const logo = useRef<HTMLImageElement>(null);
  // An image that failed before the page hydrated fired its error event with nobody listening.
  useEffect(() => {
    const element = logo.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return <span className="inline-flex h-12 items-center text-3xl font-extrabold tracking-tight text-minty">Minty</span>;
  }
  return (
    <img
      src={image.src}
      srcSet={image.srcSet.webp}
      sizes="160px"
      width={image.width}
      height={image.height}
      alt="Minty"
      ref={logo}
      onError={() => setFailed(true)}
      className="mx-auto h-12 w-auto lg:mx-0"
    />
  );
}
