import { Play } from "lucide-react";
import { type FocusEvent, Fragment, lazy, Suspense, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import type { Route } from "./+types/success-stories";
import { ContactClosingCta } from "#app/components/sections/closing-cta.tsx";
import { Container, Eyebrow, Section } from "#app/components/sections/section.tsx";
import { StoryCard, type StoryCardData, storyGridClass, storyGridItemClass } from "#app/components/stories/story-card.tsx";
import { industryFilters, featuredStoryId, storyTilesOf } from "#app/content/stories/index.ts";
import { siteContent } from "#app/load-context.server.ts";
import { storyCard } from "#app/content/story-cards.ts";
import { cn } from "#app/lib/cn.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

export const handle: SiteHandle = {};

// The video dialog (Radix with it) loads when a visitor first plays a story, not with the page.
const VideoModal = lazy(() => import("#app/components/stories/video-modal.tsx").then((module) => ({ default: module.VideoModal })));

/** Build time (prerendered), and a filtered request without JavaScript (server-rendered). */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const tiles = storyTilesOf(content).map((tile) => storyCard(tile, content.media));
  return {
    tiles,
    featured: tiles.find((tile) => tile.id === featuredStoryId)!,
    industries: industryFilters,
    copy: content.storiesPage,
  };
}

// From the loader's data: the content module (and zod) stays out of the browser bundle.
export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.copy.seo)
    : [];

// Browsers leave a focused chip that already shows in part where it is: scroll it whole into view, outline too.
function showWholeChip(event: FocusEvent<HTMLElement>) {
  event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" });
}

// Phones lay out a tile (and fetch its art) only near the screen, counting it as 470 px until then. A skipped element clips
// its paint, so the box reaches past the card (padding, negative margin) to fit its shadow and focus ring.
const phoneTileClass =
  "max-sm:[content-visibility:auto] max-sm:[contain-intrinsic-block-size:auto_470px] max-sm:-mx-4 max-sm:-my-6 max-sm:px-4 max-sm:py-6";

export function industryFrom(value: string | null, industries: readonly string[]): string {
  return value && industries.includes(value) ? value : "All";
}

export default function SuccessStories({ loaderData: { tiles, featured, industries, copy } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const industry = industryFrom(params.get("industry"), industries);
  // The hero shows the featured story: the unfiltered grid leaves it out rather than open with it again.
  const shown = industry === "All" ? tiles.filter((tile) => tile.id !== featured.id) : tiles.filter((tile) => tile.industry === industry);
  const count = industry === "All" ? tiles.length : shown.length;
  const [playing, setPlaying] = useState<StoryCardData | null>(null);
  // Mounted from the first play on, so closing animates and returns focus like any dialog.
  const [modalWanted, setModalWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const play = (story: StoryCardData, from?: HTMLElement) => {
    opener.current = from ?? null;
    if (!story.youtubeId) return;
    setModalWanted(true);
    setPlaying(story);
  };

  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-soft/70 to-white">
        <Container className="grid items-center gap-10 pt-28 pb-16 sm:pt-32 lg:grid-cols-[1fr_1.15fr] lg:gap-14 lg:pt-36 lg:pb-20">
          <div className="text-center lg:text-left">
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <h1 className="mt-3 text-display text-ink">{copy.title}</h1>
            <p className="mx-auto mt-5 max-w-xl text-lead text-muted lg:mx-0">
              {copy.intro}
            </p>
          </div>
          <article className="relative overflow-hidden rounded-[1.75rem] bg-white shadow-[0_30px_80px_-30px_rgb(30_27_75/0.35)] ring-1 ring-ink/5">
            <div className="relative aspect-video">
              <img src={featured.image} width={1200} height={675} alt="" fetchPriority="high" className="size-full object-cover" />
              <button
                type="button"
                onClick={(event) => play(featured, event.currentTarget)}
                className="group absolute inset-0 grid place-items-center bg-ink/10 transition-colors hover:bg-ink/20"
              >
                <span className="grid size-20 place-items-center rounded-full bg-white/95 text-brand shadow-pop transition-transform group-hover:scale-105">
                  <Play className="ml-1 size-8" fill="currentColor" strokeWidth={0} aria-hidden="true" />
                </span>
                <span className="sr-only">Play the featured story: {featured.title}</span>
              </button>
            </div>
            <div className="p-6">
              <p className="text-sm font-semibold text-muted">Featured · {featured.industry}</p>
              <h2 className="mt-1 text-h3 text-ink">{featured.title}</h2>
            </div>
          </article>
        </Container>
      </section>

      <Section id="stories" className="pt-10 sm:pt-14" aria-label="Stories by industry">
        <nav aria-label="Filter stories by industry">
          {/* Below 768 px: one sideways-scrolling row to the screen's edges, with room for a chip's focus outline; not snapping
              (it would pull a focused chip back). From 768 px they start at the content edge: two rows split after the
              sixth chip (never one chip alone on a row), one row from 1280 px. */}
          <div
            role="group"
            aria-label="Industry"
            data-testid="industry-chips"
            className="-mx-4 -my-1.5 flex scroll-px-4 gap-2 overflow-x-auto px-4 py-1.5 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:-my-1 md:flex-wrap md:gap-x-1.5 md:gap-y-0 md:overflow-visible md:px-0 md:py-0"
          >
            {industries.map((option, index) => {
              const selected = option === industry;
              return (
                <Fragment key={option}>
                  {index === 6 ? <span aria-hidden="true" className="hidden basis-full md:block xl:hidden" /> : null}
                  <Link
                    href={option === "All" ? "/success-stories" : `/success-stories?industry=${encodeURIComponent(option)}`}
                    preventScrollReset
                    onFocus={showWholeChip}
                    aria-current={selected ? "true" : undefined}
                    className={cn(
                      "inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors md:my-1 md:px-3 md:text-[0.8125rem]",
                      selected ? "border-ink bg-ink text-white" : "border-line bg-white text-ink-soft hover:border-ink/30 hover:text-ink",
                    )}
                  >
                    {option}
                  </Link>
                </Fragment>
              );
            })}
          </div>
        </nav>
        <p className="sr-only" role="status">
          {count} {count === 1 ? "story" : "stories"}
          {industry === "All" ? "" : ` in ${industry}`}
        </p>
        {shown.length > 0 ? (
          <ul className={cn("mt-10", storyGridClass)}>
            {shown.map((tile) => (
              <li key={tile.id} className={cn(storyGridItemClass, phoneTileClass)}>
                <StoryCard story={tile} onPlay={play} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto mt-12 max-w-md rounded-[1.5rem] border border-dashed border-line p-10 text-center">
            <p className="text-h3 text-ink">{copy.empty.title.replace("{industry}", industry)}</p>
            <p className="mt-2 text-muted">{copy.empty.text}</p>
            <Link href="/success-stories" preventScrollReset className="mt-5 inline-flex min-h-11 items-center font-semibold text-brand">
              {copy.empty.linkText}
            </Link>
          </div>
        )}
      </Section>

      <ContactClosingCta closing={copy.closing} />

      {modalWanted ? (
        <Suspense fallback={null}>
          <VideoModal
            video={playing && playing.youtubeId ? { title: playing.title, youtubeId: playing.youtubeId, poster: playing.image } : null}
            onClose={() => setPlaying(null)}
            returnFocusTo={opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
