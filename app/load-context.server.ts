import { createContext, type RouterContext, RouterContextProvider } from "react-router";
import type { ConsoleService } from "../server/console/console-service.server.ts";
import type { PrivacyService } from "../server/privacy/privacy-service.server.ts";
import type { FormResultLead, LeadType } from "#app/forms/lead-contract.ts";
import type { SiteContent } from "#app/content/site-content.server.ts";

/*
 * What the server hands the page loaders that need it, through React
 * Router's load context: the pages read these keys, the server fills them
 * through pageLoadContext, which it takes from the server build
 * (app/entry.server.tsx re-exports it). A context is matched by object
 * identity: the server imports nothing of this module but its types, so
 * there is one copy of each key, the build's.
 */

/** The privacy service, or null while the database is not ready. */
export const privacyServiceContext = createContext<PrivacyService | null>(null);

/** The stored lead a result page's reference names, or null (forged, expired, deleted, or the database not ready). */
export type FormResultLookup = (type: LeadType, reference: string) => Promise<FormResultLead | null>;

/** Null until the database is ready (and in the dev server, which has no lead backend). */
export const formResultLookupContext = createContext<FormResultLookup | null>(null);

/** The leads console's service, or null while the database is not ready. */
export const consoleServiceContext = createContext<ConsoleService | null>(null);

/**
 * The keyed hash of the client's network (its IPv4 address or IPv6 /64, as
 * the server sees it behind TRUST_PROXY), for the console's sign-in rate
 * limits; null when unknown.
 */
export const clientNetworkContext = createContext<string | null>(null);

/**
 * The CSP nonce of a page the server renders for one request (server/app.ts
 * makes it). A page the build prerenders has none: the server allows its
 * inline scripts by hash.
 */
export const pageNonceContext = createContext<string | null>(null);

/** The published content, or a preview's draft over it; none while prerendering. */
export const siteContentContext = createContext<SiteContent | null>(null);

let buildContent: SiteContent | undefined;

/** The content a page shows when its request carries none (prerendering): the repository's, which app/entry.server.tsx gives. */
export function provideBuildContent(content: SiteContent): void {
  buildContent = content;
}

/** The content this request carries or the build's, if either is there. */
export const contentIfAny = (context: Readonly<RouterContextProvider>): SiteContent | undefined => context.get(siteContentContext) ?? buildContent;

/** What a page's loader shows. */
export function siteContent(context: Readonly<RouterContextProvider>): SiteContent {
  const content = contentIfAny(context);
  if (!content) throw new Error("no site content: app/entry.server.tsx provides the repository's");
  return content;
}

/** The lead backend's services for one page request (server/backend.ts), each null until the database is ready. */
export type PageServices = {
  privacy: PrivacyService | null;
  formResultLookup: FormResultLookup | null;
  console: ConsoleService | null;
  clientNetwork?: string | null;
  content?: SiteContent;
};

/** The load context of one page request: the backend's services (none for the API-only server) and the page's nonce. */
export function pageLoadContext(services: PageServices | undefined, nonce: string | null = null): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext<unknown>, unknown>([
      [privacyServiceContext, services?.privacy ?? null],
      [formResultLookupContext, services?.formResultLookup ?? null],
      [consoleServiceContext, services?.console ?? null],
      [clientNetworkContext, services?.clientNetwork ?? null],
      [pageNonceContext, nonce],
      [siteContentContext, services?.content ?? null],
    ]),
  );
}

export type PageLoadContext = typeof pageLoadContext;
