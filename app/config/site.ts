/**
 * The site's identity in one place. Header, footer, meta
 * tags, sitemap, emails and tests read it from here.
 *
 * NOTE: the brand name and every external URL are placeholders on the
 * reserved `.example` domain until the company's real ones are confirmed.
 */
export const site = {
  /** The company's name. One value, used everywhere. */
  name: "Lumora",
  tagline: "Keep Growing",
  description:
    "Lumora helps online retailers and performance marketers recover lost revenue, grow first-party data and build loyalty with SafeOpt, Minty and Minty Cashback Boost.",
  /** Canonical origin when SITE_URL is not set (overridden at start-up). */
  defaultUrl: "http://localhost:3000",
  copyright: "© 2011-2025",
  contactEmail: "privacy@lumora.example",
  supportEmail: "support@lumora.example",
  postalAddress: "Lumora, Inc., 100 Market Street, Suite 300, Raleigh, NC 27601, USA",
  externalUrls: {
    dashboard: "https://app.lumora.example/login",
    blog: "https://blog.lumora.example/",
    careersBoard: "https://jobs.lumora.example/embed",
    reviews: "https://reviews.example/products/lumora",
    chromeStore: "https://chromewebstore.google.com/detail/minty/minty-placeholder",
    mintyPrivacy: "https://minty.example/privacy",
    preferences: "https://preferences.lumora.example/",
    bookingSafeOpt: "https://meetings.lumora.example/safeopt-intro",
    bookingBrand: "https://meetings.lumora.example/lumora-intro",
    webinarPlatform: "https://zoom.us/webinar/register",
  },
  /**
   * Where the 4.8/5 rating on Home comes from: named beside the stars and in the review link.
   * NOTE: placeholder name until launch; replace with the real review platform (and its URL in externalUrls.reviews).
   */
  reviewPlatform: {
    name: "ReviewHub",
    url: "https://reviews.example/products/lumora",
  },
  /** Campaign parameters added to the booking pages opened after a demo request. */
  bookingCampaign: {
    utm_source: "website",
    utm_medium: "demo-request",
    utm_campaign: "get-started",
  },
} as const;

export type ExternalUrlKey = keyof typeof site.externalUrls;
