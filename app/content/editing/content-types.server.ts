import { z } from "#app/forms/zod.ts";
import { type FormSchema, formSchemaOf } from "#app/content/editing/form-schema.ts";
import { staticPaths } from "#app/config/routes.ts";
import { CareersContentSchema } from "#app/content/careers.ts";
import { type CaseStudy, CaseStudySchema } from "#app/content/case-studies/schema.ts";
import { HelpContentSchema } from "#app/content/help.ts";
import { HomeContentSchema } from "#app/content/home.schema.ts";
import { PrivacyRequestsPageSchema } from "#app/content/privacy-requests.ts";
import { type LegalDocumentId, legalDocumentIds, legalDocuments } from "#app/content/legal/index.ts";
import { BoostContentSchema } from "#app/content/minty-cashback-boost.schema.ts";
import { MintyContentSchema } from "#app/content/minty.schema.ts";
import { SafeOptContentSchema } from "#app/content/safeopt.schema.ts";
import { StoriesPageSchema, type VideoStory, VideoStorySchema } from "#app/content/stories/schema.ts";
import { ConsentSchema, consentVersionClashes, NavigationSchema } from "#app/content/site-wide.schema.ts";
import { currentBuildPictures } from "#app/content/build-pictures.server.ts";
import { type LegalText, repositoryContent, type SiteContent } from "#app/content/site-content.server.ts";
import { type Webinar, WebinarSchema } from "#app/content/webinars/schema.ts";
import { LegalContentError, renderLegalDocument } from "#app/lib/legal-markdown.server.ts";
import { webinarTimeProblems } from "#app/lib/webinar-sessions.ts";

/*
 * Every kind of content an editor changes, each defined once: its schema (the editor's form is made from it), where it sits
 * in the site's snapshot, and which public pages show it. Adding a kind is one entry in `contentTypes`.
 */

export type { FormSchema };

export type ContentGroup = "pages" | "collections" | "legal" | "site";

export type ContentEntry<T = unknown> = { key: string; data: T };

export type ContentType<T = unknown> = {
  type: string;
  label: string;
  group: ContentGroup;
  /** What one entry is called: "case study". */
  itemLabel: string;
  /** Collections take new entries; pages and legal documents have fixed keys. */
  collection: boolean;
  schema: z.ZodType<T>;
  /** Fields no two entries of a collection may share. */
  unique?: readonly string[];
  /** A collection entry's key, from its data (it never changes once created). */
  keyOf?(data: T): string;
  /** The field that holds the key: shown, not edited. */
  keyField?: string;
  /** When a new entry's key is its address, the editor names it first: this says what to enter. */
  newKey?: { label: string; hint: string };
  titleOf(data: T): string;
  /** The entry's own pages: they answer 410 once it is unpublished. */
  ownPaths(data: T): string[];
  /** Every page that shows the entry (its own included): rendered again when it is published or unpublished. */
  shownOn(data: T, content: SiteContent, key: string): string[];
  /** Pages that show some of its fields: rendered again only when one of those changed. */
  partlyShownOn?: readonly { fields: readonly string[]; paths: (content: SiteContent) => string[] }[];
  /** Where a preview opens. */
  previewPath(data: T, key: string): string;
  entriesOf(content: SiteContent): ContentEntry<T>[];
  /** Places the published entries, in order, into a snapshot being built. */
  apply(content: SiteContent, entries: ContentEntry<T>[]): void;
  /** A new entry's starting data (with the key the editor named, for a type that asks for one). */
  blank?(content: SiteContent, key?: string): T;
  /** What the schema cannot see: clashes with other published content, by field path. */
  clashes?(data: T, content: SiteContent): Record<string, string>;
  /** Set for a type whose public page lists its earlier versions: the day a version took effect, if it names one. */
  publicHistory?: { effectiveDateOf(data: T): string | undefined };
  /** When what the entry announces is over (ISO UTC), or undefined: the console offers to unpublish it then. */
  endsAt?(data: T): string | undefined;
};

/** Story ids name a tile in links and featured lists: one sequence for video stories and case studies. */
const nextStoryId = (content: SiteContent) => Math.max(0, ...content.videoStories.map((video) => video.id), ...content.caseStudies.map((study) => study.id)) + 1;

