import { site } from "#app/config/site.ts";
import { isLeadType, leadTypeLabels } from "#app/forms/lead-contract.ts";
import { escapeHtml, headerSafe } from "./escape.ts";

/**
 * An erasure notice names leads by id and type only (the id finds the notification in the inbox); an unsubscribe notice
 * names the address, which the team needs to stop marketing in tools the website does not reach.
 */

export type NoticeLead = { id: string; type: string };

export type ErasureNotice = {
  requestedBy: "visitor" | "operator";
  at: string;
  leads: readonly NoticeLead[];
  messages: number;
  receivers: readonly string[];
};

export type UnsubscribeNotice = {
  source: "one-click" | "link" | "manage";
  at: string;
  email: string;
  leads: readonly NoticeLead[];
  receivers: readonly string[];
};

export type RenderedNotice = { subject: string; text: string; html: string };

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const labelOf = (type: string) => (isLeadType(type) ? leadTypeLabels[type] : type);
const leadLine = (lead: NoticeLead) => `${lead.id} (${labelOf(lead.type)})`;

type Block = string | readonly string[];

function render(subject: string, title: string, blocks: readonly Block[]): RenderedNotice {
  const lines = blocks.flatMap((block) => [...(typeof block === "string" ? [block] : block.map((item) => `- ${item}`)), ""]);
  const text = [title, "", ...lines].join("\n");
  const body = blocks
    .map((block) =>
      typeof block === "string"
        ? `<p>${escapeHtml(block)}</p>`
        : `<ul>\n${block.map((item) => `<li style="font-family:ui-monospace,Menlo,monospace">${escapeHtml(item)}</li>`).join("\n")}\n</ul>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:14px;color:#111">
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
${body}
</body></html>
`;
  return { subject: headerSafe(subject), text, html };
}

export function renderErasureNotice(notice: ErasureNotice): RenderedNotice {
  const who =
    notice.requestedBy === "visitor"
      ? `A person erased their data on the ${site.name} privacy page (${notice.at}).`
      : `An operator erased a person's data with \`leads forget\` (${notice.at}).`;
  const receivers =
    notice.receivers.length > 0
      ? `The connected tools that had been sent these leads were asked to delete them (a signed lead.erased webhook naming the lead ids): ${notice.receivers.join(", ")}.`
      : "No connected tool (webhook) had been sent these leads.";
  return render(`Privacy: a person's data was erased (${plural(notice.leads.length, "lead")})`, "A person's data was erased", [
    who,
    `Deleted from the website's database: ${plural(notice.leads.length, "lead")} and ${plural(notice.messages, "message")} queued or sent for them. The leads:`,
    notice.leads.map(leadLine),
    receivers,
    "Please delete these leads' notifications from this inbox (search for each lead id) and any copy made by hand (a spreadsheet, a CRM record not made by the webhook). The person's address is not repeated here: it was erased.",
  ]);
}

const sourceText: Record<UnsubscribeNotice["source"], string> = {
  "one-click": "one click in an email",
  link: "the unsubscribe page of an email",
  manage: "the privacy page",
};

export function renderUnsubscribeNotice(notice: UnsubscribeNotice): RenderedNotice {
  const receivers =
    notice.receivers.length > 0
      ? `The connected tools that were sent these leads were told (a signed contact.unsubscribed webhook with the address and the lead ids): ${notice.receivers.join(", ")}.`
      : "No connected tool (webhook) was sent these leads.";
  return render(`Privacy: marketing emails stopped for a contact (${plural(notice.leads.length, "lead")})`, "Marketing emails stopped", [
    `${notice.email} withdrew their consent to marketing emails through ${sourceText[notice.source]} (${notice.at}).`,
    `Their ${plural(notice.leads.length, "lead")} here are now stored as not consenting, and so is any form this address sends later:`,
    notice.leads.map(leadLine),
    receivers,
    "Please stop marketing emails to this address in every tool the website does not reach (newsletter lists, sequences, manual follow-ups).",
  ]);
}
