import { Quote } from "lucide-react";
import type { ResponsiveImage, Testimonial } from "#app/content/shared.schema.ts";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { containerClass } from "#app/components/sections/section.tsx";
import { cn } from "#app/lib/cn.ts";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A large customer quote on the brand gradient, with an optional headline
 * result beside it. The author is shown by their portrait in a round frame;
 * initials stand in only for a testimonial without one.
 */
export function Testimonial({ testimonial }: { testimonial: Testimonial & { portrait?: ResponsiveImage } }) {
  return (
    <section aria-label="What our customers say" className="py-14 sm:py-28">
      <div className={containerClass}>
        <figure className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand via-brand-strong to-[#2b1b8f] px-6 py-10 text-white sm:px-12 sm:py-16 lg:px-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_100%_0%,rgb(255_107_107/0.35),transparent_70%),radial-gradient(40%_50%_at_0%_100%,rgb(14_165_233/0.3),transparent_70%)]"
          />
          <Quote aria-hidden="true" className="size-12 text-white/25" fill="currentColor" strokeWidth={0} />
          <div className="mt-5 grid items-end gap-6 sm:mt-6 sm:gap-10 lg:grid-cols-[1fr_auto] lg:gap-16">
            <blockquote className="text-[1.375rem] leading-snug font-semibold tracking-tight text-balance sm:text-[2rem]">
              <p>&ldquo;{testimonial.quote}&rdquo;</p>
            </blockquote>
            {testimonial.highlight ? (
              <p className="flex items-baseline gap-3 lg:flex-col lg:items-end lg:gap-0">
                <span className="text-6xl font-extrabold tracking-tight sm:text-7xl">{testimonial.highlight.value}</span>
                <span className="text-lg font-semibold text-white/80">{testimonial.highlight.label}</span>
              </p>
            ) : null}
          </div>
          <figcaption className="mt-8 flex items-center gap-4 border-t border-white/15 pt-6 sm:mt-10 sm:pt-8">
            {testimonial.portrait ? (
              <ResponsivePicture
                image={testimonial.portrait}
                sizes="48px"
                alt=""
                loading="lazy"
                decoding="async"
                pictureClassName="shrink-0"
                className="size-12 rounded-full bg-white/15 object-cover ring-2 ring-white/40"
              />
            ) : (
              <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-white/15 font-bold ring-1 ring-white/30">
                {initials(testimonial.author)}
              </span>
            )}
            <TestimonialAuthor testimonial={testimonial} inverse />
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

/** Who said it: their name over their title and company, one style wherever a quote is credited (`inverse` on a dark ground). */
export function TestimonialAuthor({ testimonial, inverse = false }: { testimonial: Pick<Testimonial, "author" | "title" | "company">; inverse?: boolean }) {
  return (
    <span className="min-w-0" data-testid="testimonial-author">
      <span className={cn("block font-semibold", inverse ? "text-white" : "text-ink")}>{testimonial.author}</span>
      <span className={cn("block text-sm", inverse ? "text-white/80" : "text-muted")}>
        {testimonial.title}, {testimonial.company}
      </span>
    </span>
  );
}
