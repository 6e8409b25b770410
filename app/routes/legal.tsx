import { use } from "react";
import { data } from "react-router";
import type { Route } from "./+types/legal";
import { fetchLegalBody } from "#app/components/legal/legal-body.ts";
import { LegalBodies } from "#app/components/legal/legal-bodies.ts";
import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { type LegalDocumentId, type LegalDocumentMeta, legalDocumentForPath, legalDocuments } from "#app/content/legal/index.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

// /terms, /privacy, /msa and /msa24, rendered at build time: the text is in the prerendered page once and in no chunk (ADR 0201).
// No loader returns it from the server: loader data is serialized into the page a second time.
export const handle: SiteHandle = { scrollTopOnLoad: true };

/** The words an editor can change: the page's JavaScript carries the repository's, and the loader sends those published differently. */
type Edited = Partial<Pick<LegalDocumentMeta, "title" | "shortTitle" | "dateLine" | "description">>;

type LegalLoaderData = { id: LegalDocumentId; edited?: Edited; html: string | null };

const documentOf = ({ id, edited }: Pick<LegalLoaderData, "id" | "edited">): LegalDocumentMeta => ({ ...legalDocuments[id], ...edited });

function documentFor(url: URL): LegalDocumentMeta {
  const doc = legalDocumentForPath(url.pathname);
  if (!doc) throw data("Not Found", { status: 404 });
  return doc;
}

export const meta: Route.MetaFunction = (args) => {
  const doc = args.loaderData ? documentOf(args.loaderData) : legalDocuments.terms;
  return seo(args, { title: doc.title, description: doc.description, type: "article" });
};

export function loader({ url, context }: Route.LoaderArgs): LegalLoaderData {
  // `url` is normalized (no `.data` suffix), unlike `request.url`.
  const doc = documentFor(url);
  const published = siteContent(context).legal[doc.id];
  const edited = Object.fromEntries((["title", "shortTitle", "dateLine", "description"] as const).filter((field) => published[field] !== doc[field]).map((field) => [field, published[field]]));
  return Object.keys(edited).length > 0 ? { id: doc.id, edited, html: null } : { id: doc.id, html: null };
}

/** Client navigation: the body comes from the page's own prerendered HTML; failing that, the browser loads the page. */
export async function clientLoader({ request, url, serverLoader }: Route.ClientLoaderArgs): Promise<LegalLoaderData> {
  const path = documentFor(url).path;
  try {
    const [{ id, edited }, html] = await Promise.all([serverLoader(), fetchLegalBody(path, request.signal)]);
    return { id, edited, html };
  } catch (error) {
    if (request.signal.aborted) throw error;
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const doc = documentOf(loaderData);
  const { html } = loaderData;
  const bodyOf = use(LegalBodies);
  // Keyed by document: moving between two legal pages mounts a fresh view.
  return <LegalDocumentView key={doc.id} document={doc} html={html ?? bodyOf?.(doc.id) ?? null} />;
}
