import type { MetaDescriptor } from "react-router";
import { site } from "#app/config/site.ts";
import type { Webinar } from "#app/content/webinars/schema.ts";
import type { WebinarSession } from "#app/lib/webinar-sessions.ts";
import { type MetaArgsLike, originFromMatches } from "#app/lib/seo.ts";

/** The company behind the site, as schema.org names a publisher, author or organizer. */
function organization(origin: string) {
  return { "@type": "Organization", name: site.name, url: `${origin}/` };
}

/** schema.org SoftwareApplication for a product page, with only what is true of the product. */
export function productJsonLd(
  args: MetaArgsLike,
  product: { name: string; description: string; category: string; operatingSystem?: string; installUrl?: string },
): MetaDescriptor {
  const origin = originFromMatches(args.matches);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: product.name,
      description: product.description,
      applicationCategory: product.category,
      ...(product.operatingSystem ? { operatingSystem: product.operatingSystem } : {}),
      ...(product.installUrl ? { installUrl: product.installUrl } : {}),
      url: `${origin}${args.location.pathname}`,
      publisher: organization(origin),
    },
  };
}

/** Its canonical address is the slug page. */
export function caseStudyJsonLd(
  args: MetaArgsLike,
  study: { title: string; description: string; slug: string; image: string; industry: string },
): MetaDescriptor {
  const origin = originFromMatches(args.matches);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: study.title,
      description: study.description,
      image: new URL(study.image, origin).toString(),
      about: study.industry,
      mainEntityOfPage: `${origin}/success-stories/${study.slug}`,
      author: organization(origin),
      publisher: organization(origin),
    },
  };
}

/** schema.org Event data: one online event per live session, start and end with their offsets. */
export function webinarJsonLd(
  args: MetaArgsLike,
  webinar: Pick<
    Webinar,
    "id" | "title" | "description" | "presenter" | "backgroundImage" | "registrationUrl"
  >,
  sessions: readonly WebinarSession[],
): MetaDescriptor {
  const origin = originFromMatches(args.matches);
  const pageUrl = `${origin}/webinar/${webinar.id}`;
  const organizer = organization(origin);
  const events = sessions.map((session) => ({
    "@type": "Event",
    name: webinar.title,
    ...(webinar.description ? { description: webinar.description } : {}),
    startDate: session.startsAt,
    endDate: withOffsetOf(session.startsAt, session.end),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: webinar.registrationUrl ?? pageUrl },
    ...(webinar.backgroundImage ? { image: new URL(webinar.backgroundImage, origin).toString() } : {}),
    organizer,
    performer: { "@type": "Person", name: webinar.presenter.name, jobTitle: webinar.presenter.title },
    offers: { "@type": "Offer", price: 0, priceCurrency: "USD", availability: "https://schema.org/InStock", url: pageUrl },
    url: pageUrl,
  }));
  return { "script:ld+json": { "@context": "https://schema.org", "@graph": events } };
}

/** An instant written with the offset of another ISO time ("…-04:00"), as the start's own zone. */
function withOffsetOf(reference: string, instant: number): string {
  const offset = /([+-]\d{2}):(\d{2})$/.exec(reference);
  if (!offset) return new Date(instant).toISOString();
  const sign = offset[1]!.startsWith("-") ? -1 : 1;
  const minutes = sign * (Math.abs(Number(offset[1])) * 60 + Number(offset[2]));
  const local = new Date(instant + minutes * 60_000).toISOString().slice(0, 19);
  return `${local}${offset[0]}`;
}
