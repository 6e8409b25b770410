import { ArrowRight } from "lucide-react";
import { ArtDirectedPicture } from "#app/components/sections/responsive-picture.tsx";
import { Container } from "#app/components/sections/section.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { BrandsBanner as BrandsBannerContent } from "#app/content/home.schema.ts";

/**
 * The two drawings of the customers' wordmarks (tools/art/content/brands-banner.ts):
 * five to a row from 1024 px, shown at most 1200 px wide; two to a row below,
 * at most 24 rem wide. At those widths the wordmarks stand as tall as on the
 * logo walls: one height for every customer row.
 */
const WIDE_MEDIA = "(min-width: 1024px)";
const STACKED_SIZES = "min(calc(100vw - 48px), 384px)";
const WIDE_SIZES = "min(calc(100vw - 80px), 1200px)";

/** "Trusted by Thousands of Growing Brands": the customer wordmarks, linking to the success stories. */
export function BrandsBanner({ banner }: { banner: BrandsBannerContent }) {
  return (
    <section aria-labelledby="brands-title" className="py-12 sm:py-20">
      <Container>
        <h2 id="brands-title" className="text-center text-eyebrow text-brand">
          {banner.title}
        </h2>
        <Link
          href={banner.href}
          className="group mt-8 block rounded-3xl px-2 py-4 transition-colors hover:bg-canvas sm:mt-10"
        >
          <ArtDirectedPicture
            wide={banner.wide}
            wideMedia={WIDE_MEDIA}
            narrow={banner.stacked}
            wideSizes={WIDE_SIZES}
            narrowSizes={STACKED_SIZES}
            alt={banner.alt}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-sm opacity-70 transition-opacity group-hover:opacity-100 lg:max-w-[1200px]"
          />
          <span className="mt-6 flex items-center justify-center gap-1.5 text-sm font-semibold text-brand">
            {banner.linkText}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </span>
        </Link>
      </Container>
    </section>
  );
}
