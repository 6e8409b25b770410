import type { LeadType } from "#app/forms/lead-contract.ts";
import type { Store } from "../db/database.server.ts";
import type { Logger } from "../logger.server.ts";
import type { AuditEntry } from "./audit.server.ts";

/** What every part of the console is built from (made once in console-service.server.ts). */
export type ConsoleDeps = {
  store: Store;
  logger: Logger;
  /** The site's public origin (SITE_URL or the default): links in mail, the WebAuthn relying party. */
  siteUrl: string;
  now: () => number;
  audit(entry: AuditEntry): Promise<void>;
  /** Wakes the mail and webhook workers after something was queued. */
  onQueued(): void;
  /** Removes stored .eml copies of deleted messages (the file transport); how many went. */
  forgetMail?: (outboxIds: readonly string[]) => Promise<number>;
  /** The sales inbox(es) a lead type's notification goes to. */
  recipientsFor: (type: LeadType) => string[];
  /** The webhook endpoints (LEADS_WEBHOOK_URL) every non-spam lead goes to. */
  webhookUrls: readonly string[];
};
