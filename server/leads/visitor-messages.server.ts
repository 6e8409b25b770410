import { randomUUID } from "node:crypto";
import { getWebinar } from "../../app/content/webinars.ts";
import type { LeadType } from "../../app/forms/lead-contract.ts";
import { calendarFileName, webinarCalendar } from "../../app/lib/webinar-calendar.server.ts";
import { sessionState, upcomingSessions, webinarSessions, zoomRegistrationUrl } from "../../app/lib/webinar-sessions.ts";
import { serializeAttachments } from "../mail/outbox.server.ts";
import { renderCaseStudyDelivery, renderWebinarConfirmation } from "../mail/visitor-mail.ts";
import type { NewOutboxRow } from "./lead-store.server.ts";

type Context = {
  /** The visitor's address, as validated. */
  email: string;
  createdAt: string;
  /** The public origin, for links. */
  siteUrl: string;
  /** Which webinar sessions are still to come is decided at this instant. */
  now: number;
};

type VisitorMail = Omit<NewOutboxRow, "lead_id">;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The message a lead sends to the visitor, queued with the lead in one
 * transaction: the case study's document for a download that has one, the
 * confirmation (session times, Zoom link, calendar file) for a webinar
 * registration. Other leads send none.
 */
export function visitorMailFor(type: LeadType, fields: Record<string, unknown>, context: Context): VisitorMail | null {
  if (type === "case-study") return caseStudyDelivery(fields, context);
  if (type === "webinar") return webinarConfirmation(fields, context);
  return null;
}

function message(context: Context, rendered: { subject: string; text: string; html: string }, attachments: string | null = null): VisitorMail {
  return {
    id: randomUUID(),
    recipients: context.email,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    attachments,
    reply_to: null,
    created_at: context.createdAt,
  };
}

function caseStudyDelivery(fields: Record<string, unknown>, context: Context): VisitorMail | null {
  const reference = fields.caseStudy as { slug?: unknown; title?: unknown; documentUrl?: unknown } | undefined;
  if (!reference || typeof reference.documentUrl !== "string" || typeof reference.title !== "string") return null;
  return message(
    context,
    renderCaseStudyDelivery({
      firstName: text(fields.firstName),
      title: reference.title,
      documentUrl: reference.documentUrl,
      pageUrl: `${context.siteUrl}/success-stories/${text(reference.slug)}`,
    }),
  );
}

function webinarConfirmation(fields: Record<string, unknown>, context: Context): VisitorMail | null {
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
  return message(context, rendered, calendar);
}
