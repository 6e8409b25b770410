import { ArrowRight, Quote } from "lucide-react";
import type { CSSProperties } from "react";
import { cropClasses, cropFrame, cropScale } from "#app/components/sections/crop.ts";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { Container } from "#app/components/sections/section.tsx";
import { TestimonialAuthor } from "#app/components/sections/testimonial.tsx";
import { StoryCard, type StoryCardData, storyGridClass, storyGridItemClass } from "#app/components/stories/story-card.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { ResponsiveImage, Testimonial } from "#app/content/shared.schema.ts";
import { cn } from "#app/lib/cn.ts";
import type { StoryProductFigure } from "#app/content/story-pages.ts";

type Logo = StoryCardData["logo"];

const headshotClass = "size-14 shrink-0 rounded-full bg-brand-soft object-cover";

/** The customer's words set large: their headshot when the story has one (vite/headshot-art.ts), else their company's wordmark. */
export function PullQuote({ testimonial, logo, headshot }: { testimonial: Testimonial; logo: Logo; headshot?: ResponsiveImage }) {
  return (
    <figure className="relative mt-8 border-l-4 border-brand pl-5 sm:mt-12 sm:pl-8">
      <Quote aria-hidden="true" className="size-7 text-brand/25 sm:size-9" fill="currentColor" strokeWidth={0} />
      <blockquote className="mt-3 text-xl leading-snug font-semibold tracking-[-0.01em] text-balance text-ink sm:text-[1.625rem]">
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      {/* A wordmark's tile is wide: on a phone the name and title go beneath it, not squeezed beside it. */}
      <figcaption
        className={cn(
          "mt-5 flex gap-4 sm:mt-6",
          headshot || testimonial.headshot ? "items-center" : "flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4",
        )}
      >
        {headshot ? (
          <ResponsivePicture image={headshot} sizes="56px" alt="" loading="lazy" decoding="async" pictureClassName="shrink-0" className={headshotClass} />
        ) : testimonial.headshot ? (
          <img src={testimonial.headshot} width={56} height={56} alt="" loading="lazy" decoding="async" className={headshotClass} />
        ) : (
          <span className="inline-flex h-14 shrink-0 items-center rounded-2xl bg-white px-4 shadow-card ring-1 ring-line">
            <img
              src={logo.src}
              width={logo.width}
              height={logo.height}
              alt=""
              loading="lazy"
              decoding="async"
              // The wordmark may be a view of a larger file, whose own shape is not the wordmark's: the ratio is given.
              style={{ aspectRatio: `${logo.width} / ${logo.height}` }}
              className="h-5 w-auto sm:h-6"
            />
          </span>
        )}
        <TestimonialAuthor testimonial={testimonial} />
      </figcaption>
    </figure>
  );
}

// The story's column from 1280 px; below, the whole drawing is `scale` times the box (320 px from 640 px, phones the container).
const figureSizes = (scale: number) => `(min-width: 1280px) 752px, (min-width: 640px) calc(320px * ${scale}), calc((100vw - 66px) * ${scale})`;

/**
 * The product the story is about, with a link to its page. Below 1280 px the box takes the phone crop's shape so the words stay
 * readable (10 px and more), inset in the figure and at most 320 px wide; from 1280 px it is 16:10 and shows the artwork's top.
 */
export function ProductFigure({ product }: { product: StoryProductFigure }) {
  const { image, phoneCrop } = product.art;
  return (
    <figure className="mt-8 overflow-hidden rounded-[1.75rem] border border-line bg-canvas sm:mt-12">
      <div className="px-4 py-6 sm:px-6 sm:py-8 xl:p-0">
        <div
          data-testid="product-figure-art"
          className={cn(cropClasses.toXl.box, "mx-auto max-w-xs rounded-2xl shadow-card ring-1 ring-ink/5 xl:max-w-none xl:rounded-none xl:shadow-none xl:ring-0")}
          style={{ ...cropFrame(image, phoneCrop), "--art-ratio": "16 / 10" } as CSSProperties}
        >
          <ResponsivePicture
            image={image}
            sizes={figureSizes(cropScale(image, phoneCrop))}
            alt=""
            loading="lazy"
            decoding="async"
            className={cn(cropClasses.toXl.image, "xl:h-full xl:object-cover xl:object-top")}
          />
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-line bg-white px-5 py-4 sm:px-7">
        <span>
          <span className="block font-bold text-ink">{product.name}</span>
          <span className="text-sm text-muted">{product.tagline}</span>
        </span>
        <Link href={product.href} className="group inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand">
          {product.ctaText}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </figcaption>
    </figure>
  );
}

export function MoreStories({ stories }: { stories: StoryCardData[] }) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="more-stories-title" className="bg-canvas py-12 sm:py-20">
      <Container>
        <h2 id="more-stories-title" className="text-h2 text-ink">
          More stories
        </h2>
        <ul className={cn("mt-8 sm:mt-10", storyGridClass)}>
          {stories.map((story) => (
            <li key={story.id} className={storyGridItemClass}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