/** A story's id may be taken by a story of the other kind. */
const storyIdClash =
  (kind: "videoStories" | "caseStudies", other: string) =>
  (data: { id: number }, content: SiteContent): Record<string, string> =>
    content[kind].some((story) => story.id === data.id) ? { id: `A ${other} already uses id ${data.id}: video stories and case studies share one sequence.` } : {};

const storyPages = (content: SiteContent) => content.caseStudies.flatMap(caseStudyPaths);
const caseStudyPaths = (study: Pick<CaseStudy, "id" | "slug">) => [`/success-stories/${study.slug}`, `/case-study/${study.id}`];

function page<T>(
  type: string,
  label: string,
  schema: z.ZodType<T>,
  field: "home" | "safeopt" | "minty" | "boost" | "careers" | "help" | "privacyRequests" | "storiesPage",
  paths: (content: SiteContent) => string[],
  partlyShownOn?: ContentType<T>["partlyShownOn"],
): ContentType<T> {
  return {
    type,
    label,
    group: "pages",
    itemLabel: "page",
    collection: false,
    schema,
    titleOf: () => label,
    ownPaths: () => [],
    shownOn: (_data, content) => paths(content),
    partlyShownOn,
    previewPath: () => paths(repositoryContent)[0] ?? "/",
    entriesOf: (content) => [{ key: "page", data: content[field] as T }],
    apply(content, entries) {
      const entry = entries[0];
      if (entry) Object.assign(content, { [field]: entry.data });
    },
  };
}

/** Every page the site serves: what shows on all of them is rendered again with each of them. */
const everyPage = (content: SiteContent) => [
  ...staticPaths,
  ...content.caseStudies.flatMap(caseStudyPaths),
  ...content.webinars.map((webinar) => `/webinar/${webinar.id}`),
];

/** One entry every page shows (the menus, the consent lines): its changes reach every page. */
function siteWide<T>(type: string, label: string, schema: z.ZodType<T>, field: "navigation" | "consent", clashes?: ContentType<T>["clashes"]): ContentType<T> {
  return {
    type,
    label,
    group: "site",
    itemLabel: label.toLowerCase(),
    collection: false,
    schema,
    clashes,
    titleOf: () => label,
    ownPaths: () => [],
    shownOn: (_data, content) => everyPage(content),
    previewPath: () => (field === "consent" ? "/help" : "/"),
    entriesOf: (content) => [{ key: "site", data: content[field] as T }],
    apply(content, entries) {
      const entry = entries[0];
      if (entry) Object.assign(content, { [field]: entry.data });
    },
  };
}

/** A Markdown document that renders: its headings, anchors and placeholders are checked as the page would show them. */
const LegalTextSchema = z
  .object({
    title: z.string().min(1),
    shortTitle: z.string().min(1),
    dateLine: z.string().min(1).meta({ description: "Shown under the title, word for word, e.g. “Effective August 7, 2025”." }),
    effectiveDate: z.iso
      .date("Write the day as YYYY-MM-DD, e.g. 2025-08-07.")
      .optional()
      .meta({ description: "The day this text takes effect, as YYYY-MM-DD. The page lists earlier versions by this date." }),
    description: z.string().min(1).meta({ description: "A summary for search engines and link previews, never a sentence of the document itself." }),
    markdown: z.string().min(1).meta({ title: "Text", editor: "markdown" }),
  })
  .superRefine((value, context) => {
    try {
      renderLegalDocument({ file: "this-document.md", title: value.title }, value.markdown);
    } catch (error) {
      if (!(error instanceof LegalContentError)) throw error;
      context.addIssue({ code: "custom", path: ["markdown"], message: error.message.replace(/^this-document\.md: /, "") });
    }
  });

const PublishableWebinarSchema = WebinarSchema.superRefine((webinar, context) => {
  for (const problem of webinarTimeProblems(webinar)) context.addIssue({ code: "custom", path: ["sessions"], message: problem });
  if (webinar.titleLines && webinar.titleLines.join(" ") !== webinar.title) {
    context.addIssue({ code: "custom", path: ["titleLines"], message: "The two title lines joined by a space must make the title." });
  }
});

