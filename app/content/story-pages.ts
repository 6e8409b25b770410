import headshotArt from "virtual:headshot-art";
import { caseStudies } from "~/content/case-studies";
import type { CaseStudy } from "~/content/case-studies/schema";
import { homeContent } from "~/content/home";
import { homeChannelArt } from "~/content/home-channel-art";
import { boostContent } from "~/content/minty-cashback-boost";
import { mintyContent } from "~/content/minty";
import type { CroppedArt } from "~/content/product-page.schema";
import { safeOptContent } from "~/content/safeopt";
import type { ResponsiveImage } from "~/content/shared.schema";
import { storyCard, storyImages, type StoryCardData } from "~/content/story-cards";
import type { InquiryType } from "~/forms/contact.schema";

type ProductPath = `/${CaseStudy["product"]}`;

const closings = { "/safeopt": safeOptContent.closing, "/minty": mintyContent.closing, "/minty-cashback-boost": boostContent.closing };
const inquiryTypes: Record<ProductPath, InquiryType> = { "/safeopt": "safeopt", "/minty": "minty", "/minty-cashback-boost": "minty" };

// The story's figure sits inset on phones: SafeOpt's shows the product panel whole, its words clear of the box's edges.
const storyFigureCrops: Partial<Record<ProductPath, CroppedArt["phoneCrop"]>> = { "/safeopt": { x: 440, y: 214, width: 376, height: 352 } };

/** Same industry first, then same product, each in list order. */
export function relatedStudies(study: CaseStudy, count = 3): CaseStudy[] {
  const others = caseStudies.filter((other) => other.id !== study.id);
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
  logo: StoryCardData["logo"];
  /** Raster files where the testimonial names an SVG drawing (vite/headshot-art.ts). */
  headshot: ResponsiveImage | undefined;
  product: StoryProductFigure | null;
  more: StoryCardData[];
  closing: { title: string; text: string; ctaText: string; guarantee?: string };
  inquiryType: InquiryType;
};

export function storyPageData(study: CaseStudy): StoryPageData {
  const path: ProductPath = `/${study.product}`;
  const card = homeContent.channels.cards.find((candidate) => candidate.ctaLink === path);
  const channelArt = homeChannelArt[path];
  const figureCrop = storyFigureCrops[path];
  const art = channelArt && figureCrop ? { ...channelArt, phoneCrop: figureCrop } : channelArt;
  return {
    study,
    ...storyImages(study),
    headshot: study.testimonial?.headshot ? headshotArt[study.testimonial.headshot] : undefined,
    product: card && art ? { name: card.name, tagline: card.tagline, ctaText: card.ctaText, href: path, art } : null,
    more: relatedStudies(study).map(storyCard),
    closing: closings[path],
    inquiryType: inquiryTypes[path],
  };
}
