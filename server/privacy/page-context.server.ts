import { createContext, type RouterContext, RouterContextProvider } from "react-router";
import type { PrivacyService } from "./privacy-service.server.ts";

/*
 * The privacy service reaches the manage page's loader through React
 * Router's load context. A context is matched by object identity, and this
 * module exists twice at run time: once in the server build (bundled with
 * the routes) and once as source (imported by server/app.ts). Both copies
 * therefore keep the one context object in a global slot: whichever loads
 * first creates it, the other finds it.
 */
const slot: unique symbol = Symbol.for("lumora.privacy-service-context");
type WithSlot = typeof globalThis & { [slot]?: RouterContext<PrivacyService | null> };

/** The privacy service, or null while the database is not ready. */
export const privacyServiceContext: RouterContext<PrivacyService | null> = ((globalThis as WithSlot)[slot] ??=
  createContext<PrivacyService | null>(null));

/** The load context of one page request. */
export function pageLoadContext(privacy: PrivacyService | null): RouterContextProvider {
  return new RouterContextProvider(new Map([[privacyServiceContext, privacy]]));
}
