import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { wordmarkOnDark } from "#app/components/brand/wordmark.ts";
import { Link } from "#app/components/ui/link.tsx";
import { Container, Eyebrow, surfaceClass } from "#app/components/sections/section.tsx";
import { ContactClosingCta } from "#app/components/sections/closing-cta.tsx";
import type { CaseStudy } from "#app/content/case-studies/schema.ts";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";
import type { MediaPicture } from "#app/content/media.ts";
import { cn } from "#app/lib/cn.ts";
import type { StoryPageData } from "#app/content/story-pages.ts";
import { MoreStories, ProductFigure, PullQuote } from "#app/components/case-study/story-sections.tsx";

export const CASE_STUDY_SUBTITLE = "Fill out the form below to access the full story.";

/** A transparent pixel where the hero's picture is not drawn, so small screens download nothing. */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
/** The hero's picture column: 26rem from 1024 px, 30rem from 1280 px. */
const HERO_SIZES = "(min-width: 80rem) 30rem, 26rem";

/**
 * A case study's page, for /case-study/{id} and /success-stories/{slug}: the routes differ only in the back link, whether the
 * testimonial shows, and what a successful download does.
 */
export function CaseStudyDetail({
  study,
  logo,
  picture = study.image,
  pictureMedia,
  headshot,
  product = null,
  more = [],
  closing,
  inquiryType,
  form,
  backLink = false,
  showTestimonial = true,
}: Partial<Pick<StoryPageData, "product" | "more" | "closing" | "inquiryType">> & {
  study: Pick<CaseStudy, "title" | "industry" | "image" | "summary" | "results" | "testimonial">;
  logo: { src: string; width: number; height: number; alt: string };
/** When not its own file: a view of the story's art file. */
  picture?: string;
/** An uploaded picture: its AVIF and WebP widths, alt text and focus. */
  pictureMedia?: MediaPicture;
/** Raster files when the testimonial names an SVG drawing (vite/headshot-art.ts). */
  headshot?: ResponsiveImage;
  form: ReactNode;
  backLink?: boolean;
  showTestimonial?: boolean;
}) {
  // The product's figure follows the second paragraph (or the only one); the rest of the story follows it.
  const split = Math.min(2, study.summary.length);
  const paragraphs = (list: string[]) => list.map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-white">
        {/* Cool glows only, as on the closing card: a warm colour mixed into the navy turns muddy. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_0%_0%,rgb(91_61_245/0.35),transparent_70%),radial-gradient(45%_60%_at_100%_100%,rgb(14_165_233/0.12),transparent_70%)]"
        />
        <Container className="pt-24 pb-10 sm:pt-32 sm:pb-14 lg:pt-36 lg:pb-20">
          <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
            <div>
              {backLink ? (
                <Link href="/success-stories" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white/85 hover:text-white">
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  Back to Success Stories
                </Link>
              ) : null}
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
                <img
                  src={logo.src}
                  width={logo.width}
                  height={logo.height}
                  alt={logo.alt}
                  // The wordmark may be a view of a larger file, whose own shape is not the wordmark's: the ratio is given.
                  style={{ aspectRatio: `${logo.width} / ${logo.height}` }}
                  className={cn("h-8 w-auto", wordmarkOnDark)}
                />
                <span aria-hidden="true" className="h-5 w-px bg-white/25" />
                <Eyebrow className="text-white/80">{study.industry}</Eyebrow>
              </div>
              <h1 className="mt-5 max-w-3xl text-display text-balance">{study.title}</h1>
            </div>
            <picture className="hidden lg:block">
              {pictureMedia?.srcSet ? (
                <>
                  <source media="(min-width: 64rem)" type="image/avif" srcSet={pictureMedia.srcSet.avif} sizes={HERO_SIZES} />
                  <source media="(min-width: 64rem)" type="image/webp" srcSet={pictureMedia.srcSet.webp} sizes={HERO_SIZES} />
                </>
              ) : (
                <source media="(min-width: 64rem)" srcSet={pictureMedia?.src ?? picture} />
              )}
              <img
                src={BLANK}
                width={1200}
                height={675}
                alt={pictureMedia?.alt ?? ""}
                fetchPriority="high"
                // An uploaded picture is cropped around the subject its editor marked.
                style={pictureMedia ? { objectPosition: pictureMedia.position } : undefined}
                className="aspect-video w-full rounded-[1.75rem] object-cover shadow-[0_30px_80px_-30px_rgb(0_0_0/0.6)] ring-1 ring-white/10 lg:block"
              />
            </picture>
          </div>
          {study.results.length > 0 ? (
            // One row from 640 px, however many results; stacked below, each value beside its label. A value never breaks (not even at a hyphen).
            <dl
              data-testid="story-results"
              className="mt-8 grid divide-y divide-white/10 rounded-2xl border border-white/15 bg-white/[0.06] sm:mt-12 sm:auto-cols-fr sm:grid-flow-col sm:divide-x sm:divide-y-0 lg:mt-14"
            >
              {study.results.map((result) => (
                <div key={result.label} className="flex items-center gap-4 px-5 py-3 sm:flex-col sm:items-start sm:gap-1 sm:px-6 sm:py-6">
                  <dt className="text-sm text-white/75">{result.label}</dt>
                  <dd className="order-first min-w-[5.5ch] text-3xl font-extrabold tracking-[-0.03em] whitespace-nowrap sm:min-w-0 lg:text-4xl">{result.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </Container>
      </section>

      <Container className="grid gap-10 py-12 sm:gap-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-16 lg:py-24">
        <div className="min-w-0">
          <h2 className="text-h3 text-ink">The story in brief</h2>
          <div className="mt-4 space-y-4 text-[1.0625rem] leading-relaxed text-ink-soft sm:text-lg">{paragraphs(study.summary.slice(0, split))}</div>
          {product ? <ProductFigure product={product} /> : null}
          {study.summary.length > split ? (
            <div className="mt-8 space-y-4 text-[1.0625rem] leading-relaxed text-ink-soft sm:mt-12 sm:text-lg">{paragraphs(study.summary.slice(split))}</div>
          ) : null}
          {showTestimonial && study.testimonial ? <PullQuote testimonial={study.testimonial} logo={logo} headshot={headshot} /> : null}
        </div>
        <aside aria-labelledby="case-study-form-title" className={cn(surfaceClass, "self-start rounded-[1.75rem] p-5 sm:p-8 lg:sticky lg:top-24")}>
          <h2 id="case-study-form-title" className="text-h3 text-ink">
            {study.title}
          </h2>
          <p className="mt-2 text-muted">{CASE_STUDY_SUBTITLE}</p>
          <div className="mt-5 sm:mt-6">{form}</div>
        </aside>
      </Container>

      <MoreStories stories={more} />
      {closing && inquiryType ? <ContactClosingCta closing={closing} inquiryType={inquiryType} className="pt-12 sm:pt-20" /> : null}
    </>
  );
}
