import { use } from "react";
import { data } from "react-router";
import type { Route } from "./+types/legal";
import { fetchLegalBody } from "#app/components/legal/legal-body.ts";
import { LegalBodies } from "#app/components/legal/legal-bodies.ts";
import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { type LegalDocumentMeta, legalDocumentForPath, legalDocuments } from "#app/content/legal/index.ts";
import { siteContent } from "#app/load-context.server.ts";
import type { SiteHandle } from "#app/lib/route-handle.ts";
import { seo } from "#app/lib/seo.ts";

// /terms, /privacy, /msa and /msa24, rendered at build time: the text is in the prerendered page once and in no chunk (ADR 0201).
// No loader returns it from the server: loader data is serialized into the page a second time.
export const handle: SiteHandle = { scrollTopOnLoad: true };

type LegalLoaderData = { doc: LegalDocumentMeta; html: string | null };

function documentFor(url: URL): LegalDocumentMeta {
  const doc = legalDocumentForPath(url.pathname);
  if (!doc) throw data("Not Found", { status: 404 });
  return doc;
}

export const meta: Route.MetaFunction = (args) => {
  const doc = args.loaderData?.doc ?? legalDocuments.terms;
  return seo(args, { title: doc.title, description: doc.description, type: "article" });
};

export function loader({ url, context }: Route.LoaderArgs): LegalLoaderData {
  // `url` is normalized (no `.data` suffix), unlike `request.url`.
  const doc = documentFor(url);
  const { title, shortTitle, dateLine, description } = siteContent(context).legal[doc.id];
  return { doc: { ...doc, title, shortTitle, dateLine, description }, html: null };
}

/** Client navigation: the body comes from the page's own prerendered HTML; failing that, the browser loads the page. */
export async function clientLoader({ request, url, serverLoader }: Route.ClientLoaderArgs): Promise<LegalLoaderData> {
  const path = documentFor(url).path;
  try {
    const [{ doc }, html] = await Promise.all([serverLoader(), fetchLegalBody(path, request.signal)]);
    return { doc, html };
  } catch (error) {
    if (request.signal.aborted) throw error;
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
}

export default function LegalPage({ loaderData: { doc, html } }: Route.ComponentProps) {
  const bodyOf = use(LegalBodies);
  // Keyed by document: moving between two legal pages mounts a fresh view.
  return <LegalDocumentView key={doc.id} document={doc} html={html ?? bodyOf?.(doc.id) ?? null} />;
}
