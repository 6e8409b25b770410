/**
 * Minty's mascots peeking over the footer on the Minty page (route handle `mintyDogs`), from a zero-height shelf: they take no
 * room in the flow. SVG files, not inline drawings: out of the page's JavaScript, lazy below the fold.
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
