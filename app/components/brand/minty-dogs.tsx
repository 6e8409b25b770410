/**
 * Minty's two mascots, a corgi and a beagle pup in mint collars, peeking
 * over the footer's top edge on the Minty page (route handle `mintyDogs`).
 *
 * They take no room in the page flow: a zero-height shelf just before the
 * footer holds them, their paws drop behind the footer (which sits above
 * them), and the rest stands in the last section's bottom padding, side by
 * side inside the page grid rather than at the window's edges.
 *
 * SVG files rather than inline drawings: they stay out of the page's
 * JavaScript and load lazily, below the fold.
 */
export function MintyDogs() {
  return (
    <div aria-hidden="true" className="pointer-events-none relative mx-auto h-0 max-w-7xl px-4 sm:px-6 lg:px-8">
      <div data-testid="minty-dogs" className="absolute right-8 -bottom-4 flex items-end sm:right-16 sm:-bottom-5 lg:right-24">
        <img
          src="/images/brand/minty-corgi.svg"
          alt=""
          width={120}
          height={132}
          loading="lazy"
          decoding="async"
          className="h-20 w-auto sm:h-28"
        />
        <img
          src="/images/brand/minty-beagle.svg"
          alt=""
          width={120}
          height={132}
          loading="lazy"
          decoding="async"
          className="-ml-3 h-[4.5rem] w-auto sm:-ml-4 sm:h-[6.25rem]"
        />
      </div>
    </div>
  );
}
