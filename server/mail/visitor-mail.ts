import { site } from "#app/config/site.ts";
import { escapeHtml, headerSafe } from "./escape.ts";

/**
 * Messages to the visitor themselves (the sales notifications are in
 * server/leads/lead-notification.ts): what they asked for, so a blocked tab or a closed browser never
 * loses it. Plain text first; every value escaped in the HTML part; the
 * subject is made of the site's own words (titles from the content), never of
 * what the visitor typed. Every letter ends with a footer that links to the
 * privacy page, and, for a visitor who agreed to marketing, to the page that
 * stops it.
 *
 * Here: the letter's frame every message shares, and the privacy link. A lead
 * type's own letter is written in its module (server/leads/types/).
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
/** The style of a letter's one call to action (a link drawn as a button). */
export const buttonStyle =
  "display:inline-block;padding:10px 18px;border-radius:999px;background:#5b3df5;color:#fff;text-decoration:none;font-weight:600";
const footerStyle = "margin-top:28px;padding-top:12px;border-top:1px solid #e4e7ef;font-size:12px;line-height:1.5;color:#5b6577";

/** "Hi Ada," (the name made one line, at most 60 characters), or "Hello," without a name. */
export const greetingFor = (firstName: string) => (firstName ? `Hi ${headerSafe(firstName, 60)},` : "Hello,");

/** A plain-text letter: the greeting, the body's lines, the signature, the footer. */
export function textLetter(greeting: string, lines: string[], footer: MailFooter): string {
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
export function htmlLetter(greeting: string, body: string, footer: MailFooter): string {
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
