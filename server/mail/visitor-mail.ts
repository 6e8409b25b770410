import { site } from "../../app/config/site.ts";
import { escapeHtml, headerSafe } from "./render.ts";

/**
 * Messages to the visitor themselves (the sales notifications are in
 * render.ts): what they asked for, so a blocked tab or a closed browser never
 * loses it. Plain text first; every value escaped in the HTML part.
 */

type VisitorMessage = { subject: string; text: string; html: string };

const bodyStyle = "font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#111";
const buttonStyle =
  "display:inline-block;padding:10px 18px;border-radius:999px;background:#5b3df5;color:#fff;text-decoration:none;font-weight:600";

const greetingFor = (firstName: string) => (firstName ? `Hi ${headerSafe(firstName, 60)},` : "Hello,");

/** A plain-text letter: the greeting, the body's lines, the signature. */
function textLetter(greeting: string, lines: string[]): string {
  return [greeting, "", ...lines, `The ${site.name} team`, ""].join("\n");
}

/** The same letter as HTML; `body` is markup whose values are already escaped. */
function htmlLetter(greeting: string, body: string): string {
  return `<!doctype html>
<html><body style="${bodyStyle}">
<p>${escapeHtml(greeting)}</p>
${body}
<p>The ${escapeHtml(site.name)} team</p>
</body></html>
`;
}

/** The case study a visitor asked for: its document link and its page. */
export function renderCaseStudyDelivery({
  firstName,
  title,
  documentUrl,
  pageUrl,
}: {
  firstName: string;
  title: string;
  documentUrl: string;
  pageUrl: string;
}): VisitorMessage {
  const greeting = greetingFor(firstName);
  const text = textLetter(greeting, [
    `Thank you for your interest. Here is the case study you asked for: "${title}".`,
    "",
    `Download it here: ${documentUrl}`,
    "",
    `You can read the story online too: ${pageUrl}`,
    "",
  ]);
  const html = htmlLetter(
    greeting,
    `<p>Thank you for your interest. Here is the case study you asked for: <strong>${escapeHtml(title)}</strong>.</p>
<p><a href="${escapeHtml(documentUrl)}" style="${buttonStyle}">Download the case study</a></p>
<p style="color:#555">Or read the story online: <a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
  );
  return { subject: headerSafe(`Your case study: ${title}`), text, html };
}

export type ConfirmationSession = { dateLabel: string; past: boolean };

/**
 * A webinar registration's confirmation: the live sessions with their times
 * (a session already held is marked so), the way in (the Zoom registration
 * to complete, or the meeting link), and a note on the attached calendar
 * file when a session is still to come.
 */
export function renderWebinarConfirmation({
  firstName,
  title,
  sessions,
  time,
  duration,
  zoomRegistrationUrl,
  meeting,
  hasCalendar,
  pageUrl,
}: {
  firstName: string;
  title: string;
  sessions: readonly ConfirmationSession[];
  /** The start time with its zone as the page shows it, e.g. "1:00 PM EST". */
  time: string;
  duration: string;
  /** The Zoom registration page with the registrant's details, when the webinar registers there. */
  zoomRegistrationUrl?: string;
  meeting?: { platform: string; link: string };
  hasCalendar: boolean;
  pageUrl: string;
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
    ? `Thank you for registering for "${title}". The live ${sessions.length > 1 ? "sessions have" : "session has"} taken place; the ${site.name} team will follow up with you.`
    : `Thank you for registering for "${title}". We look forward to seeing you there.`;
  const text = textLetter(greeting, [
    intro,
    "",
    heading,
    ...sessions.map((session) => `- ${sessionLine(session)}`),
    "",
    ...(next && nextLink && !allPast ? [next, nextLink, ""] : []),
    ...(hasCalendar ? ["The attached calendar file adds the sessions still to come to your calendar.", ""] : []),
    `Webinar page: ${pageUrl}`,
    "",
  ]);
  const html = htmlLetter(
    greeting,
    `<p>${escapeHtml(intro)}</p>
<p style="margin-bottom:4px"><strong>${escapeHtml(heading)}</strong></p>
<ul style="margin-top:0">
${sessions.map((session) => `<li>${escapeHtml(sessionLine(session))}</li>`).join("\n")}
</ul>
${next && nextLink && !allPast ? `<p>${escapeHtml(next)}</p>\n<p><a href="${escapeHtml(nextLink)}" style="${buttonStyle}">${zoomRegistrationUrl ? "Complete your Zoom registration" : `Join on ${escapeHtml(meeting?.platform ?? "Zoom")}`}</a></p>` : ""}
${hasCalendar ? "<p>The attached calendar file adds the sessions still to come to your calendar.</p>" : ""}
<p style="color:#555">Webinar page: <a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
  );
  return { subject: headerSafe(`You’re registered: ${title}`), text, html };
}
