import { site } from "../../app/config/site.ts";
import { escapeHtml, headerSafe } from "./escape.ts";

/**
 * Messages to the visitor themselves (the sales notifications are in
 * render.ts): what they asked for, so a blocked tab or a closed browser never
 * loses it. Plain text first; every value escaped in the HTML part; the
 * subject is made of the site's own words (titles from the content), never of
 * what the visitor typed. Every letter ends with a footer that links to the
 * privacy page, and, for a visitor who agreed to marketing, to the page that
 * stops it.
 */

export type VisitorMessage = { subject: string; text: string; html: string };

/** Where the footer of a visitor's message points. */
export type MailFooter = {
  /** The privacy self-service page (see, download or delete one's data). */
  privacyUrl: string;
  /** The unsubscribe page for this address; only for a visitor who agreed to marketing. */
  unsubscribeUrl?: string;
};

const bodyStyle = "font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#111";
const buttonStyle =
  "display:inline-block;padding:10px 18px;border-radius:999px;background:#5b3df5;color:#fff;text-decoration:none;font-weight:600";
const footerStyle = "margin-top:28px;padding-top:12px;border-top:1px solid #e4e7ef;font-size:12px;line-height:1.5;color:#5b6577";

const greetingFor = (firstName: string) => (firstName ? `Hi ${headerSafe(firstName, 60)},` : "Hello,");

/** A plain-text letter: the greeting, the body's lines, the signature, the footer. */
function textLetter(greeting: string, lines: string[], footer: MailFooter): string {
  return [
    greeting,
    "",
    ...lines,
    `The ${site.name} team`,
    "",
    "-- ",
    `See, download or delete the data ${site.name} holds about you: ${footer.privacyUrl}`,
    ...(footer.unsubscribeUrl ? [`Stop marketing emails: ${footer.unsubscribeUrl}`] : []),
    "",
  ].join("\n");
}

/** The same letter as HTML; `body` is markup whose values are already escaped. */
function htmlLetter(greeting: string, body: string, footer: MailFooter): string {
  const unsubscribe = footer.unsubscribeUrl
    ? ` &middot; <a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#5b6577">Stop marketing emails</a>`
    : "";
  return `<!doctype html>
<html><body style="${bodyStyle}">
<p>${escapeHtml(greeting)}</p>
${body}
<p>The ${escapeHtml(site.name)} team</p>
<p style="${footerStyle}"><a href="${escapeHtml(footer.privacyUrl)}" style="color:#5b6577">See, download or delete your data</a>${unsubscribe}</p>
</body></html>
`;
}

/** The case study a visitor asked for: its document link and its page. */
export function renderCaseStudyDelivery({
  firstName,
  title,
  documentUrl,
  pageUrl,
  footer,
}: {
  firstName: string;
  title: string;
  documentUrl: string;
  pageUrl: string;
  footer: MailFooter;
}): VisitorMessage {
  const greeting = greetingFor(firstName);
  const text = textLetter(greeting, [
    `Thank you for your interest. Here is the case study you asked for: "${title}".`,
    "",
    `Download it here: ${documentUrl}`,
    "",
    `You can read the story online too: ${pageUrl}`,
    "",
  ], footer);
  const html = htmlLetter(
    greeting,
    `<p>Thank you for your interest. Here is the case study you asked for: <strong>${escapeHtml(title)}</strong>.</p>
<p><a href="${escapeHtml(documentUrl)}" style="${buttonStyle}">Download the case study</a></p>
<p style="color:#555">Or read the story online: <a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
    footer,
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
  footer,
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
  ], footer);
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
    footer,
  );
  return { subject: headerSafe(`You’re registered: ${title}`), text, html };
}

/**
 * The acknowledgement of a contact-form message: it arrived, and when to
 * expect a reply. The message itself is not quoted back: the form takes any
 * address, and a copy of free text sent to it would make the form a way to
 * mail strangers.
 */
export function renderContactAcknowledgement({ firstName, footer }: { firstName: string; footer: MailFooter }): VisitorMessage {
  const greeting = greetingFor(firstName);
  const promise = "We typically reply within 24 business hours (EST).";
  const text = textLetter(
    greeting,
    [`Thank you for contacting ${site.name}. We have received your message and it is with the right team.`, "", promise, "", "If you have anything to add, just reply to this email.", ""],
    footer,
  );
  const html = htmlLetter(
    greeting,
    `<p>Thank you for contacting ${escapeHtml(site.name)}. We have received your message and it is with the right team.</p>
<p><strong>${escapeHtml(promise)}</strong></p>
<p>If you have anything to add, just reply to this email.</p>`,
    footer,
  );
  return { subject: `Thanks for contacting ${site.name}`, text, html };
}

/**
 * The link to the privacy page's manage view, sent to an address we hold
 * data for. It names nothing the visitor typed: whoever asked only typed the
 * address this goes to.
 */
export function renderPrivacyLink({ linkUrl, validMinutes, footer }: { linkUrl: string; validMinutes: number; footer: MailFooter }): VisitorMessage {
  const greeting = "Hello,";
  const intro = `Someone, hopefully you, asked to see or delete the information ${site.name} holds for this email address.`;
  const validity = `The link works once and for ${validMinutes} minutes. If it has expired, ask for a new one on the same page.`;
  const ignore = "If you did not ask for this, ignore this email: nothing changes unless the link is used.";
  const text = textLetter(greeting, [intro, "", "Open your data:", linkUrl, "", validity, "", ignore, ""], footer);
  const html = htmlLetter(
    greeting,
    `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(linkUrl)}" style="${buttonStyle}">Open your data</a></p>
<p style="color:#555">${escapeHtml(validity)}</p>
<p style="color:#555">${escapeHtml(ignore)}</p>`,
    footer,
  );
  return { subject: `Your link to your data at ${site.name}`, text, html };
}
