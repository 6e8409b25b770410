import type { LeadType } from "#app/forms/lead-contract.ts";
import type { Store } from "../db/database.server.ts";
import type { Logger } from "../logger.server.ts";
import type { AuditEntry } from "./audit.server.ts";

export type ConsoleDeps = {
  store: Store;
  logger: Logger;
  siteUrl: string;
  now: () => number;
  audit(entry: AuditEntry): Promise<void>;
  onQueued(): void;
  forgetMail?: (outboxIds: readonly string[]) => Promise<number>;
  recipientsFor: (type: LeadType) => string[];
  webhookUrls: readonly string[];
};
