import { createContext, type RouterContext } from "react-router";
import type { FormResultLead, LeadType } from "../../app/forms/lead-contract.ts";

/** The stored lead a result page's reference names, or null (forged, expired, deleted, or the database not ready). */
export type FormResultLookup = (type: LeadType, reference: string) => Promise<FormResultLead | null>;

/*
 * The look-up reaches the result page's loader through React Router's load
 * context. Like the privacy service's (server/privacy/page-context.server.ts),
 * the context object lives in a global slot: this module exists twice at run
 * time (in the server build and as source), and a context is matched by
 * identity.
 */
const slot: unique symbol = Symbol.for("lumora.form-result-lookup-context");
type WithSlot = typeof globalThis & { [slot]?: RouterContext<FormResultLookup | null> };

/** Null until the database is ready (and in the dev server, which has no lead backend). */
export const formResultLookupContext: RouterContext<FormResultLookup | null> = ((globalThis as WithSlot)[slot] ??=
  createContext<FormResultLookup | null>(null));
