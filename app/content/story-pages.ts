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

/** The product pages a story can be about, by their path. */
type ProductPath = `/${CaseStudy["product"]}`;

const closings = { "/safeopt": safeOptContent.closing, "/minty": mintyContent.closing, "/minty-cashback-boost": boostContent.closing };
const inquiryTypes: Record<ProductPath, InquiryType> = { "/safeopt": "safeopt", "/minty": "minty", "/minty-cashback-boost": "minty" };

/**
 * Up to `count` other case studies to read next: those of the same industry
 * first, then those about the same product, each in the list's order.
 */
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
  /** The product page's artwork and the region of it phones show. */
  art: CroppedArt;
};

export type StoryPageData = {
  study: CaseStudy;
  picture: string;
  logo: StoryCardData["logo"];
  /** The testimonial's headshot as raster files, where it names an SVG drawing (vite/headshot-art.ts). */
  headshot: ResponsiveImage | undefined;
  /** The product the story is about, as Home's channel card presents it, with its page's artwork. */
  product: StoryProductFigure | null;
  more: StoryCardData[];
  closing: { title: string; text: string; ctaText: string; guarantee?: string };
  inquiryType: InquiryType;
};

/** What a case study's page shows besides the record: its pictures, its product, the stories to read next and the closing card. */
export function storyPageData(study: CaseStudy): StoryPageData {
  const path: ProductPath = `/${study.product}`;
  const card = homeContent.channels.cards.find((candidate) => candidate.ctaLink === path);
  const art = homeChannelArt[path];
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
