import headshotArt from "virtual:headshot-art";
import type { CaseStudy } from "#app/content/case-studies/schema.ts";
import { homeChannelArt } from "#app/content/home-channel-art.ts";
import type { CroppedArt } from "#app/content/product-page.schema.ts";
import type { SiteContent } from "#app/content/site-content.server.ts";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";
import { storyCard, storyImages, type StoryCardData } from "#app/content/story-cards.ts";
import type { InquiryType } from "#app/forms/contact.schema.ts";

type ProductPath = `/${CaseStudy["product"]}`;

const inquiryTypes: Record<ProductPath, InquiryType> = { "/safeopt": "safeopt", "/minty": "minty", "/minty-cashback-boost": "minty" };

// The story's figure sits inset on phones: SafeOpt's shows the product panel whole, its words clear of the box's edges.
const storyFigureCrops: Partial<Record<ProductPath, CroppedArt["phoneCrop"]>> = { "/safeopt": { x: 440, y: 214, width: 376, height: 352 } };

/** Same industry first, then same product, each in list order. */
export function relatedStudies(content: SiteContent, study: CaseStudy, count = 3): CaseStudy[] {
  const others = content.caseStudies.filter((other) => other.id !== study.id);
  const sameIndustry = others.filter((other) => other.industry === study.industry);
  const sameProduct = others.filter((other) => other.industry !== study.industry && other.product === study.product);
  return [...sameIndustry, ...sameProduct].slice(0, count);
}

export type StoryProductFigure = {
  name: string;
  tagline: string;
  ctaText: string;
  href: string;
  art: CroppedArt;
};

export type StoryPageData = {
  study: CaseStudy;
  picture: string;
  /** An uploaded picture in place of the story's drawing. */
  pictureMedia?: StoryCardData["media"];
  logo: StoryCardData["logo"];
  /** Raster files where the testimonial names an SVG drawing (vite/headshot-art.ts). */
  headshot: ResponsiveImage | undefined;
  product: StoryProductFigure | null;
  more: StoryCardData[];
  closing: { title: string; text: string; ctaText: string; guarantee?: string };
  inquiryType: InquiryType;
};

export function storyPageData(content: SiteContent, study: CaseStudy): StoryPageData {
  const path: ProductPath = `/${study.product}`;
  const closings = { "/safeopt": content.safeopt.closing, "/minty": content.minty.closing, "/minty-cashback-boost": content.boost.closing };
  const card = content.home.channels.cards.find((candidate) => candidate.ctaLink === path);
  const channelArt = homeChannelArt[path];
  const figureCrop = storyFigureCrops[path];
  const art = channelArt && figureCrop ? { ...channelArt, phoneCrop: figureCrop } : channelArt;
  return {
    study,
    ...storyImages(study, content.media),
    headshot: study.testimonial?.headshot ? headshotArt[study.testimonial.headshot] : undefined,
    product: card && art ? { name: card.name, tagline: card.tagline, ctaText: card.ctaText, href: path, art } : null,
    more: relatedStudies(content, study).map((other) => storyCard(other, content.media)),
    closing: closings[path],
    inquiryType: inquiryTypes[path],
  };
}
