import type { Route } from "./+types/safeopt";
import { Benefits } from "#app/components/safeopt/benefits.tsx";
import { ProductVideo, TABLET_MEDIA } from "#app/components/safeopt/product-video.tsx";
import { ReviewBanner } from "#app/components/safeopt/review-banner.tsx";
import { ContactClosingCta } from "#app/components/sections/closing-cta.tsx";
import { accentStyle } from "#app/components/sections/feature-card.tsx";
import { LogoWall } from "#app/components/sections/logo-wall.tsx";
import { cropScale } from "#app/components/sections/crop.ts";
import { ProductHero, productHeroSizes } from "#app/components/sections/product-hero.tsx";
import { Reveal } from "#app/components/sections/reveal.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StoryCard } from "#app/components/stories/story-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { storyCardsFor } from "#app/content/story-cards.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";
import { productJsonLd } from "#app/lib/structured-data.ts";

export const handle: SiteHandle = { transparentHeader: true, inquiryType: "safeopt" };

/** Runs at build time (the page is prerendered): the copy is validated there and reaches the browser as route data. */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContent(context);
  return { content: content.safeopt, stories: storyCardsFor(content, content.safeopt.stories.ids) };
}

export const meta: Route.MetaFunction = (args) => [
  // Without a share image of its own, the link preview shows the product video's poster.
  ...(args.loaderData ? seo(args, { ...args.loaderData.content.seo, image: args.loaderData.content.seo.image ?? args.loaderData.content.hero.video.poster.src }) : []),
  productJsonLd(args, {
    name: "SafeOpt",
    description:
      "Revenue recovery and direct-to-inbox retargeting that re-engages high-intent shoppers, including anonymous ones, with performance-based (CPA-only) pricing.",
    category: "BusinessApplication",
  }),
];

export default function SafeOpt({ loaderData: { content, stories } }: Route.ComponentProps) {
  const { hero } = content;
  // The poster fills ProductHero's right column from 1280 px; below, its crop draws it `posterScale` times the box.
  const posterScale = cropScale(hero.video.poster, hero.video.phoneCrop);
  const videoSizes = productHeroSizes(posterScale, posterScale);
  return (
    <div style={accentStyle("safeopt")}>
      <ProductHero
        product="safeopt"
        copy={hero}
        inquiryType="safeopt"
        moreActions={
          <Link href={hero.secondaryCta.href} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {hero.secondaryCta.text}
            <span className="sr-only"> about brands using SafeOpt</span>
          </Link>
        }
        lcpImage={{ image: hero.video.poster, sizes: videoSizes, alternate: { image: hero.video.posterTablet, media: TABLET_MEDIA } }}
        mediaClassName="sm:max-w-[30rem] lg:max-w-none"
        media={<ProductVideo {...hero.video} sizes={videoSizes} />}
      />
      <Reveal threshold={0.1}>
        <ReviewBanner badge={content.reviewBadge} />
      </Reveal>
      <Reveal threshold={0.2}>
        <Benefits benefits={content.benefits} />
      </Reveal>
      <Reveal threshold={0.2}>
        <Section id="stories" tone="canvas" eyebrow={content.stories.eyebrow} title={content.stories.title} intro={content.stories.intro}>
          <ul className="mt-10 grid gap-5 sm:mt-14 md:grid-cols-2 md:gap-6 lg:grid-cols-3">
            {stories.map((story) => (
              <li key={story.id} className="flex">
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        </Section>
      </Reveal>
      <Reveal threshold={0.3}>
        <LogoWall title={content.logoWall.title} logos={content.logoWall.logos} link={content.logoWall.link} />
      </Reveal>
      <Reveal threshold={0.3}>
        <ContactClosingCta closing={content.closing} inquiryType="safeopt" />
      </Reveal>
    </div>
  );
}
