import { site } from "#app/config/site.ts";
import { escapeHtml, headerSafe } from "./escape.ts";

/**
 * What the visitor asked for, so a closed browser never loses it. The subject is made of the site's own words, never of
 * what the visitor typed; every letter's footer links to the privacy page (and, with marketing consent, to unsubscribe).
 */

export type VisitorMessage = { subject: string; text: string; html: string };

export type MailFooter = {
  privacyUrl: string;
  /** Only for a visitor who agreed to marketing. */
  unsubscribeUrl?: string;
};

const bodyStyle = "font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#111";
export const buttonStyle =
  "display:inline-block;padding:10px 18px;border-radius:999px;background:#5b3df5;color:#fff;text-decoration:none;font-weight:600";
const footerStyle = "margin-top:28px;padding-top:12px;border-top:1px solid #e4e7ef;font-size:12px;line-height:1.5;color:#5b6577";

/** The name made one line, at most 60 characters. */
export const greetingFor = (firstName: string) => (firstName ? `Hi ${headerSafe(firstName, 60)},` : "Hello,");

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

/** `body` is markup whose values are already escaped. */
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

/** It names nothing the visitor typed: whoever asked only typed the address this goes to. */
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
