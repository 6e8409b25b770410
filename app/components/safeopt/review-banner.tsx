import { Container } from "~/components/sections/section";
import { Link, NewTabHint } from "~/components/ui/link";
import type { SafeOptContent } from "~/content/schemas";

/**
 * The review-site banner: a wide picture from 768 px, a stacked one on
 * phones (one <picture>, so each screen downloads only its own), linking to
 * the reviews. The alt text carries the rating.
 */
export function ReviewBanner({ badge }: { badge: SafeOptContent["reviewBadge"] }) {
  return (
    <section aria-label="Reviews" className="pt-4 pb-8 sm:pb-12">
      <Container>
        <Link href={badge.link.href} className="group block rounded-[1.5rem] transition-transform hover:-translate-y-0.5">
          <picture>
            <source media="(min-width: 768px)" type="image/avif" srcSet={badge.desktop.srcSet.avif} sizes="(min-width: 1280px) 1200px, calc(100vw - 64px)" width={badge.desktop.width} height={badge.desktop.height} />
            <source media="(min-width: 768px)" type="image/webp" srcSet={badge.desktop.srcSet.webp} sizes="(min-width: 1280px) 1200px, calc(100vw - 64px)" width={badge.desktop.width} height={badge.desktop.height} />
            <source type="image/avif" srcSet={badge.mobile.srcSet.avif} sizes="calc(100vw - 32px)" />
            <img
              src={badge.mobile.src}
              srcSet={badge.mobile.srcSet.webp}
              sizes="calc(100vw - 32px)"
              width={badge.mobile.width}
              height={badge.mobile.height}
              alt={badge.alt}
              loading="lazy"
              decoding="async"
              className="mx-auto h-auto w-full max-w-[600px] md:max-w-none"
            />
          </picture>
          <span className="mt-4 flex items-center justify-center gap-1.5 text-sm font-semibold text-safeopt">
            {badge.link.text}
            <NewTabHint />
          </span>
        </Link>
      </Container>
    </section>
  );
}
