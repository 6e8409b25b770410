import type { ReactNode } from "react";
import { preload } from "react-dom";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "#app/app.css?url";
import favicon from "#app/assets/brand/favicon.svg?raw";
import interCore from "#app/assets/fonts/inter-core-wght-400-800.woff2?url";
import { siteOrigin } from "#app/config/site-origin.server.ts";
import { PAGE_SCRIPTS_ID } from "#app/lib/page-start.ts";
import pageStartScript from "#app/lib/page-start.client-inline.ts?inline-script";
import { useNonce } from "#app/lib/nonce.tsx";
import { useScrollOnNavigate } from "#app/lib/scroll-on-navigate.ts";
import { svgDataUri } from "#app/lib/svg-data-uri.ts";

/*
 * The favicon is written into every page (about 0.7 KB, 0.2 KB compressed)
 * rather than fetched: a browser asks for it during the first load, where on
 * HTTP/1.1 it takes a connection and a share of the bandwidth the stylesheet,
 * the font and the hero image need. A data: URI is nothing a crawler can
 * fetch, so the same mark is also linked as a file for search results and
 * for iOS home screens: public/apple-touch-icon.png, 192 px (Google wants a
 * multiple of 48), square-cornered (iOS rounds it), rendered from favicon.svg
 * in Chromium. Browsers fetch a touch icon only when it is used, never on
 * load. There is no web app manifest, for the same first-load reason: the
 * site is not an installable app, and Chrome fetches a linked manifest on
 * every load.
 */
const faviconHref = svgDataUri(favicon);

export function loader() {
  return { siteUrl: siteOrigin() };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The core face (ASCII and common punctuation) is on every page: fetch it with
  // the CSS so text is set once, in Inter, instead of reflowing when it arrives.
  // React writes a font preload near the top of <head>, before the stylesheet.
  preload(interCore, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b3df5" />
        {/* The stylesheet is the one resource the first paint waits for: with a precedence, React
            writes it at the top of <head>. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white">
        {children}
        <ScrollOnNavigate />
        {/* React's scripts, inert until the start script starts them after the first paint and the load event. */}
        <noscript id={PAGE_SCRIPTS_ID}>
          <Scripts nonce={nonce} />
        </noscript>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageStartScript }} />
      </body>
    </html>
  );
}

/** Scroll positions across in-app navigations, kept in memory: nothing is stored on the visitor's device. */
function ScrollOnNavigate() {
  useScrollOnNavigate();
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Oops! Page not found" : `Error ${error.status}`;
    details = error.statusText || details;
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted">{details}</p>
      <a href="/" className="font-semibold text-brand underline">
        Return to Home
      </a>
    </main>
  );
}
