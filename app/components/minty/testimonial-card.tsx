import { Quote } from "lucide-react";
import { surfaceClass } from "~/components/sections/section";
import type { Testimonial } from "~/content/shared.schema";
import { cn } from "~/lib/cn";

/** A short customer quote on a card. */
export function TestimonialCard({ testimonial }: { testimonial: Pick<Testimonial, "quote" | "author" | "title" | "company"> }) {
  return (
    <figure className={cn(surfaceClass, "flex h-full flex-col rounded-[1.5rem] p-7")}>
      <Quote aria-hidden="true" className="size-8 text-minty-accent/40" fill="currentColor" strokeWidth={0} />
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-5">
        <span className="block font-semibold text-ink">{testimonial.author}</span>
        <span className="block text-sm text-muted">
          {testimonial.title}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}
