import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import { settingMadeOnce } from "../db/settings.server.ts";
import type { Logger } from "../logger.server.ts";
import { type FormResultLead, type LeadType, leadTypeModules } from "#app/forms/lead-contract.ts";
import { findLeadForResult } from "./lead-store.server.ts";
import type { FormResultLookup } from "#app/load-context.server.ts";

/**
 * A result link carries no personal data: `<lead id>.<expiry>.<signature>`, an HMAC over both and the form, so it cannot
 * be guessed, altered, moved to another form or kept alive. Expired, forged or deleted, the page is the generic one.
 */
export type ResultReferences = {
  issue(type: LeadType, leadId: string): string;
  open(type: LeadType, reference: string): string | null;
};

/** Long enough to finish a Zoom registration; short enough that a link in a log soon says nothing. */
export const RESULT_REFERENCE_TTL_MS = 30 * 60_000;

const ReferenceSchema = z
  .string()
  .max(100)
  .regex(/^[0-9a-f-]{36}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}$/);

export function createResultReferences(
  key: string,
  { ttlMs = RESULT_REFERENCE_TTL_MS, now = () => Date.now() }: { ttlMs?: number; now?: () => number } = {},
): ResultReferences {
  // 128 bits of HMAC-SHA256: unguessable, and a short link.
  const sign = (type: LeadType, leadId: string, expires: string) =>
    createHmac("sha256", key).update(`form-result/v1:${type}:${leadId}:${expires}`).digest().subarray(0, 16);
  return {
    issue(type, leadId) {
      const expires = Math.ceil((now() + ttlMs) / 1000).toString(36);
      return `${leadId}.${expires}.${sign(type, leadId, expires).toString("base64url")}`;
    },
    open(type, reference) {
      const parsed = ReferenceSchema.safeParse(reference);
      if (!parsed.success) return null;
      const [leadId = "", expires = "", signature = ""] = parsed.data.split(".");
      if (!timingSafeEqual(Buffer.from(signature, "base64url"), sign(type, leadId, expires))) return null;
      return parseInt(expires, 36) * 1000 > now() ? leadId : null;
    },
  };
}

const SETTING_KEY = "form_result_reference_key";

/** Kept in `settings`, so every instance accepts the references the others issued. */
export function resolveResultReferenceKey(db: Kysely<Database>): Promise<string> {
  return settingMadeOnce(db, SETTING_KEY);
}

const text = z.string().optional().catch(undefined);

const StoredResultLeadSchema = z.object({ firstName: text }).loose();

/** Never throws: a database that cannot answer makes the page generic, not an error. */
export function createFormResultLookup({
  db,
  references,
  logger,
}: {
  db: Kysely<Database>;
  references: ResultReferences;
  logger: Logger;
}): FormResultLookup {
  return async (type, reference) => {
    const leadId = references.open(type, reference);
    if (!leadId) return null;
    let row;
    try {
      row = await findLeadForResult(db, leadId, type);
    } catch (error) {
      logger.warn({ type, error: error instanceof Error ? error.message.slice(0, 300) : String(error) }, "form result lead not read");
      return null;
    }
    if (!row) return null;
    let data: unknown;
    try {
      data = JSON.parse(row.data);
    } catch {
      return null;
    }
    const parsed = StoredResultLeadSchema.safeParse(data);
    if (!parsed.success) return null;
    // Anything else in the lead stays out of the result page: the first name, and the name of the record it is about.
    const about = leadTypeModules[type].result.about?.fromLead(parsed.data);
    const lead: FormResultLead = { firstName: parsed.data.firstName, about: typeof about === "string" ? about : undefined };
    return lead;
  };
}
