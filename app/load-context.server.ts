import { createContext, type RouterContext, RouterContextProvider } from "react-router";
import type { ConsoleService } from "../server/console/console-service.server.ts";
import type { PrivacyService } from "../server/privacy/privacy-service.server.ts";
import type { FormResultLead, LeadType } from "./forms/lead-contract.ts";

/*
 * What the server hands the page loaders that need it, through React
 * Router's load context: the pages read these keys, the server fills them
 * (server/backend.ts). A context is matched by object
 * identity, and this module exists twice at run time: once in the server
 * build (bundled with the routes) and once as source (imported by the
 * server). Each key therefore lives in a global slot: whichever copy loads
 * first creates it, the other finds it.
 */
function sharedContext<T>(name: string): RouterContext<T | null> {
  const slot = Symbol.for(`lumora.${name}`);
  const slots = globalThis as typeof globalThis & Record<symbol, RouterContext<T | null> | undefined>;
  return (slots[slot] ??= createContext<T | null>(null));
}

/** The privacy service, or null while the database is not ready. */
export const privacyServiceContext = sharedContext<PrivacyService>("privacy-service-context");

/** The stored lead a result page's reference names, or null (forged, expired, deleted, or the database not ready). */
export type FormResultLookup = (type: LeadType, reference: string) => Promise<FormResultLead | null>;

/** Null until the database is ready (and in the dev server, which has no lead backend). */
export const formResultLookupContext = sharedContext<FormResultLookup>("form-result-lookup-context");

/** The leads console's service, or null while the database is not ready. */
export const consoleServiceContext = sharedContext<ConsoleService>("console-service-context");

/**
 * The keyed hash of the client's network (its IPv4 address or IPv6 /64, as
 * the server sees it behind TRUST_PROXY), for the console's sign-in rate
 * limits; null when unknown.
 */
export const clientNetworkContext = sharedContext<string>("client-network-context");

/**
 * The CSP nonce of a page the server renders for one request (server/app.ts
 * sets it). A page the build prerenders has none: the server allows its
 * inline scripts by hash.
 */
export const pageNonceContext = sharedContext<string>("page-nonce-context");

/** The load context of one page request. */
export function pageLoadContext({
  privacy,
  formResultLookup,
  console,
  clientNetwork = null,
}: {
  privacy: PrivacyService | null;
  formResultLookup: FormResultLookup | null;
  console: ConsoleService | null;
  clientNetwork?: string | null;
}): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext<unknown>, unknown>([
      [privacyServiceContext, privacy],
      [formResultLookupContext, formResultLookup],
      [consoleServiceContext, console],
      [clientNetworkContext, clientNetwork],
    ]),
  );
}
