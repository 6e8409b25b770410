// Shared by the leads console's pages and server: statuses, spam views, input limits. No server code here.
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

/** Newest first. */
export const LEADS_PAGE_SIZE = 50;
/** In the order the audit filter offers them. */
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
  "content-saved",
  "content-created",
  "content-published",
  "content-unpublished",
  "content-restored",
  "content-scheduled",
  "content-schedule-cancelled",
  "content-imported",
  "media-uploaded",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Newest first. */
export const AUDIT_PAGE_SIZE = 50;
/** Characters of plain text. */
export const NOTE_MAX_LENGTH = 4000;

/** Filled by a GET form, so a view can be shared and bookmarked. */
export const leadFilterParams = ["q", "type", "status", "assignee", "from", "to", "source", "medium", "campaign", "referrer", "spam"] as const;
export type LeadFilterParam = (typeof leadFilterParams)[number];

/** The list's saved views: each a filter in the URL, so a view is a link (its count beside it). */
export const savedViews = ["week", "mine", "unassigned"] as const;
export type SavedView = (typeof savedViews)[number];
export const savedViewLabels: Record<SavedView, string> = { week: "New this week", mine: "Mine", unassigned: "Unassigned" };

/** A view's parameters; "this week" is the last seven UTC days, today included. */
export function savedViewParams(view: SavedView, now = Date.now()): Record<string, string> {
  if (view === "week") return { from: new Date(now - 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10) };
  return { assignee: view === "mine" ? "me" : "unassigned" };
}
