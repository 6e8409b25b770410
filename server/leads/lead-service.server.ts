import { site } from "#app/config/site.ts";
import { randomUUID } from "node:crypto";
import type { Store } from "../db/database.server.ts";
import type { Touch } from "#app/forms/lead-meta.schema.ts";
import type { Logger } from "../logger.server.ts";
import { renderNotification } from "./lead-notification.ts";
import type { IpHasher } from "./ip-hash.server.ts";
import { createLeadWriter, isIdempotencyKeyStored } from "./lead-store.server.ts";
import { webhookDeliveriesFor } from "./lead-webhook.ts";
import { type UnsubscribeLinks, visitorMailFor } from "./visitor-messages.server.ts";
import { type LeadType, successMessages } from "#app/forms/lead-contract.ts";
import type { LeadContent } from "#app/forms/lead-types/lead-type.ts";
import {
  type FieldErrors,
  honeypotFilled,
  readLeadMeta,
  type RequestBody,
  validateLead,
  type ValidatedLead,
  userAgentOf,
} from "./validate.ts";

type VisitTouches = { firstTouch: Touch; lastTouch: Touch };

export type SubmitInput = {
  type: LeadType;
  body: RequestBody;
  ip?: string;
  /** A user agent sent in the body wins. */
  userAgent?: string;
  /** Asked after the honeypot and the schema, so a post that never validates costs nothing here. */
  admit?: (lead: ValidatedLead) => Promise<Admission>;
};

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type SubmitOutcome =
  | { status: "success"; message: string; leadId: string; duplicate: boolean; spam: boolean }
  | { status: "invalid"; error: string; fieldErrors: FieldErrors }
  | { status: "limited"; retryAfterSeconds: number };

/** The database could not be reached or refused the write: nothing was stored. */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";
}

export type LeadServiceOptions = {
  store: Store;
  hashIp: IpHasher;
  recipientsFor: (type: LeadType) => string[];
  logger: Logger;
  onQueued?: () => void;
  webhookUrls?: readonly string[];
  siteUrl?: string;
  now?: () => number;
  hasOptedOut?: (email: string) => Promise<boolean>;
  unsubscribeLinksFor?: (email: string) => UnsubscribeLinks;
  /** The published case studies and webinars a lead may name; the repository's without the site. */
  content?: () => LeadContent;
  /** The id joins the lead to its visit; the touches, when there are any, are the lead's first and last touch. */
  visitOf?: (input: { ip: string | undefined; userAgent: string | undefined }) => Promise<{ visitor: string | null; touches?: VisitTouches }>;
};

