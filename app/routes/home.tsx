import { startTransition, useEffect } from "react";
import { preload } from "react-dom";
import { useLocation } from "react-router";
import type { Route } from "./+types/home";
import { useSiteDialogs } from "~/components/dialogs/site-dialogs";
import { HERO_IMAGE_SIZES, heroImage } from "~/assets/home/hero-image";
import { BrandsBanner } from "~/components/home/brands-banner";
import { ChannelCards } from "~/components/home/channel-cards";
import { ClosingResults } from "~/components/home/closing-results";
import { ClosingCta } from "~/components/sections/closing-cta";
import { HomeHero } from "~/components/home/home-hero";
import { Testimonial } from "~/components/sections/testimonial";
import { DialogLink } from "~/components/dialogs/dialog-link";
import { buttonVariants } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TrustCards } from "~/components/home/trust-cards";
import { ValueSection } from "~/components/home/value-section";
import { site } from "~/config/site";
import { homeContent } from "~/content/home";
import { homeChannelArt } from "~/content/home-channel-art";
import type { SiteHandle } from "~/lib/route-handle";
import { seo } from "~/lib/seo";

export const handle: SiteHandle = { transparentHeader: true, scrollTopOnLoad: true };

/**
 * Build time (prerendered): the content reaches the browser as route data, so neither copy nor zod is in the page's JS.
 * The channel cards' art is imported by the page instead: the first answer, route data included, must fit one round trip.
 */
export function loader() {
  return homeContent;
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
  seo(args, {
    title: site.name,
    description: site.description,
    // `/request-demo` is Home that also asks for the demo: its own canonical URL, not an alias of `/`.
  });

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
