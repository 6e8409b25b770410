import { type Navigation, navigation } from "#app/config/navigation.ts";
import { type CareersContent, careersContent } from "#app/content/careers.ts";
import { type ConsentTexts, consentTexts } from "#app/content/consent.ts";
import { caseStudies as repositoryCaseStudies } from "#app/content/case-studies/index.ts";
import type { CaseStudy } from "#app/content/case-studies/schema.ts";
import { type HelpContent, helpContent } from "#app/content/help.ts";
import type { MediaInfo } from "#app/content/media.ts";
import { homeContent } from "#app/content/home.ts";
import { type PrivacyRequestsPage, privacyRequestsPage, privacyRequestsSeo, privacyRights, privacySteps } from "#app/content/privacy-requests.ts";
import type { HomeContent } from "#app/content/home.schema.ts";
import { type LegalDocumentId, legalDocumentIds, legalDocuments, type LegalDocumentMeta } from "#app/content/legal/index.ts";
import msaMarkdown from "#app/content/legal/msa.md?raw";
import msa24Markdown from "#app/content/legal/msa24.md?raw";
import privacyMarkdown from "#app/content/legal/privacy.md?raw";
import termsMarkdown from "#app/content/legal/terms.md?raw";
import { boostContent } from "#app/content/minty-cashback-boost.ts";
import type { BoostContent } from "#app/content/minty-cashback-boost.schema.ts";
import { mintyContent } from "#app/content/minty.ts";
import type { MintyContent } from "#app/content/minty.schema.ts";
import { safeOptContent } from "#app/content/safeopt.ts";
import type { SafeOptContent } from "#app/content/safeopt.schema.ts";
import { videoStories as repositoryVideoStories, storiesPage } from "#app/content/stories/index.ts";
import type { StoriesPage, VideoStory } from "#app/content/stories/schema.ts";
import { webinars as repositoryWebinars } from "#app/content/webinars/index.ts";
import type { Webinar } from "#app/content/webinars/schema.ts";

/** A legal document as an editor changes it: its words (Markdown) and the lines the page shows around them. */
export type LegalText = Pick<LegalDocumentMeta, "title" | "shortTitle" | "dateLine" | "description" | "effectiveDate"> & { markdown: string };

/** One published version of an entry whose public page lists its history (the legal documents). */
export type PublicVersion = {
  version: number;
  publishedAt: string;
  /** The day it took effect (YYYY-MM-DD), when the version names one. */
  effectiveDate?: string;
};

/**
 * Everything the public pages show that an editor can change, as published. The build prerenders the repository's copy; a
 * running server holds the database's, and a page's loader reads whichever its request carries (siteContent()).
 */
export type SiteContent = {
  home: HomeContent;
  safeopt: SafeOptContent;
  minty: MintyContent;
  boost: BoostContent;
  careers: CareersContent;
  help: HelpContent;
  privacyRequests: PrivacyRequestsPage;
  storiesPage: StoriesPage;
  navigation: Navigation;
  consent: ConsentTexts;
  caseStudies: CaseStudy[];
  videoStories: VideoStory[];
  webinars: Webinar[];
  legal: Record<LegalDocumentId, LegalText>;
  /** The own pages of collection entries that were taken down: they answer 410. */
  removed: ReadonlySet<string>;
  /** The published versions, oldest first, of entries whose pages list their history, by "type/key"; none while prerendering. */
  versions?: Readonly<Record<string, readonly PublicVersion[]>>;
  /** Uploaded pictures by id (a /media/ address names one): their alt text and focus; none while prerendering. */
  media?: Readonly<Record<string, MediaInfo>>;
  /** Set when the request asked for an earlier version of one entry ("legal/terms" version 3): that version is in place. */
  shownVersion?: PublicVersion & { subject: string };
};

const repositoryMarkdown: Record<LegalDocumentId, string> = {
  terms: termsMarkdown,
  privacy: privacyMarkdown,
  msa: msaMarkdown,
  msa24: msa24Markdown,
};

function legalTextOf(id: LegalDocumentId): LegalText {
  const { title, shortTitle, dateLine, description, effectiveDate } = legalDocuments[id];
  return { title, shortTitle, dateLine, description, ...(effectiveDate ? { effectiveDate } : {}), markdown: repositoryMarkdown[id] };
}

/** The content as committed under app/content/: what the build prerenders and a fresh database is seeded with. */
export const repositoryContent: SiteContent = {
  home: homeContent,
  safeopt: safeOptContent,
  minty: mintyContent,
  boost: boostContent,
  careers: careersContent,
  help: helpContent,
  privacyRequests: { copy: privacyRequestsPage, rights: [...privacyRights], steps: [...privacySteps], seo: privacyRequestsSeo },
  storiesPage,
  navigation,
  consent: consentTexts,
  caseStudies: repositoryCaseStudies,
  videoStories: repositoryVideoStories,
  webinars: repositoryWebinars,
  legal: Object.fromEntries(legalDocumentIds.map((id) => [id, legalTextOf(id)])) as Record<LegalDocumentId, LegalText>,
  removed: new Set(),
};
