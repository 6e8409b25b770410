import { randomUUID } from "node:crypto";
import { privacyPages } from "../../app/forms/privacy-paths.ts";
import { getWebinar } from "../../app/content/webinars.ts";
import type { LeadType } from "../../app/forms/lead-contract.ts";
import { calendarFileName, webinarCalendar } from "../../app/lib/webinar-calendar.server.ts";
import { sessionState, upcomingSessions, webinarSessions, zoomRegistrationUrl } from "../../app/lib/webinar-sessions.ts";
import { serializeAttachments, serializeHeaders } from "../mail/outbox.server.ts";
import {
  type MailFooter,
  renderCaseStudyDelivery,
  renderContactAcknowledgement,
  renderWebinarConfirmation,
  type VisitorMessage,
} from "../mail/visitor-mail.ts";
import type { NewOutboxRow } from "../db/rows.ts";

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

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The message a lead sends to the visitor, queued with the lead in one
 * transaction: the case study's document for a download that has one, the
 * confirmation (session times, Zoom link, calendar file) for a webinar
 * registration, the acknowledgement of a contact message. Other leads send
 * none.
 */
export function visitorMailFor(type: LeadType, fields: Record<string, unknown>, context: VisitorMailContext): VisitorMail | null {
  const footer = footerFor(context);
  if (type === "case-study") return caseStudyDelivery(fields, context, footer);
  if (type === "webinar") return webinarConfirmation(fields, context, footer);
  if (type === "contact") return visitorMessage(context, renderContactAcknowledgement({ firstName: text(fields.firstName), footer }));
  return null;
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

function caseStudyDelivery(fields: Record<string, unknown>, context: VisitorMailContext, footer: MailFooter): VisitorMail | null {
  const reference = fields.caseStudy as { slug?: unknown; title?: unknown; documentUrl?: unknown } | undefined;
  if (!reference || typeof reference.documentUrl !== "string" || typeof reference.title !== "string") return null;
  return visitorMessage(
    context,
    renderCaseStudyDelivery({
      firstName: text(fields.firstName),
      title: reference.title,
      documentUrl: reference.documentUrl,
      pageUrl: `${context.siteUrl}/success-stories/${text(reference.slug)}`,
      footer,
    }),
  );
}

function webinarConfirmation(fields: Record<string, unknown>, context: VisitorMailContext, footer: MailFooter): VisitorMail | null {
  const reference = fields.webinar as { id?: unknown } | undefined;
  const webinar = getWebinar(text(reference?.id));
  if (!webinar) return null;
  const sessions = webinarSessions(webinar);
  const upcoming = upcomingSessions(webinar, context.now);
  const person = {
    firstName: text(fields.firstName),
    lastName: text(fields.lastName),
    email: text(fields.email),
    companyName: text(fields.companyName),
    jobTitle: text(fields.jobTitle),
  };
  const rendered = renderWebinarConfirmation({
    firstName: person.firstName,
    title: webinar.title,
    sessions: sessions.map((session) => ({ dateLabel: session.dateLabel, past: sessionState(session, context.now) === "past" })),
    time: `${webinar.time} ${webinar.timezone}`,
    duration: webinar.duration,
    zoomRegistrationUrl: webinar.registrationUrl ? zoomRegistrationUrl(webinar.registrationUrl, person) : undefined,
    meeting: webinar.meetingDetails,
    hasCalendar: upcoming.length > 0,
    pageUrl: `${context.siteUrl}/webinar/${webinar.id}`,
    footer,
  });
  const calendar =
    upcoming.length > 0
      ? serializeAttachments([
          {
            filename: calendarFileName(webinar.id),
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: webinarCalendar({ webinar, sessions: upcoming, origin: context.siteUrl }),
          },
        ])
      : null;
  return visitorMessage(context, rendered, calendar);
}
