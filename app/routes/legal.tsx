import { legalBodies } from "virtual:legal-content";
import { data } from "react-router";
import type { Route } from "./+types/legal";
import { fetchLegalBody } from "#app/components/legal/legal-body.ts";
import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { type LegalDocumentId, legalDocumentForPath, legalDocuments } from "#app/content/legal/index.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

// /terms, /privacy, /msa and /msa24, rendered at build time: the text is in the prerendered page once and in no chunk (ADR 0201).
// No loader returns it from the server: loader data is serialized into the page a second time.
export const handle: SiteHandle = { scrollTopOnLoad: true };

type LegalLoaderData = { id: LegalDocumentId; html: string | null };

function documentIdFor(url: URL): LegalDocumentId {
  const doc = legalDocumentForPath(url.pathname);
  if (!doc) throw data("Not Found", { status: 404 });
  return doc.id;
}

export const meta: Route.MetaFunction = (args) => {
  const doc = legalDocumentForPath(args.location.pathname) ?? legalDocuments.terms;
  return seo(args, { title: doc.title, description: doc.description, type: "article" });
};

export function loader({ url }: Route.LoaderArgs): LegalLoaderData {
  // `url` is normalized (no `.data` suffix), unlike `request.url`.
  return { id: documentIdFor(url), html: null };
}

/** Client navigation: the body comes from the page's own prerendered HTML; failing that, the browser loads the page. */
export async function clientLoader({ request, url }: Route.ClientLoaderArgs): Promise<LegalLoaderData> {
  const id = documentIdFor(url);
  try {
    return { id, html: await fetchLegalBody(legalDocuments[id].path, request.signal) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const doc = legalDocuments[loaderData.id];
  // Keyed by document: moving between two legal pages mounts a fresh view.
  return <LegalDocumentView key={doc.id} document={doc} html={loaderData.html ?? legalBodies[doc.id] ?? null} />;
}
