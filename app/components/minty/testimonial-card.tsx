import { Quote } from "lucide-react";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { TestimonialAuthor } from "#app/components/sections/testimonial.tsx";
import type { ResponsiveImage, Testimonial } from "#app/content/shared.schema.ts";
import { cn } from "#app/lib/cn.ts";

/** A short customer quote on a card, its author's portrait beside their name. */
export function TestimonialCard({
  testimonial,
}: {
  testimonial: Pick<Testimonial, "quote" | "author" | "title" | "company"> & { portrait?: ResponsiveImage };
}) {
  return (
    <figure className={cn(surfaceClass, "flex h-full flex-col rounded-[1.5rem] p-7")}>
      <Quote aria-hidden="true" className="size-8 text-minty-accent/40" fill="currentColor" strokeWidth={0} />
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
        {testimonial.portrait ? (
          <ResponsivePicture
            image={testimonial.portrait}
            sizes="40px"
            alt=""
            loading="lazy"
            decoding="async"
            pictureClassName="shrink-0"
            className="size-10 rounded-full bg-minty-bg object-cover ring-1 ring-ink/5"
          />
        ) : null}
        <TestimonialAuthor testimonial={testimonial} />
      </figcaption>
    </figure>
  );
}
