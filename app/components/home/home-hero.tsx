import { ArrowRight } from "lucide-react";
import { Entrance } from "#app/components/motion/entrance.tsx";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { HomeContent } from "#app/content/home.schema.ts";
import { cn } from "#app/lib/cn.ts";
import { HERO_IMAGE_SIZES, HERO_PHONE_CROP, HERO_TABLET_CROP } from "#app/assets/home/hero-image.ts";
import { HeroPicture } from "#app/components/home/hero-picture.tsx";
import { contentIcons } from "#app/components/sections/icons.ts";
import { RichText } from "#app/components/sections/rich-text.tsx";
import { containerClass } from "#app/components/sections/section.tsx";
import { PromiseList } from "#app/components/sections/promise-list.tsx";

const toneClasses = {
  coral: "bg-gradient-to-br from-[#ff8a8a] to-[#e11d48]",
  safeopt: "bg-gradient-to-br from-safeopt to-safeopt-accent",
  minty: "bg-gradient-to-br from-minty to-minty-accent",
} as const;

/**
 * Where each floating highlight sits over the illustration: the clear areas
 * of the artwork, telling its story in order (left the store, opened the
 * email, came back and bought). Below 1280 px, where the frame shows its
 * crop, only the first and the last show; there the last one hangs below the
 * frame's bottom edge, clear of the email's "Complete purchase" button.
 */
const highlightPlacement = ["left-[3%] top-[2.5%]", "right-[3%] top-[2.5%] hidden xl:flex", "right-[3%] -bottom-6 xl:bottom-[2.5%]"] as const;

/** Their entrance delays: the last one lands at 1.3 s. */
const highlightDelays = [0.7, 1, 1.3] as const;

export function HomeHero({ hero }: { hero: HomeContent["hero"] }) {
  const promises = hero.subheadlines[1].split(/(?<=\.)\s+/);
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_85%_10%,rgb(124_92_255/0.18),transparent_70%),radial-gradient(45%_40%_at_0%_30%,rgb(255_107_107/0.10),transparent_70%),linear-gradient(to_bottom,#f5f2ff,#ffffff_85%)]"
      />
      <div className={cn(containerClass, "grid items-center gap-10 pt-24 pb-14 sm:gap-12 sm:pt-32 lg:grid-cols-[1fr_1.04fr] lg:gap-10 lg:pt-36 lg:pb-20")}>
        <div className="text-center lg:text-left">
          <Entrance delay={0}>
            <span className="inline-flex items-center gap-2 rounded-full border border-brand/15 bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand shadow-sm">
              <span className="line-icon line-icon-sparkles size-4" aria-hidden="true" />
              {hero.eyebrow}
            </span>
          </Entrance>
          <Entrance
            as="h1"
            delay={0.1}
            className="mt-5 text-display text-ink"
          >
            <RichText
              text={hero.headline}
              emphasis="span"
              emphasisClassName="bg-gradient-to-r from-brand via-[#7c3aed] to-[#db2777] bg-clip-text text-transparent"
            />
          </Entrance>
          <Entrance
            as="p"
            delay={0.25}
            className="mx-auto mt-6 max-w-xl text-lead text-muted lg:mx-0"
          >
            {hero.subheadlines[0]}
          </Entrance>
          <Entrance delay={0.4}>
            <PromiseList promises={promises} checkClassName="text-minty-accent" />
          </Entrance>
          <Entrance delay={0.55} className="mt-7 sm:mt-9">
            <DialogLink dialog="goal" className={cn(buttonVariants({ size: "lg" }), "group shadow-[0_10px_30px_-10px_rgb(91_61_245/0.7)]")}>
              {hero.ctaText}
              <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </DialogLink>
          </Entrance>
        </div>

        {/* Tablets show the picture's crop at most 480 px wide (its words 10 px and more, the box not taller than a screen). */}
        <div className="relative mx-auto w-full max-w-[600px] sm:max-w-[30rem] lg:max-w-none">
          <HeroPicture
            image={hero.image}
            alt={hero.imageAlt}
            sizes={HERO_IMAGE_SIZES}
            phoneCrop={HERO_PHONE_CROP}
            tabletCrop={HERO_TABLET_CROP}
            className="rounded-[1.75rem] shadow-[0_30px_80px_-30px_rgb(30_27_75/0.35)] ring-1 ring-ink/5 sm:rounded-[2.25rem]"
          />
          {hero.highlights.map((highlight, index) => {
            const Icon = contentIcons[highlight.icon];
            return (
              <Entrance
                key={highlight.title}
                delay={highlightDelays[index]}
                className={cn(
                  "absolute flex items-center gap-2 rounded-xl bg-white/95 py-1.5 pr-3 pl-1.5 shadow-pop ring-1 ring-ink/5 backdrop-blur sm:gap-3 sm:rounded-2xl sm:py-2.5 sm:pr-4 sm:pl-2.5",
                  highlightPlacement[index],
                )}
                aria-hidden="true"
              >
                <span className={cn("grid size-7 place-items-center rounded-lg text-white sm:size-9 sm:rounded-xl", toneClasses[highlight.tone])}>
                  <Icon className="size-3.5 sm:size-[1.1rem]" />
                </span>
                <span className="text-left leading-tight">
                  <span className="block text-[0.8125rem] font-semibold text-ink sm:text-sm">{highlight.title}</span>
                  <span className="block text-xs text-muted">{highlight.detail}</span>
                </span>
              </Entrance>
            );
          })}
        </div>
      </div>
    </section>
  );
}
