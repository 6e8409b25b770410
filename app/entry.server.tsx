import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { LegalBodies } from "#app/components/legal/legal-bodies.ts";
import type { LegalDocumentId } from "#app/content/legal/index.ts";
import { withExports } from "#app/content/editing/content-types.server.ts";
import { repositoryContent as moduleContent } from "#app/content/site-content.server.ts";
import { pageNonceContext, provideBuildContent, siteContent } from "#app/load-context.server.ts";
import { legalBodyHtml } from "#app/lib/legal-markdown.server.ts";
import { contentSecurityPolicy, createNonce } from "#app/lib/csp.server.ts";
import { NonceContext } from "#app/lib/nonce.tsx";

// The server builds each request's load context with this export of the server build
// (build.entry.module): the context keys it fills are the very ones the routes read.
export { pageLoadContext } from "#app/load-context.server.ts";
// …and the content types the server stores, edits and publishes (app/content/editing/).
export { contentJsonSchema, contentTypes, siteContentFrom } from "#app/content/editing/content-types.server.ts";

/** The committed content: the modules, with the entries exported from the database over them. */
export const repositoryContent = withExports(moduleContent, import.meta.glob("./content/published/*/*.json", { eager: true, import: "default" }));

provideBuildContent(repositoryContent);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page the server renders allows its inline scripts by this request's nonce; a prerendered page
  // carries none (the server allows its inline scripts by hash), nor does the dev server need one.
  const nonce = loadContext.get(pageNonceContext) ?? (import.meta.env.DEV ? createNonce() : undefined);
  const consolePage = new URL(request.url).pathname.startsWith("/console/");
  if (nonce) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], { framesSelf: consolePage }));
  // Console addresses can carry a sign-in token: it never leaves the site in a referrer.
  if (consolePage) responseHeaders.set("Referrer-Policy", "same-origin");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { legal } = siteContent(loadContext);
  const legalBody = (id: LegalDocumentId) => legalBodyHtml(legal[id].title, legal[id].markdown);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The pages are small and mostly prerendered: wait for everything so the
    // HTML is complete (crawlers, prerendering and visitors get the same page).
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <LegalBodies value={legalBody}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </LegalBodies>
      </NonceContext>,
      {
        nonce,
        // Never outline a finished Suspense boundary (React does past 12.8 KB,
        // to stream it in later with an inline script): the page is sent whole,
        // and must read the same with JavaScript off.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
