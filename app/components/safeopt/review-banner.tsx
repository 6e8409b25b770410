import { Check } from "lucide-react";
import { Container } from "#app/components/sections/section.tsx";
import { Link, NewTabHint } from "#app/components/ui/link.tsx";
import type { SafeOptContent } from "#app/content/safeopt.schema.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The review strip: the average rating with who gave it, then three short
 * reviews as cards (stacked on phones, three across from 640 px), and a link
 * to the review page. Everything is text, so it zooms, selects and reads
 * aloud like the rest of the page.
 */
export function ReviewBanner({ badge }: { badge: SafeOptContent["reviewBadge"] }) {
  return (
    <section aria-label="Reviews" className="pt-4 pb-8 sm:pb-12">
      <Container>
        <div className="rounded-[1.5rem] border border-safeopt-border bg-gradient-to-br from-safeopt-bg via-white to-[#f0f9ff] p-5 sm:p-7 lg:flex lg:items-center lg:gap-8">
          <div className="text-center sm:text-left lg:w-60 lg:shrink-0 lg:border-r lg:border-safeopt-border lg:pr-8 xl:w-80">
            <p className="flex items-center justify-center gap-3 sm:justify-start">
              <Stars rating={badge.rating} label={badge.alt} className="h-6 xl:h-7" />
              <span className="text-4xl font-bold tracking-tight text-ink">
                {badge.rating}
                <span className="text-xl font-semibold text-muted">/5</span>
              </span>
            </p>
            <p className="mt-3 text-lg font-semibold text-ink-soft">{badge.ratedBy}</p>
            <p className="mt-2 flex items-center justify-center gap-2 text-sm text-muted sm:justify-start">
              <span className="grid size-5 place-items-center rounded-full bg-safeopt text-white">
                <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
              </span>
              {badge.verified}
            </p>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3 lg:mt-0 lg:flex-1">
            {badge.reviews.map((review) => (
              <li key={review.quote} className="flex">
                <figure className="flex w-full flex-col rounded-2xl bg-white p-5 shadow-card ring-1 ring-line">
                  <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} className="h-4" />
                  <blockquote className="mt-3 flex-1 text-base/snug font-semibold text-ink">
                    <p>“{review.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-3 text-sm text-muted">{review.role}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-4 text-center">
          <Link href={badge.link.href} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-safeopt">
            {badge.link.text}
            <NewTabHint />
          </Link>
        </p>
      </Container>
    </section>
  );
}

const STAR = "M12 1.5l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88L12 17.27l-6.18 3.25L7 13.64l-5-4.87 6.91-1.01L12 1.5z";
/** Five 24-unit stars, 4 units apart. */
const STAR_STEP = 28;
const STARS_WIDTH = 5 * 24 + 4 * 4;

function StarRow({ className }: { className?: string }) {
  return (
    <svg viewBox={`0 0 ${STARS_WIDTH} 24`} className={cn("block h-full w-auto", className)} fill="currentColor" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={STAR} transform={index ? `translate(${index * STAR_STEP})` : undefined} />
      ))}
    </svg>
  );
}

/** A rating as five stars filled up to it (4.8 fills four and most of the fifth), named for assistive technology. */
function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const whole = Math.floor(rating);
  const filled = ((whole * STAR_STEP + (rating - whole) * 24) / STARS_WIDTH) * 100;
  return (
    <span role="img" aria-label={label} className={cn("relative inline-block shrink-0", className)} style={{ aspectRatio: `${STARS_WIDTH} / 24` }}>
      {filled < 100 ? <StarRow className="text-line" /> : null}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${filled}%` }}>
        <StarRow className="max-w-none text-[#f59e0b]" />
      </span>
    </span>
  );
}
