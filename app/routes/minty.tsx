import { Star } from "lucide-react";
import type { Route } from "./+types/minty";
import { MintyLogo } from "#app/components/minty/minty-logo.tsx";
import { TestimonialCard } from "#app/components/minty/testimonial-card.tsx";
import { MINTY_CAROUSEL_MS } from "#app/components/motion/timings.ts";
import { Carousel } from "#app/components/sections/carousel.tsx";
import { ContactClosingCta } from "#app/components/sections/closing-cta.tsx";
import { accentStyle, FeatureGrid } from "#app/components/sections/feature-card.tsx";
import { cropClasses, cropFrame, cropScale } from "#app/components/sections/crop.ts";
import { ProductHero, ProductHeroPicture, productHeroSizes } from "#app/components/sections/product-hero.tsx";
import { ProductSurface } from "#app/components/sections/product-surface.tsx";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";
import { containerClass, Section } from "#app/components/sections/section.tsx";
import { Stat } from "#app/components/sections/stat.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { site } from "#app/config/site.ts";
import { cn } from "#app/lib/cn.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";
import { productJsonLd } from "#app/lib/structured-data.ts";

export const handle: SiteHandle = { transparentHeader: true, mintyDogs: true, inquiryType: "minty" };

/**
 * How wide a screenshot is drawn: whole from 1024 px; below, its crop draws the whole screenshot
 * `tabletScale` times its box on tablets (the carousel less the slide's padding), `phoneScale` times on
 * phones (there at most 448 px).
 */
const screenSizes = (phoneScale: number, tabletScale: number) =>
  `(min-width: 1024px) 800px, (min-width: 640px) calc(min(100vw - 56px, 888px) * ${tabletScale}), calc(min(100vw - 40px, 448px) * ${phoneScale})`;

/** Runs at build time (the page is prerendered): the copy is validated there and reaches the browser as route data. */
export function loader({ context }: Route.LoaderArgs) {
  return siteContent(context).minty;
}

export const meta: Route.MetaFunction = (args) => [
  ...(args.loaderData ? seo(args, { ...args.loaderData.seo, image: args.loaderData.seo.image ?? args.loaderData.hero.image.src }) : []),
  productJsonLd(args, {
    name: "Minty",
    description: "An AI-powered loyalty and shopping assistant: a browser-extension shopping companion with cashback.",
    category: "ShoppingApplication",
    operatingSystem: "Chrome",
    installUrl: site.externalUrls.chromeStore,
  }),
];

export default function Minty({ loaderData: content }: Route.ComponentProps) {
  const { hero } = content;
  const heroSizes = productHeroSizes(cropScale(hero.image, hero.phoneCrop), cropScale(hero.image, hero.tabletCrop));
  const chromeStore = (
    <Link href={site.externalUrls.chromeStore} newTabHint className={buttonVariants({ variant: "secondary", size: "lg" })}>
      <Star className="fill-amber-400 text-amber-400" aria-hidden="true" />
      {content.chromeStore.linkText}
      <span className="text-muted">
        {content.chromeStore.rating}
        <span className="sr-only"> {content.chromeStore.text}</span>
      </span>
    </Link>
  );
  return (
    <div style={accentStyle("minty")}>
      <ProductHero
        product="minty"
        copy={hero}
        brand={<MintyLogo image={hero.logo} />}
        inquiryType="minty"
        moreActions={chromeStore}
        lcpImage={{ image: hero.image, sizes: heroSizes }}
        media={<ProductHeroPicture picture={hero} sizes={heroSizes} className="shadow-[0_30px_80px_-30px_rgb(4_120_87/0.35)]" />}
      />

      <section aria-label="Loved by shoppers" className={containerClass}>
        <p className="flex flex-col items-center justify-center gap-x-4 gap-y-1 rounded-[1.5rem] bg-gradient-to-r from-minty to-minty-accent px-6 py-6 text-center text-white shadow-card sm:flex-row sm:py-7">
          <span className="text-4xl font-extrabold tracking-[-0.04em] sm:text-5xl">{content.claim.value}</span>
          <span className="text-lg font-semibold text-white/90 sm:text-xl">{content.claim.text}</span>
        </p>
      </section>

      <Section id="screens" eyebrow={content.screenshots.eyebrow} title={content.screenshots.title} intro={content.screenshots.intro}>
        <Carousel
          label="Minty screenshots"
          autoplayMs={MINTY_CAROUSEL_MS}
          className="mx-auto mt-8 max-w-4xl sm:mt-12"
          slides={content.screenshots.slides.map((slide) => (
            <figure key={slide.title} className="px-1">
              {/* On phones each screenshot shows only its Minty panel, at most 448 px wide, and on tablets the panel
                  with the right part of the page beside it, so its words stay readable; from 1024 px the whole screenshot. */}
              <div
                data-testid="minty-screen"
                className={cn(cropClasses.toLg.box, "mx-auto max-w-md rounded-[1.5rem] bg-white shadow-card ring-1 ring-ink/5 sm:max-w-none")}
                style={cropFrame(slide.image, content.screenshots.phoneCrop, content.screenshots.tabletCrop)}
              >
                <ResponsivePicture
                  image={slide.image}
                  alt={slide.alt}
                  sizes={screenSizes(cropScale(slide.image, content.screenshots.phoneCrop), cropScale(slide.image, content.screenshots.tabletCrop))}
                  loading="lazy"
                  decoding="async"
                  className={cropClasses.toLg.image}
                />
              </div>
              <figcaption className="mx-auto mt-4 max-w-xl text-center sm:mt-5">
                <span className="block text-h3 text-ink">{slide.title}</span>
                <span className="mt-1 block text-muted">{slide.caption}</span>
              </figcaption>
            </figure>
          ))}
        />
      </Section>

      <Section id="features" tone="canvas" eyebrow={content.features.eyebrow} title={content.features.title}>
        <FeatureGrid features={content.features.items} accent="minty" columns={4} />
        {/* The features at work: the extension's panel open over a store page. */}
        <ProductSurface surface={content.features.surface} className="mt-10 sm:mt-20" />
      </Section>

      <Section id="results" eyebrow={content.stats.eyebrow} title={content.stats.title}>
        <dl className="mt-10 grid grid-cols-2 gap-3 sm:mt-14 sm:gap-4 lg:grid-cols-4">
          {content.stats.items.map((stat) => (
            <Stat key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </dl>
      </Section>

      <Section id="testimonials" tone="canvas" eyebrow={content.testimonials.eyebrow} title={content.testimonials.title}>
        <Carousel
          label="Minty testimonials"
          desktopGrid
          className="mt-8 sm:mt-12"
          slides={content.testimonials.items.map((testimonial) => (
            <TestimonialCard key={testimonial.author} testimonial={testimonial} />
          ))}
        />
      </Section>

      <ContactClosingCta closing={content.closing} inquiryType="minty" className="pt-14 sm:pt-28">
        <Link
          href={site.externalUrls.chromeStore}
          newTabHint
          className={cn(buttonVariants({ variant: "ghost", size: "lg" }), "text-white hover:bg-white/10")}
        >
          {content.chromeStore.linkText}
        </Link>
      </ContactClosingCta>
    </div>
  );
}
