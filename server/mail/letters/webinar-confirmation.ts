import { site } from "#app/config/site.ts";
import { calendarFileName, webinarCalendar } from "#app/lib/webinar-calendar.server.ts";
import { nextWebinar, sessionState, upcomingSessions, webinarSessions, zoomRegistrationUrl } from "#app/lib/webinar-sessions.ts";
import { escapeHtml, headerSafe } from "../escape.ts";
import { serializeAttachments } from "../outbox.server.ts";
import { buttonStyle, greetingFor, htmlLetter, type MailFooter, textLetter, type VisitorMessage } from "../visitor-mail.ts";
import { text } from "#app/forms/lead-types/stored-fields.ts";
import type { Letter } from "./letter.ts";

/** None for a webinar the content no longer has. */
export const webinarConfirmation: Letter = (fields, { now, siteUrl, footer, content }) => {
  const stored = fields.webinar as { id?: unknown } | undefined;
  const found = content.webinar(text(stored?.id));
  if (!found) return null;
  const sessions = webinarSessions(found);
  const upcoming = upcomingSessions(found, now);
  const person = {
    firstName: text(fields.firstName),
    lastName: text(fields.lastName),
    email: text(fields.email),
    companyName: text(fields.companyName),
    jobTitle: text(fields.jobTitle),
  };
  const message = renderWebinarConfirmation({
    firstName: person.firstName,
    title: found.title,
    sessions: sessions.map((session) => ({ dateLabel: session.dateLabel, past: sessionState(session, now) === "past" })),
    time: `${found.time} ${found.timezone}`,
    duration: found.duration,
    zoomRegistrationUrl: found.registrationUrl ? zoomRegistrationUrl(found.registrationUrl, person) : undefined,
    meeting: found.meetingDetails,
    hasCalendar: upcoming.length > 0,
    recording: found.recording,
    next: upcoming.length === 0 ? withUrl(nextWebinar(content.otherWebinars(found.id), now), siteUrl) : undefined,
    pageUrl: `${siteUrl}/webinar/${found.id}`,
    footer,
  });
  const attachments =
    upcoming.length > 0
      ? serializeAttachments([
          {
            filename: calendarFileName(found.id),
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: webinarCalendar({ webinar: found, sessions: upcoming, origin: siteUrl }),
          },
        ])
      : null;
  return { message, attachments };
};

const withUrl = (next: ReturnType<typeof nextWebinar>, siteUrl: string) => next && { ...next, url: `${siteUrl}/webinar/${next.id}` };

export type ConfirmationSession = { dateLabel: string; past: boolean };

/** Once every session is held, the confirmation carries the recording, if any, and the next webinar. */
export function renderWebinarConfirmation({
  firstName,
  title,
  sessions,
  time,
  duration,
  zoomRegistrationUrl,
  meeting,
  hasCalendar,
  recording,
  next: nextWebinar,
  pageUrl,
  footer,
}: {
  firstName: string;
  title: string;
  sessions: readonly ConfirmationSession[];
  /** e.g. "1:00 PM EST". */
  time: string;
  duration: string;
  zoomRegistrationUrl?: string;
  meeting?: { platform: string; link: string };
  hasCalendar: boolean;
  recording?: { url: string; duration?: string };
  /** The next webinar, announced once every session of this one is held. */
  next?: { title: string; dateLabel: string; url: string };
  pageUrl: string;
  footer: MailFooter;
}): VisitorMessage {
  const greeting = greetingFor(firstName);
  const sessionLine = (session: ConfirmationSession) =>
    `${session.dateLabel}, ${time} (${duration})${session.past ? " (this session has taken place)" : ""}`;
  const heading = sessions.length > 1 ? "Live sessions (the content is the same in each):" : "When:";
  const allPast = sessions.every((session) => session.past);
  const next = zoomRegistrationUrl
    ? sessions.length > 1
      ? "To get your personal join link, complete your registration on Zoom and choose your session there:"
      : "To get your personal join link, complete your registration on Zoom:"
    : meeting
      ? `Join on ${meeting.platform}:`
      : "";
  const nextLink = zoomRegistrationUrl ?? meeting?.link;
  const intro = allPast
    ? `Thank you for registering for "${title}". The live ${sessions.length > 1 ? "sessions have" : "session has"} taken place; ${recording ? "the recording is ready for you." : `no recording is available, and the ${site.name} team will follow up with you.`}`
    : `Thank you for registering for "${title}". We look forward to seeing you there.`;
  const watch = allPast && recording ? `Watch the recording${recording.duration ? ` (${recording.duration})` : ""}:` : "";
  const upNext = allPast && nextWebinar ? `Our next webinar: "${nextWebinar.title}", ${nextWebinar.dateLabel}:` : "";
  const text = textLetter(greeting, [
    intro,
    "",
    ...(watch && recording ? [watch, recording.url, ""] : []),
    heading,
    ...sessions.map((session) => `- ${sessionLine(session)}`),
    "",
    ...(upNext && nextWebinar ? [upNext, nextWebinar.url, ""] : []),
    ...(next && nextLink && !allPast ? [next, nextLink, ""] : []),
    ...(hasCalendar ? ["The attached calendar file adds the sessions still to come to your calendar.", ""] : []),
    `Webinar page: ${pageUrl}`,
    "",
  ], footer);
  const html = htmlLetter(
    greeting,
    `<p>${escapeHtml(intro)}</p>
${watch && recording ? `<p>${escapeHtml(watch)}</p>\n<p><a href="${escapeHtml(recording.url)}" style="${buttonStyle}">Watch the recording</a></p>` : ""}
<p style="margin-bottom:4px"><strong>${escapeHtml(heading)}</strong></p>
<ul style="margin-top:0">
${sessions.map((session) => `<li>${escapeHtml(sessionLine(session))}</li>`).join("\n")}
</ul>
${next && nextLink && !allPast ? `<p>${escapeHtml(next)}</p>\n<p><a href="${escapeHtml(nextLink)}" style="${buttonStyle}">${zoomRegistrationUrl ? "Complete your Zoom registration" : `Join on ${escapeHtml(meeting?.platform ?? "Zoom")}`}</a></p>` : ""}
${upNext && nextWebinar ? `<p>${escapeHtml(upNext)} <a href="${escapeHtml(nextWebinar.url)}">${escapeHtml(nextWebinar.title)}</a></p>` : ""}
${hasCalendar ? "<p>The attached calendar file adds the sessions still to come to your calendar.</p>" : ""}
<p style="color:#555">Webinar page: <a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
    footer,
  );
  return { subject: headerSafe(allPast && recording ? `Your recording: ${title}` : `You’re registered: ${title}`), text, html };
}
