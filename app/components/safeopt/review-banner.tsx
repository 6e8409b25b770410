import { ArtDirectedPicture } from "~/components/sections/responsive-picture";
import { Container } from "~/components/sections/section";
import { Link, NewTabHint } from "~/components/ui/link";
import type { SafeOptContent } from "~/content/safeopt.schema";

/**
 * The review-site banner: a wide picture from 768 px, a stacked one on
 * phones, linking to the reviews. The alt text carries the rating.
 */
export function ReviewBanner({ badge }: { badge: SafeOptContent["reviewBadge"] }) {
  return (
    <section aria-label="Reviews" className="pt-4 pb-8 sm:pb-12">
      <Container>
        <Link href={badge.link.href} className="group block rounded-[1.5rem] transition-transform hover:-translate-y-0.5">
          <ArtDirectedPicture
            wide={badge.desktop}
            narrow={badge.mobile}
            wideSizes="(min-width: 1280px) 1200px, calc(100vw - 64px)"
            narrowSizes="calc(100vw - 32px)"
            alt={badge.alt}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-[600px] md:max-w-none"
          />
          <span className="mt-4 flex items-center justify-center gap-1.5 text-sm font-semibold text-safeopt">
            {badge.link.text}
            <NewTabHint />
          </span>
        </Link>
      </Container>
    </section>
  );
}