export type LeadService = {
  submit(input: SubmitInput): Promise<SubmitOutcome>;
  isRetry(type: LeadType, body: RequestBody): Promise<boolean>;
  /** What a lead's case study or webinar is looked up in. */
  content(): LeadContent | undefined;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** A tick on a later form does not undo a withdrawal of marketing consent. */
async function honourWithdrawal(lead: ValidatedLead, hasOptedOut: LeadServiceOptions["hasOptedOut"]): Promise<ValidatedLead> {
  if (lead.consentGiven !== true || !lead.email || !hasOptedOut) return lead;
  try {
    return (await hasOptedOut(lead.email)) ? { ...lead, consentGiven: false } : lead;
  } catch (error) {
    throw new StorageUnavailableError("the marketing opt-outs could not be read", { cause: error });
  }
}

function notificationRow({ recipients, ...lead }: Parameters<typeof renderNotification>[0] & { recipients: string[] }) {
  const rendered = renderNotification(lead);
  return {
    id: randomUUID(),
    recipients: recipients.join(", "),
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    reply_to: rendered.replyTo,
    created_at: lead.receivedAt,
  };
}

/** The one path every lead takes, API or form post: honeypot, schema, one transaction (lead + outbox). A success means
 * committed. */
export function createLeadService({
  store,
  hashIp,
  recipientsFor,
  logger,
  onQueued,
  webhookUrls = [],
  siteUrl = site.defaultUrl,
  now = Date.now,
  hasOptedOut,
  visitOf,
  unsubscribeLinksFor,
  content,
}: LeadServiceOptions): LeadService {
  const writer = createLeadWriter(store.db, { concurrency: store.dialect === "postgres" ? 4 : 1 });
  return {
    content: () => content?.(),
    async isRetry(type, body) {
      const key = readLeadMeta(body).idempotencyKey;
      if (!key) return false;
      try {
        return await isIdempotencyKeyStored(store.db, type, key);
      } catch (error) {
        throw new StorageUnavailableError("the idempotency key could not be looked up", { cause: error });
      }
    },
    async submit({ type, body, ip, userAgent, admit }) {
      const meta = readLeadMeta(body);
      const spam = honeypotFilled(body);
      const validation = await validateLead(type, body, content?.());
      if (!validation.ok && !spam) {
        return { status: "invalid", error: validation.error, fieldErrors: validation.fieldErrors };
      }
      // A bot's post is answered like a person's and kept for review, never mailed.
      const validated: ValidatedLead = validation.ok
        ? validation.lead
        : { type, email: null, fields: {}, consentGiven: null, consentVersion: null, userAgent: null };
      if (admit) {
        const admission = await admit(validated);
        if (!admission.allowed) return { status: "limited", retryAfterSeconds: admission.retryAfterSeconds };
      }
      const lead = await honourWithdrawal(validated, hasOptedOut);

      const noVisit: { visitor: string | null; touches?: VisitTouches } = { visitor: null };
      const visit = visitOf ? await visitOf({ ip, userAgent }).catch(() => noVisit) : noVisit;
      const firstTouch = visit.touches?.firstTouch ?? meta.firstTouch;
      const lastTouch = visit.touches?.lastTouch ?? meta.lastTouch;
      const id = randomUUID();
      const receivedAt = new Date().toISOString();
      const consentVersion = lead.consentVersion === null ? null : (meta.consentVersion ?? lead.consentVersion);
      const row = {
        id,
        type,
        email: lead.email ? lead.email.toLowerCase() : null,
        data: JSON.stringify(lead.fields),
        consent_given: lead.consentGiven === null ? null : lead.consentGiven ? 1 : 0,
        consent_version: consentVersion,
        page_url: meta.pageUrl ?? null,
        referrer: meta.referrer ?? null,
        first_touch: json(firstTouch),
        last_touch: json(lastTouch),
        user_agent: lead.userAgent ?? userAgentOf(userAgent),
        ip_hash: hashIp(ip),
        visitor: visit.visitor,
        idempotency_key: meta.idempotencyKey ?? randomUUID(),
        spam: spam ? 1 : 0,
        spam_reason: spam ? (validation.ok ? "honeypot" : "honeypot; invalid fields") : null,
        received_at: receivedAt,
      };
      const notification = spam
        ? null
        : notificationRow({
            id,
            type,
            fields: lead.fields,
            receivedAt,
            consentGiven: lead.consentGiven,
            consentVersion,
            pageUrl: row.page_url,
            referrer: row.referrer,
            firstTouch: firstTouch ?? null,
            lastTouch: lastTouch ?? null,
            userAgent: row.user_agent,
            recipients: recipientsFor(type),
          });

      const visitorMail =
        notification && lead.email
          ? visitorMailFor(type, lead.fields, {
              content: content?.(),
              email: lead.email,
              createdAt: receivedAt,
              siteUrl,
              now: now(),
              replyTo: recipientsFor(type)[0] ?? null,
              unsubscribe: lead.consentGiven === true ? unsubscribeLinksFor?.(lead.email) : undefined,
            })
          : null;

      const webhooks = spam ? [] : webhookDeliveriesFor(row, webhookUrls);

      let result;
      try {
        result = await writer.write({ lead: row, notification, visitorMail, webhooks });
      } catch (error) {
        throw new StorageUnavailableError("the lead could not be stored", { cause: error });
      }
      logger.info({ leadId: result.leadId, type, spam, duplicate: result.duplicate }, "lead received");
      if ((notification || webhooks.length > 0) && !result.duplicate) onQueued?.();
      return {
        status: "success",
        message: successMessages[type],
        leadId: result.leadId,
        duplicate: result.duplicate,
        spam,
      };
    },
  };
}
