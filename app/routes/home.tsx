import { startTransition, useEffect } from "react";
import { preload } from "react-dom";
import { useLocation } from "react-router";
import type { Route } from "./+types/home";
import { useSiteDialogs } from "#app/components/dialogs/site-dialogs.tsx";
import { HERO_IMAGE_SIZES, heroImage } from "#app/assets/home/hero-image.ts";
import { BrandsBanner } from "#app/components/home/brands-banner.tsx";
import { ChannelCards } from "#app/components/home/channel-cards.tsx";
import { ClosingResults } from "#app/components/home/closing-results.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { Testimonial } from "#app/components/sections/testimonial.tsx";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { TrustCards } from "#app/components/home/trust-cards.tsx";
import { ValueSection } from "#app/components/home/value-section.tsx";
import { siteContent } from "#app/load-context.server.ts";
import { homeChannelArt } from "#app/content/home-channel-art.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

export const handle: SiteHandle = { transparentHeader: true, scrollTopOnLoad: true };

/**
 * Build time (prerendered): the content reaches the browser as route data, so neither copy nor zod is in the page's JS.
 * The channel cards' art is imported by the page instead: the first answer, route data included, must fit one round trip.
 */
export function loader({ context }: Route.LoaderArgs) {
  return siteContent(context).home;
}

// The LCP image: React's preload() puts it near the top of <head>, before the script preloads and stylesheet a `links` entry follows.
function usePreloadHeroImage() {
  preload(heroImage.src, {
    as: "image",
    type: "image/avif",
    imageSrcSet: heroImage.srcSet.avif,
    imageSizes: HERO_IMAGE_SIZES,
    fetchPriority: "high",
  });
}

export const meta: Route.MetaFunction = (args) =>
  // `/request-demo` is Home that also asks for the demo: its own canonical URL, not an alias of `/`.
  args.loaderData ? seo(args, args.loaderData.seo) : [];

/** On `/request-demo` the goal dialog opens once the page is interactive. */
function useRequestDemo(openGoalDialog: () => void): boolean {
  const { pathname } = useLocation();
  const requestDemo = pathname.replace(/\/+$/, "") === "/request-demo";
  useEffect(() => {
    // A transition: the dialog renders in slices instead of one long task while the page settles.
    if (requestDemo) startTransition(openGoalDialog);
  }, [requestDemo, openGoalDialog]);
  return requestDemo;
}

export default function Home({ loaderData: content }: Route.ComponentProps) {
  usePreloadHeroImage();
  const { openGoalDialog } = useSiteDialogs();
  const requestDemo = useRequestDemo(openGoalDialog);
  return (
    <>
      {requestDemo ? <DemoRequestWithoutScript /> : null}
      <HomeHero hero={content.hero} />
      <TrustCards cards={content.trustCards} />
      <BrandsBanner banner={content.brands} />
      <ChannelCards channels={content.channels} art={homeChannelArt} />
      <Testimonial testimonial={content.testimonial} />
      <ValueSection values={content.values} />
      <ClosingCta
        title={content.closing.title}
        text={content.closing.text}
        guarantee={content.closing.guarantee}
        actions={
          <DialogLink dialog="contact" className={buttonVariants({ variant: "inverse", size: "lg" })}>
            {content.closing.ctaText}
          </DialogLink>
        }
        aside={<ClosingResults closing={content.closing} />}
      />
    </>
  );
}

/**
 * Without JavaScript the goal dialog cannot open: point to the contact form, which asks for the same demo as a classic form
 * post. A link, not a second form, keeps the HTML within the first round trip.
 */
function DemoRequestWithoutScript() {
  return (
    <noscript>
      <p className="mx-auto max-w-xl px-4 pt-24 text-center text-lg">
        To ask for your demo without JavaScript,{" "}
        <Link className="font-semibold text-brand underline" href="/help#contact-form">
          write to us through the contact form
        </Link>
        .
      </p>
    </noscript>
  );
}
