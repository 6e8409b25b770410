// The site's identity; header, footer, meta tags, sitemap, emails and tests read it. The brand name and external URLs are
// placeholders on the reserved `.example` domain until the real ones are confirmed.
export const site = {
  name: "Lumora",
  tagline: "Keep Growing",
  description:
    "Lumora helps online retailers and performance marketers recover lost revenue, grow first-party data and build loyalty with SafeOpt, Minty and Minty Cashback Boost.",
  /** When SITE_URL is not set. */
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
  /** The source of Home's 4.8/5 rating; a placeholder until launch (with externalUrls.reviews). */
  reviewPlatform: {
    name: "ReviewHub",
    url: "https://reviews.example/products/lumora",
  },
  /** Added to the booking pages opened after a demo request. */
  bookingCampaign: {
    utm_source: "website",
    utm_medium: "demo-request",
    utm_campaign: "get-started",
  },
} as const;

export type ExternalUrlKey = keyof typeof site.externalUrls;