const legalPath = (id: string) => legalDocuments[id as LegalDocumentId]?.path ?? "/terms";

const legal: ContentType<LegalText> = {
  type: "legal",
  label: "Legal documents",
  group: "legal",
  itemLabel: "document",
  collection: false,
  schema: LegalTextSchema,
  titleOf: (data) => data.title,
  ownPaths: () => [],
  shownOn: (_data, _content, key) => [legalPath(key)],
  previewPath: (_data, key) => legalPath(key),
  publicHistory: { effectiveDateOf: (data) => data.effectiveDate },
  entriesOf: (content) => legalDocumentIds.map((id) => ({ key: id, data: content.legal[id] })),
  apply(content, entries) {
    const texts = { ...content.legal };
    for (const entry of entries) if (entry.key in texts) texts[entry.key as LegalDocumentId] = entry.data;
    content.legal = texts;
  },
};

const caseStudy: ContentType<CaseStudy> = {
  type: "case-study",
  label: "Case studies",
  group: "collections",
  itemLabel: "case study",
  collection: true,
  schema: CaseStudySchema,
  unique: ["id", "slug"],
  clashes: storyIdClash("videoStories", "video story"),
  keyOf: (data) => String(data.id),
  keyField: "id",
  titleOf: (data) => data.title,
  ownPaths: caseStudyPaths,
  shownOn: (data, content) => [...new Set([...caseStudyPaths(data), "/success-stories", "/safeopt", "/sitemap.xml", ...storyPages(content)])],
  previewPath: (data) => `/success-stories/${data.slug}`,
  entriesOf: (content) => content.caseStudies.map((data) => ({ key: String(data.id), data })),
  apply(content, entries) {
    content.caseStudies = entries.map((entry) => entry.data);
  },
  blank(content) {
    const id = nextStoryId(content);
    const template = content.caseStudies[0] ?? repositoryContent.caseStudies[0]!;
    return {
      ...template,
      id,
      slug: `new-case-study-${id}`,
      approval: "placeholder",
      title: "New case study",
      testimonial: undefined,
      caseStudyUrl: undefined,
    };
  },
};

const videoStory: ContentType<VideoStory> = {
  type: "video-story",
  label: "Video stories",
  group: "collections",
  itemLabel: "video story",
  collection: true,
  schema: VideoStorySchema,
  unique: ["id"],
  clashes: storyIdClash("caseStudies", "case study"),
  keyOf: (data) => String(data.id),
  keyField: "id",
  titleOf: (data) => data.title,
  ownPaths: () => [],
  shownOn: () => ["/success-stories", "/safeopt"],
  previewPath: () => "/success-stories",
  entriesOf: (content) => content.videoStories.map((data) => ({ key: String(data.id), data })),
  apply(content, entries) {
    content.videoStories = entries.map((entry) => entry.data);
  },
  blank(content) {
    const template = content.videoStories[0] ?? repositoryContent.videoStories[0]!;
    return { ...template, id: nextStoryId(content), approval: "placeholder", title: "New video story" };
  },
};

const webinar: ContentType<Webinar> = {
  type: "webinar",
  label: "Webinars",
  group: "collections",
  itemLabel: "webinar",
  collection: true,
  schema: PublishableWebinarSchema,
  unique: ["id"],
  keyOf: (data) => data.id,
  keyField: "id",
  newKey: { label: "Web address", hint: "The page will be /webinar/ followed by this: lower-case letters, digits and dashes, e.g. bfcm2026." },
  titleOf: (data) => data.title,
  ownPaths: (data) => [`/webinar/${data.id}`],
  shownOn: (data, content) => [...new Set([`/webinar/${data.id}`, "/sitemap.xml", ...content.webinars.map((other) => `/webinar/${other.id}`)])],
  previewPath: (data) => `/webinar/${data.id}`,
  entriesOf: (content) => content.webinars.map((data) => ({ key: data.id, data })),
  apply(content, entries) {
    content.webinars = entries.map((entry) => entry.data);
  },
  blank(content, key) {
    const template = content.webinars[0] ?? repositoryContent.webinars[0]!;
    return { ...template, id: key ?? `new-webinar-${Date.now().toString(36)}`, title: "New webinar", titleLines: undefined, recording: undefined };
  },
  // The last session's start plus the running time, Q&A included.
  endsAt(data) {
    const starts = data.sessions.map((session) => Date.parse(session)).filter((time) => !Number.isNaN(time));
    return starts.length > 0 ? new Date(Math.max(...starts) + data.durationMinutes * 60_000).toISOString() : undefined;
  },
};

