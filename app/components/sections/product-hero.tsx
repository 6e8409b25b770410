import { ArrowRight } from "lucide-react";
import { preload } from "react-dom";
import { cn } from "#app/lib/cn.ts";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";
import type { InquiryType } from "#app/forms/contact.schema.ts";
import type { CSSProperties, ReactNode } from "react";
import { Entrance } from "#app/components/motion/entrance.tsx";
import { type CropRegion, cropClasses, cropFrame } from "#app/components/sections/crop.ts";
import type { Accent } from "#app/components/sections/feature-card.tsx";
import { HeroFrame, HeroPill } from "#app/components/sections/hero-frame.tsx";
import { PromiseList } from "#app/components/sections/promise-list.tsx";
import { ResponsivePicture } from "#app/components/sections/responsive-picture.tsx";

/** Each product's hero wash and headline gradient, from its palette tokens. */
const heroTones: Record<Exclude<Accent, "brand">, CSSProperties> = {
  safeopt: { "--hero-a": "var(--color-safeopt)", "--hero-b": "var(--color-safeopt-accent)", "--hero-bg": "var(--color-safeopt-bg)" } as CSSProperties,
  minty: { "--hero-a": "var(--color-minty)", "--hero-b": "var(--color-minty-accent)", "--hero-bg": "var(--color-minty-bg)" } as CSSProperties,
  boost: { "--hero-a": "var(--color-boost)", "--hero-b": "var(--color-boost-accent)", "--hero-bg": "var(--color-boost-bg)" } as CSSProperties,
};

/**
 * A product page's opening: eyebrow, the page's h1 with its **emphasis** in the product gradient, intro, three promises, a
 * "Get Started" opening the contact modal preselected to the product, and the media beside (below on phones). Entrances are
 * CSS only, from first paint; the media's LCP image is preloaded first, at high priority.
 */
export function ProductHero({
  product,
  copy: { eyebrow, title, text, promises, ctaText },
  brand,
  inquiryType,
  moreActions,
  media,
  lcpImage,
  footer,
  mediaClassName,
}: {
  product: Exclude<Accent, "brand">;
  copy: { eyebrow: string; title: string; text: string; promises: readonly string[]; ctaText: string };
/** Replaces the eyebrow text with the product's logo. */
  brand?: ReactNode;
  inquiryType: InquiryType;
  moreActions?: ReactNode;
  media: ReactNode;
  /** The page's LCP image (in `media`) and the width it is drawn at. */
  lcpImage: { image: ResponsiveImage; sizes: string; /** Larger files the image takes where `media` matches. */ alternate?: { image: ResponsiveImage; media: string } };
  footer?: ReactNode;
/** By default centred on the text beside it. */
  mediaClassName?: string;
}) {
  const { alternate } = lcpImage;
  // One preload per set of files, each for the screens that take it, so a browser fetches one file.
  preload(lcpImage.image.src, {
    as: "image",
    type: "image/avif",
    imageSrcSet: lcpImage.image.srcSet.avif,
    imageSizes: lcpImage.sizes,
    fetchPriority: "high",
    ...(alternate && { media: `not all and ${alternate.media}` }),
  });
  if (alternate) {
    preload(alternate.image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: alternate.image.srcSet.avif,
      imageSizes: lcpImage.sizes,
      fetchPriority: "high",
      media: alternate.media,
    });
  }
  return (
    <HeroFrame
      style={heroTones[product]}
      backdropClassName="bg-[radial-gradient(60%_50%_at_85%_10%,color-mix(in_srgb,var(--hero-b)_22%,transparent),transparent_70%),radial-gradient(45%_40%_at_0%_30%,color-mix(in_srgb,var(--hero-a)_12%,transparent),transparent_70%),linear-gradient(to_bottom,var(--hero-bg),#ffffff_85%)]"
      eyebrow={brand ?? <HeroPill className="border-[var(--hero-a)]/15 text-[var(--hero-a)]">{eyebrow}</HeroPill>}
      title={title}
      emphasisClassName="bg-gradient-to-r from-[var(--hero-a)] to-[var(--hero-b)]"
      text={text}
      media={<div className={cn("relative mx-auto w-full max-w-[640px] min-w-0 lg:max-w-none", mediaClassName)}>{media}</div>}
    >
      <Entrance delay={0.4}>
        <PromiseList promises={promises} checkClassName="text-[var(--hero-b)]" />
      </Entrance>
      <Entrance delay={0.55} className="mt-7 flex flex-wrap items-center justify-center gap-3 sm:mt-9 lg:justify-start">
        <DialogLink dialog="contact" inquiryType={inquiryType} className={cn(buttonVariants({ variant: product, size: "lg" }), "group")}>
          {ctaText}
          <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </DialogLink>
        {moreActions}
      </Entrance>
      {footer ? (
        <Entrance delay={0.7} className="mt-6 sm:mt-8">
          {footer}
        </Entrance>
      ) : null}
    </HeroFrame>
  );
}

/**
 * The width the hero's media is drawn at: from 1280 px the right column (≤ 640 px); from 1024 px 52.4 % of the content less the
 * gap, and on tablets the content width (≤ 640 px), times `tabletScale`; on phones the content width times `phoneScale`.
 * A scale is how many times its box's width a crop draws the whole picture.
 */
export function productHeroSizes(phoneScale = 1, tabletScale = 1): string {
  const times = (width: string, scale: number) => (scale === 1 ? `calc(${width})` : `calc(${width} * ${scale})`);
  return [
    "(min-width: 1280px) 640px",
    `(min-width: 1024px) ${times("(100vw - 112px) * 0.524", tabletScale)}`,
    `(min-width: 640px) ${times("min(100vw - 48px, 640px)", tabletScale)}`,
    times("(100vw - 32px)", phoneScale),
  ].join(", ");
}

/** The hero's drawing, the LCP image (eager, high priority): phones show `phoneCrop`, tablets `tabletCrop`, so its words stay
 * readable; the whole drawing from 1280 px. */
export function ProductHeroPicture({
  picture: { image, imageAlt, phoneCrop, tabletCrop },
  sizes,
  className,
}: {
  picture: { image: ResponsiveImage; imageAlt: string; phoneCrop: CropRegion; tabletCrop: CropRegion };
  sizes: string;
  className?: string;
}) {
  return (
    <div
      data-testid="product-hero-picture"
      className={cn(cropClasses.toXl.box, "w-full rounded-[1.75rem] ring-1 ring-ink/5 sm:rounded-[2.25rem]", className)}
      style={cropFrame(image, phoneCrop, tabletCrop)}
    >
      <ResponsivePicture image={image} alt={imageAlt} sizes={sizes} fetchPriority="high" className={cropClasses.toXl.image} />
    </div>
  );
}
