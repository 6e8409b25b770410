import { use } from "react";
import { data } from "react-router";
import type { Route } from "./+types/legal";
import { fetchLegalBody } from "#app/components/legal/legal-body.ts";
import { LegalBodies } from "#app/components/legal/legal-bodies.ts";
import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { legalDate, type LegalVersionLine, LegalVersionNotice, LegalVersions } from "#app/components/legal/legal-versions.tsx";
import { type LegalDocumentMeta, legalDocumentForPath, legalDocuments } from "#app/content/legal/index.ts";
import type { PublicVersion } from "#app/content/site-content.server.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

// /terms, /privacy, /msa and /msa24, rendered at build time: the text is in the prerendered page once and in no chunk (ADR 0201).
// No loader returns it from the server: loader data is serialized into the page a second time.
// `<document>/versions/<n>` shows an earlier published version, rendered per request and never indexed.
export const handle: SiteHandle = { scrollTopOnLoad: true };

type LegalLoaderData = {
  doc: LegalDocumentMeta;
  html: string | null;
  /** Earlier versions, newest first (on a version's page: every other version). */
  versions: LegalVersionLine[];
  /** Set on an earlier version's page. */
  shown: LegalVersionLine | null;
  /** The current document's address. */
  current: string;
};

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
  const doc = args.loaderData?.doc ?? legalDocuments.terms;
  const shown = args.loaderData?.shown;
  return seo(args, { title: shown ? `${doc.title} (version ${shown.version})` : doc.title, description: doc.description, type: "article", noindex: Boolean(shown) });
};

export function loader({ url, context }: Route.LoaderArgs): LegalLoaderData {
  // `url` is normalized (no `.data` suffix), unlike `request.url`.
  const { doc, version } = documentFor(url);
  const content = siteContent(context);
  const { title, shortTitle, dateLine, description } = content.legal[doc.id];
  const subject = `legal/${doc.id}`;
  // The request carries the version asked for when it exists (server/content/version-pages.ts).
  const shown = version === null ? null : content.shownVersion?.subject === subject && content.shownVersion.version === version ? content.shownVersion : null;
  if (version !== null && !shown) throw data("Not Found", { status: 404 });
  const published = content.versions?.[subject] ?? [];
  const listed = shown ? published.filter((entry) => entry.version !== shown.version) : published.slice(0, -1);
  const path = shown ? `${doc.path}/versions/${shown.version}` : doc.path;
  return {
    doc: { ...doc, path: path as LegalDocumentMeta["path"], title, shortTitle, dateLine, description },
    html: null,
    versions: listed.map((entry) => lineOf(doc.path, entry)).reverse(),
    shown: shown ? lineOf(doc.path, shown) : null,
    current: doc.path,
  };
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

export default function LegalPage({ loaderData: { doc, html, versions, shown, current } }: Route.ComponentProps) {
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
