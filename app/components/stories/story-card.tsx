import { ArrowRight, FileText, Play } from "lucide-react";
import { wordmarkOnLight } from "#app/components/brand/wordmark.ts";
import { Link } from "#app/components/ui/link.tsx";
import { surfaceClass } from "#app/components/sections/section.tsx";
import type { StoryCardData } from "#app/content/story-cards.ts";
import { cn } from "#app/lib/cn.ts";

export type { StoryCardData };

/** One column on phones, two from 640 px, three from 1024 px; a partial last row is centred (half-card tracks, each card spans two). */
export const storyGridClass =
  "grid gap-6 sm:grid-cols-4 lg:grid-cols-6 sm:max-lg:[&>li:last-child:nth-child(odd)]:col-start-2 lg:[&>li:last-child:nth-child(3n+1)]:col-start-3 lg:[&>li:nth-last-child(2):nth-child(3n+1)]:col-start-2";

export const storyGridItemClass = "flex sm:col-span-2";

/** A card is the full width on phones, half from 640 px, a third from 1024 px (up to the 80rem container). */
const STORY_CARD_SIZES = "(min-width: 80rem) 25rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw";

/** The whole card is one link (its title), so it reads as one item to assistive technology. */
export function StoryCard({
  story,
  headingLevel: Heading = "h3",
  onPlay,
}: {
  story: StoryCardData;
  headingLevel?: "h3" | "h4";
/** Video stories play in the video modal instead of following the link. */
  onPlay?: (story: StoryCardData, opener: HTMLElement) => void;
}) {
  const isVideo = story.type === "video";
  const stretched =
    "text-left after:absolute after:inset-0 after:rounded-[1.5rem] focus-visible:outline-none after:focus-visible:outline-3 after:focus-visible:outline-brand";
  return (
    <article className={cn(surfaceClass, "group relative flex w-full flex-col overflow-hidden rounded-[1.5rem] transition-shadow hover:shadow-pop")}>
      <div className="relative aspect-video overflow-hidden bg-canvas">
        <StoryPicture story={story} />
        {/* Where the picture leaves room: a video's poster has its own "Customer story" badge at the top left, a cover its email card at the top right. */}
        <span
          className={cn(
            "absolute top-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink shadow-sm",
            isVideo ? "right-3" : "left-3",
          )}
        >
          {isVideo ? <Play className="size-3.5" fill="currentColor" strokeWidth={0} aria-hidden="true" /> : <FileText className="size-3.5" aria-hidden="true" />}
          {isVideo ? "Video" : "Case study"}
        </span>
        {isVideo ? (
          <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
            <span className="grid size-14 place-items-center rounded-full bg-white/95 text-ink shadow-pop transition-transform group-hover:scale-110">
              <Play className="ml-0.5 size-6" fill="currentColor" strokeWidth={0} />
            </span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <img
            src={story.logo.src}
            width={story.logo.width}
            height={story.logo.height}
            alt={story.logo.alt}
            loading="lazy"
            decoding="async"
            // The wordmark may be a view of a larger file, whose own shape is not the wordmark's: the ratio is given.
            style={{ aspectRatio: `${story.logo.width} / ${story.logo.height}` }}
            className={cn("h-6 w-auto max-w-[60%]", wordmarkOnLight)}
          />
          <span className="text-xs font-semibold text-muted">{story.industry}</span>
        </div>
        <Heading className="mt-3 text-lg leading-snug sm:mt-4 font-bold tracking-tight text-ink">
          {isVideo && onPlay && story.youtubeId ? (
            // A link to the video, so it plays without JavaScript; with JavaScript the video modal opens instead.
            <a
              href={`https://www.youtube.com/watch?v=${encodeURIComponent(story.youtubeId)}`}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onPlay(story, event.currentTarget);
              }}
              className={stretched}
            >
              {story.title}
            </a>
          ) : (
            <Link href={story.href} className={stretched}>
              {story.title}
            </Link>
          )}
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{story.description}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand sm:pt-5">
          {isVideo ? "Watch the story" : "Read the case study"}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

/** An uploaded picture comes in AVIF and WebP widths, cropped around the subject the editor marked; a drawn one is one SVG. */
function StoryPicture({ story }: { story: StoryCardData }) {
  const uploaded = story.media?.srcSet ? story.media : undefined;
  const picture = (
    <img
      src={uploaded ? uploaded.src : story.image}
      width={uploaded ? uploaded.width : 1200}
      height={uploaded ? uploaded.height : 675}
      alt={story.media?.alt ?? ""}
      loading="lazy"
      decoding="async"
      style={story.media ? { objectPosition: story.media.position } : undefined}
      className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
    />
  );
  if (!uploaded?.srcSet) return picture;
  return (
    <picture>
      <source type="image/avif" srcSet={uploaded.srcSet.avif} sizes={STORY_CARD_SIZES} />
      <source type="image/webp" srcSet={uploaded.srcSet.webp} sizes={STORY_CARD_SIZES} />
      {picture}
    </picture>
  );
}
