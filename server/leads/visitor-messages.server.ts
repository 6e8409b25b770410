import { randomUUID } from "node:crypto";
import { privacyPages } from "#app/forms/privacy-paths.ts";
import type { LeadType } from "#app/forms/lead-contract.ts";
import { serializeHeaders } from "../mail/outbox.server.ts";
import type { MailFooter, VisitorMessage } from "../mail/visitor-mail.ts";
import type { NewOutboxRow } from "../db/rows.ts";
import { leadTypeModules } from "./types/index.ts";

/** The two addresses of one visitor's unsubscribe: the page a person opens, and the one-click POST target for mail clients. */
export type UnsubscribeLinks = { pageUrl: string; oneClickUrl: string };

export type VisitorMailContext = {
  /** The visitor's address, as validated. */
  email: string;
  createdAt: string;
  /** The public origin, for links. */
  siteUrl: string;
  /** Which webinar sessions are still to come is decided at this instant. */
  now: number;
  /** Where a reply goes: the sales inbox for this kind of lead. */
  replyTo: string | null;
  /** Set only for a visitor who agreed to marketing (and has not withdrawn it): the footer link and the List-Unsubscribe headers. */
  unsubscribe?: UnsubscribeLinks;
};

type VisitorMail = Omit<NewOutboxRow, "lead_id">;

/**
 * The message a lead sends to the visitor, queued with the lead in one
 * transaction: the letter its type writes (server/leads/types/; e.g. the
 * case study's document, the webinar's confirmation with a calendar file,
 * the acknowledgement of a contact message), addressed here. A type that
 * writes none sends none.
 */
export function visitorMailFor(type: LeadType, fields: Record<string, unknown>, context: VisitorMailContext): VisitorMail | null {
  const footer = footerFor(context);
  const letter = leadTypeModules[type].visitorMail?.(fields, { siteUrl: context.siteUrl, now: context.now, footer });
  return letter ? visitorMessage(context, letter.message, letter.attachments ?? null) : null;
}

export function footerFor(context: Pick<VisitorMailContext, "siteUrl" | "unsubscribe">): MailFooter {
  return { privacyUrl: `${context.siteUrl}${privacyPages.requests}`, unsubscribeUrl: context.unsubscribe?.pageUrl };
}

/**
 * One queued message to a visitor: to their address alone (no display
 * name, nothing they typed in a header), replies to the sales inbox, and,
 * when they agreed to marketing, the one-click unsubscribe pair of headers
 * (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` to the URL.
 */
export function visitorMessage(
  context: Pick<VisitorMailContext, "email" | "createdAt" | "replyTo" | "unsubscribe">,
  rendered: VisitorMessage,
  attachments: string | null = null,
): VisitorMail {
  return {
    id: randomUUID(),
    recipients: context.email,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    attachments,
    headers: context.unsubscribe
      ? serializeHeaders({
          "List-Unsubscribe": `<${context.unsubscribe.oneClickUrl}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        })
      : null,
    reply_to: context.replyTo,
    created_at: context.createdAt,
  };
}
