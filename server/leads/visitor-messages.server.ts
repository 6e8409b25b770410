import type { LeadContent } from "#app/forms/lead-types/lead-type.ts";
import { randomUUID } from "node:crypto";
import { leadContent } from "#app/content/lead-content.ts";
import { privacyPages } from "#app/forms/privacy-paths.ts";
import { type LeadType, leadTypeModules } from "#app/forms/lead-contract.ts";
import { visitorLetters } from "../mail/letters/index.ts";
import { serializeHeaders } from "../mail/outbox.server.ts";
import type { MailFooter, VisitorMessage } from "../mail/visitor-mail.ts";
import type { NewOutboxRow } from "../db/rows.ts";

export type UnsubscribeLinks = { pageUrl: string; oneClickUrl: string };

export type VisitorMailContext = {
  email: string;
  createdAt: string;
  siteUrl: string;
  now: number;
  replyTo: string | null;
  /** Only with marketing consent not withdrawn. */
  unsubscribe?: UnsubscribeLinks;
  /** The published case studies and webinars (the repository's without the site). */
  content?: LeadContent;
};

type VisitorMail = Omit<NewOutboxRow, "lead_id">;

/** A type that names no letter sends none. */
export function visitorMailFor(type: LeadType, fields: Record<string, unknown>, context: VisitorMailContext): VisitorMail | null {
  const footer = footerFor(context);
  const name = leadTypeModules[type].letter;
  const letter = name ? visitorLetters[name](fields, { siteUrl: context.siteUrl, now: context.now, footer, content: context.content ?? leadContent }) : null;
  return letter ? visitorMessage(context, letter.message, letter.attachments ?? null) : null;
}

export function footerFor(context: Pick<VisitorMailContext, "siteUrl" | "unsubscribe">): MailFooter {
  return { privacyUrl: `${context.siteUrl}${privacyPages.requests}`, unsubscribeUrl: context.unsubscribe?.pageUrl };
}

/** To the address alone (nothing they typed in a header); with marketing consent, the RFC 8058 one-click headers. */
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
