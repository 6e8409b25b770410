import type { Route } from "./+types/minty-cashback-boost";
import { StatHighlights } from "#app/components/boost/stat-highlights.tsx";
import { LogoLoop } from "#app/components/motion/logo-loop.tsx";
import { ContactClosingCta } from "#app/components/sections/closing-cta.tsx";
import { accentStyle, FeatureGrid } from "#app/components/sections/feature-card.tsx";
import { cropScale } from "#app/components/sections/crop.ts";
import { ProductHero, ProductHeroPicture, productHeroSizes } from "#app/components/sections/product-hero.tsx";
import { ProductSurface } from "#app/components/sections/product-surface.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Steps } from "#app/components/sections/steps.tsx";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

export const handle: SiteHandle = { transparentHeader: true, inquiryType: "minty" };

/** Runs at build time (the page is prerendered): the copy is validated there and reaches the browser as route data. */
export function loader({ context }: Route.LoaderArgs) {
  return siteContent(context).boost;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, { ...args.loaderData.seo, image: args.loaderData.seo.image ?? args.loaderData.hero.image.src }) : [];

export default function MintyCashbackBoost({ loaderData: content }: Route.ComponentProps) {
  const { hero } = content;
  const heroSizes = productHeroSizes(cropScale(hero.image, hero.phoneCrop), cropScale(hero.image, hero.tabletCrop));
  return (
    <div style={accentStyle("boost")}>
      <ProductHero
        product="boost"
        copy={hero}
        inquiryType="minty"
        lcpImage={{ image: hero.image, sizes: heroSizes }}
        // The results sit under the visual: under the actions they left the column beside them half empty.
        media={
          <>
            <ProductHeroPicture picture={hero} sizes={heroSizes} className="shadow-[0_30px_80px_-30px_rgb(194_65_12/0.35)]" />
            <StatHighlights stats={hero.stats} />
          </>
        }
      />

      {/* The hero's bottom padding is most of the gap already: with this top padding the two add up to one section gap. */}
      <Section id="how-it-works" className="pt-4 sm:pt-12 lg:pt-4" eyebrow={content.steps.eyebrow} title={content.steps.title} intro={content.steps.intro}>
        <Steps steps={content.steps.items} accent="boost" />
        {/* Where the steps end: the shopper's checkout with the boost applied. */}
        <ProductSurface surface={content.steps.surface} className="mt-10 sm:mt-20" />
      </Section>

      <Section id="features" tone="canvas" eyebrow={content.features.eyebrow} title={content.features.title} intro={content.features.intro}>
        <FeatureGrid features={content.features.items} accent="boost" columns={3} />
      </Section>

      <Section id="brands" eyebrow={content.brands.eyebrow} title={content.brands.title}>
        <figure className="mx-auto mt-8 max-w-3xl text-center sm:mt-10">
          <blockquote className="text-xl leading-relaxed font-semibold text-balance text-ink sm:text-2xl">
            <p>&ldquo;{content.brands.quote.quote}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-5 text-muted">
            <span className="font-semibold text-ink">{content.brands.quote.author}</span>, {content.brands.quote.title}, {content.brands.quote.company}
          </figcaption>
        </figure>
        <LogoLoop items={content.brands.logos} label="Brands that grow with us" className="mt-10 sm:mt-14" />
      </Section>

      <ContactClosingCta closing={content.closing} inquiryType="minty" />
    </div>
  );
}
