/**
 * Minty's two mascots, a corgi and a beagle pup in mint collars, sitting on
 * the footer's edge on pages that ask for them (route handle `mintyDogs`).
 * SVG files rather than inline drawings: they stay out of the page's
 * JavaScript and load lazily, below the fold.
 */
export function MintyDogs() {
  return (
    <div
      aria-hidden="true"
      data-testid="minty-dogs"
      className="pointer-events-none mx-auto -mb-px flex max-w-7xl items-end justify-between px-6 sm:px-16"
    >
      <img
        src="/images/brand/minty-corgi.svg"
        alt=""
        width={120}
        height={132}
        loading="lazy"
        decoding="async"
        className="h-24 w-auto sm:h-32"
      />
      <img
        src="/images/brand/minty-beagle.svg"
        alt=""
        width={120}
        height={132}
        loading="lazy"
        decoding="async"
        className="h-[5.5rem] w-auto sm:h-[7.25rem]"
      />
    </div>
  );
}
