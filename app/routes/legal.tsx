import { use } from "react";
import { data } from "react-router";
import type { Route } from "./+types/legal";
import { fetchLegalBody } from "#app/components/legal/legal-body.ts";
import { LegalBodies } from "#app/components/legal/legal-bodies.ts";
import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { type LegalVersionLine, LegalVersionNotice, LegalVersions } from "#app/components/legal/legal-versions.tsx";
import { legalDate } from "#app/content/legal/legal-date.server.ts";
import { type LegalDocumentId, type LegalDocumentMeta, legalDocumentForPath, legalDocuments } from "#app/content/legal/index.ts";
import type { PublicVersion } from "#app/content/site-content.server.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

// /terms, /privacy, /msa and /msa24, rendered at build time: the text is in the prerendered page once and in no chunk (ADR 0201).
// No loader returns it from the server: loader data is serialized into the page a second time.
// `<document>/versions/<n>` shows an earlier published version, rendered per request and never indexed.
export const handle: SiteHandle = { scrollTopOnLoad: true };

/** The words an editor can change: the page's JavaScript carries the repository's, and the loader sends those published differently. */
type Edited = Partial<Pick<LegalDocumentMeta, "title" | "shortTitle" | "dateLine" | "description">>;

/** Only what the page's JavaScript lacks: loader data is part of every legal page's first answer. */
type LegalLoaderData = {
  id: LegalDocumentId;
  edited?: Edited;
  html: string | null;
  /** Earlier versions, newest first (on a version's page: every other version); absent when there are none. */
  versions?: LegalVersionLine[];
  /** Set on an earlier version's page. */
  shown?: LegalVersionLine;
};

/** The document as the page shows it: the bundled one with the published words, at the version's address on a version's page. */
function documentOf({ id, edited, shown }: Pick<LegalLoaderData, "id" | "edited" | "shown">): LegalDocumentMeta {
  const doc = { ...legalDocuments[id], ...edited };
  return shown ? { ...doc, path: shown.href as LegalDocumentMeta["path"] } : doc;
}

const VERSION_PATH = /^(.*?)\/versions\/(\d+)\/?$/;

/** The document a path names, and the version asked for (null: the current one). */
function documentFor(url: URL): { doc: LegalDocumentMeta; version: number | null } {
  const match = VERSION_PATH.exec(url.pathname);
  const doc = legalDocumentForPath(match ? match[1]! : url.pathname);
  if (!doc) throw data("Not Found", { status: 404 });
  return { doc, version: match ? Number(match[2]) : null };
}

const lineOf = (path: string, version: PublicVersion): LegalVersionLine => ({
  version: version.version,
  href: `${path}/versions/${version.version}`,
  effective: version.effectiveDate ? legalDate(version.effectiveDate) : null,
  published: legalDate(version.publishedAt),
});

export const meta: Route.MetaFunction = (args) => {
  const doc = args.loaderData ? documentOf(args.loaderData) : legalDocuments.terms;
  const shown = args.loaderData?.shown;
  return seo(args, { title: shown ? `${doc.title} (version ${shown.version})` : doc.title, description: doc.description, type: "article", noindex: Boolean(shown) });
};

export function loader({ url, context }: Route.LoaderArgs): LegalLoaderData {
  // `url` is normalized (no `.data` suffix), unlike `request.url`.
  const { doc, version } = documentFor(url);
  const content = siteContent(context);
  const words = content.legal[doc.id];
  const edited = Object.fromEntries((["title", "shortTitle", "dateLine", "description"] as const).filter((field) => words[field] !== doc[field]).map((field) => [field, words[field]]));
  const subject = `legal/${doc.id}`;
  // The request carries the version asked for when it exists (server/content/version-pages.ts).
  const shown = version === null ? null : content.shownVersion?.subject === subject && content.shownVersion.version === version ? content.shownVersion : null;
  if (version !== null && !shown) throw data("Not Found", { status: 404 });
  const published = content.versions?.[subject] ?? [];
  const listed = shown ? published.filter((entry) => entry.version !== shown.version) : published.slice(0, -1);
  const loaded: LegalLoaderData = { id: doc.id, html: null };
  if (Object.keys(edited).length > 0) loaded.edited = edited;
  if (listed.length > 0) loaded.versions = listed.map((entry) => lineOf(doc.path, entry)).reverse();
  if (shown) loaded.shown = lineOf(doc.path, shown);
  return loaded;
}

/** Client navigation: the body comes from the page's own HTML; failing that, the browser loads the page. */
export async function clientLoader({ request, url, serverLoader }: Route.ClientLoaderArgs): Promise<LegalLoaderData> {
  const { doc, version } = documentFor(url);
  const path = version === null ? doc.path : `${doc.path}/versions/${version}`;
  try {
    const [loaded, html] = await Promise.all([serverLoader(), fetchLegalBody(path, request.signal)]);
    return { ...loaded, html };
  } catch (error) {
    if (request.signal.aborted) throw error;
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const doc = documentOf(loaderData);
  const { html, versions = [], shown } = loaderData;
  const current = legalDocuments[loaderData.id].path;
  const bodyOf = use(LegalBodies);
  // Keyed by address: moving between two legal pages, or two versions of one, mounts a fresh view.
  return (
    <>
      <LegalDocumentView
        key={doc.path}
        document={doc}
        html={html ?? bodyOf?.(doc.id) ?? null}
        notice={shown ? <LegalVersionNotice line={shown} current={current} title={doc.title} /> : null}
      />
      <LegalVersions title={doc.title} versions={versions} />
    </>
  );
}
