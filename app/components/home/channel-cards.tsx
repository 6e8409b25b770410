import { ArrowRight } from "lucide-react";
import type { CSSProperties } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { ChannelCard, HomeContent } from "#app/content/home.schema.ts";
import type { CroppedArt } from "#app/content/product-page.schema.ts";
import { cropClasses, cropFrame, cropScale } from "#app/components/sections/crop.ts";
import { contentIcons } from "#app/components/sections/icons.ts";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { RichText } from "#app/components/sections/rich-text.tsx";
import { Container, SectionHeading } from "#app/components/sections/section.tsx";
import { cn } from "#app/lib/cn.ts";

export function ChannelCards({
  channels,
  art = {},
}: {
  channels: HomeContent["channels"];
  art?: Record<string, CroppedArt>;
}) {
  return (
    <section aria-labelledby="channels-title" className="bg-canvas py-14 sm:py-28">
      <Container>
        <SectionHeading id="channels-title" eyebrow="Our products" title={channels.title} intro={channels.intro} />
        <div className="mt-10 grid gap-5 sm:mt-14 sm:gap-6 xl:grid-cols-3">
          {channels.cards.map((card) => (
            <ChannelCardView key={card.name} card={card} art={art[card.ctaLink]} />
          ))}
        </div>
      </Container>
    </section>
  );
}

// 340 px from 1280 px (the whole drawing); below, the box times `scale`: from 768 px 46 % of the card's inner width (at most
// 352 px), from 640 px at most 384 px, on phones the card's inner width.
const artSizes = (scale: number) =>
  `(min-width: 1280px) 340px, (min-width: 768px) calc(min((100vw - 114px) * 0.46, 352px) * ${scale}), (min-width: 640px) calc(384px * ${scale}), calc((100vw - 82px) * ${scale})`;

export function ChannelCardView({ card, art }: { card: ChannelCard; art?: CroppedArt }) {
  const style = {
    "--c-primary": card.primaryColor,
    "--c-accent": card.accentColor,
    "--c-bg": card.bgColor,
    "--c-border": card.borderColor,
  } as CSSProperties;
  return (
    <article
      style={style}
      className={cn(
        "relative flex flex-col overflow-hidden rounded-[1.75rem] border border-[var(--c-border)] bg-white p-6 shadow-card sm:p-8",
        // From 768 px to 1279 px the cards stack, each a row: its words on the left, its artwork's crop on the right (at most 352 px).
        "md:grid md:grid-cols-[minmax(0,1fr)_min(46%,22rem)] md:grid-rows-[repeat(4,auto)_1fr] md:gap-x-8 xl:flex",
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-gradient-to-b from-[var(--c-bg)] to-transparent"
      />
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-[var(--c-primary)] to-[var(--c-accent)]" />
      <h3 className="relative">
        <img
          src={card.logo.src}
          width={card.logo.width}
          height={card.logo.height}
          alt={card.name}
          loading="lazy"
          decoding="async"
          className="h-10 w-auto"
        />
      </h3>
      {art ? (
        // Decorative product art. Below 1280 px the box takes the phone crop's shape (words at 10 px and more): under the name
        // on phones, in the right column from 768 px. From 1280 px it is 16:9 and shows the artwork's top.
        <div
          data-testid="channel-art"
          className={cn(
            cropClasses.toXl.box,
            "mt-5 rounded-2xl bg-[var(--c-bg)] ring-1 ring-[var(--c-border)] sm:mt-6 sm:max-w-sm md:col-start-2 md:row-span-5 md:row-start-1 md:mt-0 md:max-w-none md:self-start xl:mt-6 xl:self-auto",
          )}
          style={{ ...cropFrame(art.image, art.phoneCrop), "--art-ratio": "16 / 9" } as CSSProperties}
        >
          <ResponsivePicture
            image={art.image}
            sizes={artSizes(cropScale(art.image, art.phoneCrop))}
            alt=""
            loading="lazy"
            decoding="async"
            className={cn(cropClasses.toXl.image, "xl:h-full xl:object-cover xl:object-top")}
          />
        </div>
      ) : null}
      <p className="relative mt-5 text-eyebrow text-[var(--c-primary)] sm:mt-6">{card.tagline}</p>
      <p className="relative mt-3 leading-relaxed text-ink-soft">
        <RichText text={card.description} emphasisClassName="font-semibold text-ink" />
      </p>
      <ul className="relative mt-5 grid gap-2 sm:mt-7 sm:grid-cols-2 sm:gap-2.5 md:grid-cols-1">
        {card.features.map((feature) => {
          const Icon = contentIcons[feature.icon];
          return (
            <li
              key={feature.text}
              className="flex items-center gap-3 rounded-2xl bg-[var(--c-bg)] px-3 py-2 text-sm font-medium text-ink sm:py-2.5"
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-xl bg-white text-[var(--c-primary)] shadow-sm">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {feature.text}
            </li>
          );
        })}
      </ul>
      <div className="relative mt-auto pt-6 sm:pt-8">
        <Link
          href={card.ctaLink}
          className={cn(buttonVariants(), "group bg-[var(--c-primary)] hover:bg-[var(--c-primary)] hover:brightness-110")}
        >
          {card.ctaText}
          <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