/** The story pages show each product page's closing band and Home's card for the product. */
const onStoryPages = (...fields: string[]) => [{ fields, paths: storyPages }];

/** In the console's order. */
export const contentTypes: readonly ContentType[] = [
  page("home", "Home", HomeContentSchema, "home", () => ["/", "/request-demo"], onStoryPages("channels")),
  page("safeopt", "SafeOpt", SafeOptContentSchema, "safeopt", () => ["/safeopt"], onStoryPages("closing")),
  page("minty", "Minty", MintyContentSchema, "minty", () => ["/minty"], onStoryPages("closing")),
  page("minty-cashback-boost", "Minty Cashback Boost", BoostContentSchema, "boost", () => ["/minty-cashback-boost"], onStoryPages("closing")),
  page("careers", "Careers", CareersContentSchema, "careers", () => ["/careers"]),
  page("help", "Help", HelpContentSchema, "help", () => ["/help"]),
  page("success-stories", "Success stories", StoriesPageSchema, "storiesPage", () => ["/success-stories"]),
  page("privacy-requests", "Privacy requests", PrivacyRequestsPageSchema, "privacyRequests", () => ["/privacy/requests"]),
  caseStudy as ContentType,
  videoStory as ContentType,
  webinar as ContentType,
  legal as ContentType,
  siteWide("navigation", "Menus and footer", NavigationSchema, "navigation") as ContentType,
  siteWide("consent", "Consent lines", ConsentSchema, "consent", (data, content) => consentVersionClashes(data, content.consent)) as ContentType,
];

export function contentTypeOf(type: string): ContentType | undefined {
  return contentTypes.find((candidate) => candidate.type === type);
}

/** The JSON Schema the console's form for a type is made from (field hints ride along from `.meta()`). */
export function contentJsonSchema(type: ContentType): FormSchema {
  return formSchemaOf(type.schema);
}

/** Stored data with every picture this build no longer makes read as the build's picture of the same name (build-pictures.server.ts). */
const currentPictures = currentBuildPictures(repositoryContent);
const withCurrentPictures = <T>(type: ContentType<T>, key: string, data: T): T =>
  currentPictures(data, type.entriesOf(repositoryContent).find((entry) => entry.key === key)?.data);

/** A published entry exported from the database (app/content/published/), or a taken-down collection entry. */
export const UNPUBLISHED = "$unpublished";

/** The modules' content with the exported entries over it: what the build prerenders and a fresh database is seeded with. */
export function withExports(base: SiteContent, exported: Readonly<Record<string, unknown>>): SiteContent {
  const content: SiteContent = { ...base };
  for (const type of contentTypes) {
    const entries = new Map(type.entriesOf(base).map((entry) => [entry.key, entry.data]));
    let changed = false;
    for (const [file, data] of Object.entries(exported)) {
      const match = /\/published\/([\w-]+)\/([\w-]+)\.json$/.exec(file);
      if (!match || match[1] !== type.type) continue;
      changed = true;
      if (data && typeof data === "object" && UNPUBLISHED in data) entries.delete(match[2]!);
      else entries.set(match[2]!, type.schema.parse(withCurrentPictures(type, match[2]!, data)));
    }
    if (changed) type.apply(content, [...entries].map(([key, data]) => ({ key, data })));
  }
  return content;
}

/** The snapshot the public pages read, from each type's published entries in order; `removed` lists taken-down pages. */
export function siteContentFrom(published: ReadonlyMap<string, ContentEntry[]>, removed: ReadonlySet<string>): SiteContent {
  const content: SiteContent = { ...repositoryContent, removed };
  for (const type of contentTypes) {
    const entries = published.get(type.type);
    if (entries) type.apply(content, entries.map((entry) => ({ ...entry, data: withCurrentPictures(type, entry.key, entry.data) })));
  }
  return content;
}
