import { ArrowLeft, Quote } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Container, Eyebrow, surfaceClass } from "~/components/sections/section";
import type { CaseStudy } from "~/content/case-studies/schema";
import { cn } from "~/lib/cn";

export const CASE_STUDY_SUBTITLE = "Fill out the form below to access the full story.";

/**
 * A case study's page, shared by /case-study/{id} and /success-stories/{slug}:
 * the cover as background, the summary and headline results, the optional
 * testimonial, and the gated form titled with the case study's title. The
 * routes differ only in what they pass: the back link, whether the
 * testimonial shows, and what a successful download does.
 */
export function CaseStudyDetail({
  study,
  logo,
  picture = study.image,
  form,
  backLink = false,
  showTestimonial = true,
}: {
  study: Pick<CaseStudy, "title" | "industry" | "image" | "summary" | "results" | "testimonial">;
  logo: { src: string; width: number; height: number; alt: string };
  /** Where the cover is shown from, when not its own file (a view of the story's art file). */
  picture?: string;
  form: ReactNode;
  backLink?: boolean;
  showTestimonial?: boolean;
}) {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-white">
        <img src={picture} width={1200} height={675} alt="" fetchPriority="high" className="absolute inset-0 -z-20 size-full object-cover opacity-40" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/90 to-ink/40" />
        <Container className="pt-28 pb-16 sm:pt-32 lg:pt-36 lg:pb-20">
          {backLink ? (
            <Link href="/success-stories" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white/85 hover:text-white">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Success Stories
            </Link>
          ) : null}
          <div className="mt-4 flex items-center gap-3">
            <span className="inline-flex h-10 items-center rounded-xl bg-white px-3">
              <img
                src={logo.src}
                width={logo.width}
                height={logo.height}
                alt={logo.alt}
                // The wordmark may be a view of a larger file, whose own shape is not the wordmark's: the ratio is given.
                style={{ aspectRatio: `${logo.width} / ${logo.height}` }}
                className="h-6 w-auto"
              />
            </span>
            <Eyebrow className="text-white/80">{study.industry}</Eyebrow>
          </div>
          <h1 className="mt-5 max-w-3xl text-display">{study.title}</h1>
          {study.results.length > 0 ? (
            <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-3">
              {study.results.map((result) => (
                <div key={result.label} className="flex flex-col rounded-2xl border border-white/15 bg-white/[0.08] p-4 backdrop-blur">
                  <dt className="text-sm text-white/80">{result.label}</dt>
                  <dd className="order-first text-3xl font-extrabold tracking-[-0.03em]">{result.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </Container>
      </section>

      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_440px] lg:gap-16 lg:py-20">
        <div className="min-w-0">
          <h2 className="text-h3 text-ink">The story in brief</h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-soft">
            {study.summary.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {showTestimonial && study.testimonial ? (
            <figure className="mt-12 rounded-[1.75rem] bg-brand-soft/60 p-7 sm:p-9">
              <Quote aria-hidden="true" className="size-8 text-brand/40" fill="currentColor" strokeWidth={0} />
              <blockquote className="mt-4 text-xl leading-relaxed font-semibold text-ink">
                <p>&ldquo;{study.testimonial.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-5 text-muted">
                <span className="font-semibold text-ink">{study.testimonial.author}</span>, {study.testimonial.title},{" "}
                {study.testimonial.company}
              </figcaption>
            </figure>
          ) : null}
        </div>
        <aside aria-labelledby="case-study-form-title" className={cn(surfaceClass, "self-start rounded-[1.75rem] p-6 sm:p-8 lg:sticky lg:top-24")}>
          <h2 id="case-study-form-title" className="text-h3 text-ink">
            {study.title}
          </h2>
          <p className="mt-2 text-muted">{CASE_STUDY_SUBTITLE}</p>
          <div className="mt-6">{form}</div>
        </aside>
      </Container>
    </>
  );
}
