/**
 * What the leads console's pages and its server share about working a lead:
 * the statuses a lead moves through, the spam views, and the limits of what
 * a user may type. No server code here (pages and server both import it).
 */
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

/** Which leads the list shows by their spam mark: not spam (the default), spam only, or all. */
export const spamViews = ["no", "only", "all"] as const;
export type SpamView = (typeof spamViews)[number];
export const spamViewLabels: Record<SpamView, string> = { no: "Not spam", only: "Spam only", all: "All" };

/** A page of the list holds this many leads, newest first. */
export const LEADS_PAGE_SIZE = 50;
/** What the console's audit log records, in the order its filter offers them. */
export const auditActions = [
  "signed-in",
  "signed-out",
  "signed-out-everywhere",
  "sign-in-refused",
  "link-sent",
  "passkey-added",
  "passkey-removed",
  "user-invited",
  "user-removed",
  "lead-viewed",
  "lead-changed",
  "note-added",
  "delivery-resent",
  "leads-exported",
  "person-erased",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A page of the audit log holds this many entries, newest first. */
export const AUDIT_PAGE_SIZE = 50;
/** A note is plain text of at most this many characters. */
export const NOTE_MAX_LENGTH = 4000;

/** The list's URL parameters (a GET form fills them, so a view can be shared and bookmarked). */
export const leadFilterParams = ["q", "type", "status", "assignee", "from", "to", "source", "medium", "campaign", "referrer", "spam"] as const;
export type LeadFilterParam = (typeof leadFilterParams)[number];
