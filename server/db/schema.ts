import type { ColumnType } from "kysely";
/**
 * The tables, as Kysely sees them. Portable across SQLite and PostgreSQL:
 * ids are UUID text made by the application, times are ISO-8601 UTC text
 * (fixed width, so text order is time order), flags are 0/1 integers and
 * structured values are JSON text.
 */
export type LeadsTable = {
  id: string;
  /** contact | demo | case-study | webinar | feedback */
  type: string;
  /** Lower-cased and trimmed, for look-ups and `leads forget`; null for demo and feedback. */
  email: string | null;
  /** The validated form fields (JSON), plus the referenced case study or webinar. */
  data: string;
  /** 1 ticked, 0 not ticked, null when the form has no checkbox. */
  consent_given: number | null;
  consent_version: string | null;
  page_url: string | null;
  referrer: string | null;
  /** JSON: UTM parameters and click ids. */
  first_touch: string | null;
  last_touch: string | null;
  user_agent: string | null;
  /** HMAC-SHA256 of the client IP with a secret salt; the raw IP is never stored. */
  ip_hash: string | null;
  /** The sender's visitor id of that day (page_views.visitor): joins the lead to its visit. Null for leads before counting began. */
  visitor: string | null;
  /** Unique per type: a double click or a retry finds the first lead. */
  idempotency_key: string;
  spam: number;
  spam_reason: string | null;
  received_at: string;
  /** Where the sales team is with the lead: new | contacted | qualified | won | lost. */
  status: ColumnType<string, string | undefined, string>;
  /** The console user working the lead; null when no one is (or they were removed). */
  assignee_id: string | null;
  /** When someone in the console last changed the lead; null until then. */
  updated_at: string | null;
  /** Name, address and company, lower-cased: what the console's search matches. Filled when the lead is stored. */
  search_text: ColumnType<string, string | undefined, string>;
};

/** A note the sales team added to a lead: plain text, never edited; it goes with its lead. */
export type LeadNotesTable = {
  id: string;
  lead_id: string;
  /** Null once the author is removed from the team (author_email stays). */
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: string;
};

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

/**
 * Who a queued message is for: the sales inbox (a lead's notification), the
 * visitor who asked for something (a case study), or the sales inbox told of
 * a privacy request (an erasure, a withdrawal of marketing consent).
 */
export type OutboxAudience = "sales" | "visitor" | "privacy" | "team";

export type OutboxTable = {
  id: string;
  /** The lead the message is about; null for an erasure's notice (its leads are gone). */
  lead_id: string | null;
  audience: ColumnType<OutboxAudience, OutboxAudience | undefined, never>;
  status: OutboxStatus;
  /** Comma-separated addresses. */
  recipients: string;
  subject: string;
  /** Cleared once sent (the sales inbox has the message; less personal data at rest). */
  text_body: string | null;
  html_body: string | null;
  /** JSON list of {filename, contentType, content} (text content), or null; cleared with the bodies once sent. */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON object of extra header fields (only names the transport allows, e.g. List-Unsubscribe), or null; cleared once sent. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  reply_to: string | null;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: the claim expires then, so a crashed worker's message is picked up again. */
  lease_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

export type WebhookDeliveryStatus = "pending" | "sending" | "sent" | "failed";

/** The event a webhook delivery carries (its body's `type`). */
export type WebhookEventType = "lead.created" | "lead.erased" | "contact.unsubscribed" | "lead.spam";

/**
 * One event for one webhook endpoint (LEADS_WEBHOOK_URL), delivered by the
 * webhook worker: a lead (queued with it), an erasure of leads the endpoint
 * got, a withdrawal of marketing consent by an address whose leads it got.
 */
export type WebhookDeliveriesTable = {
  id: string;
  /**
   * lead.created: the lead. contact.unsubscribed: the address's newest lead,
   * so the event (it names the address) is deleted if the address is erased.
   * lead.erased: null (its leads are gone).
   */
  lead_id: string | null;
  event: ColumnType<WebhookEventType, WebhookEventType | undefined, never>;
  /** The `webhook-id` header: the same on every attempt of this event to this endpoint. */
  webhook_id: string;
  url: string;
  status: WebhookDeliveryStatus;
  /** The JSON body that is signed and sent; cleared once delivered. */
  payload: string | null;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: the claim expires then, so a crashed worker's delivery is picked up again. */
  lease_until: string | null;
  claimed_by: string | null;
  /** The HTTP status of the last answer; null before one or after a network error or timeout. */
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

export type RateLimitsTable = {
  key: string;
  /** The fixed window's number: floor(epoch seconds / window length). */
  window_start: number;
  hits: number;
};

export type SettingsTable = {
  key: string;
  value: string;
};

/** A withdrawal of marketing consent, keyed by the keyed hash of the lower-cased address (never the address). */
export type PrivacyOptOutsTable = {
  email_hash: string;
  /** How it was withdrawn: `one-click` (List-Unsubscribe-Post), `link` (an email's unsubscribe page), `manage` (the privacy page). */
  source: string;
  created_at: string;
};

/** The audit trail of privacy requests: what was asked and when, for which address hash. */
export type PrivacyRequestsTable = {
  id: string;
  /** link-requested | link-used | viewed | downloaded | deleted | unsubscribed */
  kind: string;
  email_hash: string;
  /** A short outcome (e.g. "link sent", "no data held", "3 leads deleted"); never the address. */
  detail: string | null;
  created_at: string;
};

/** Single-use privacy links already used; kept until the link would have expired anyway. */
export type PrivacyUsedTokensTable = {
  token_id: string;
  expires_at: string;
};

/**
 * The privacy sessions that are live. The session cookie carries the address
 * sealed; a cookie counts only while its row is here and unexpired, so
 * signing out or deleting the data ends the session on the server.
 */
export type PrivacySessionsTable = {
  /** Random; sealed into the cookie with the address. */
  id: string;
  /** The keyed hash of the address (never the address): a deletion ends all of the address's sessions. */
  email_hash: string;
  expires_at: string;
};

/** A member of the sales team who may use the console. Removing a user deletes the row (and its sessions and passkeys). */
export type ConsoleUsersTable = {
  id: string;
  /** Lower-cased and trimmed; unique. */
  email: string;
  /** admin (manages users, reads the audit log) | member (works leads) */
  role: string;
  /** The email of the user or operator who invited them ("cli" from the command line). */
  invited_by: string;
  created_at: string;
  /** When they last signed in; null until their first sign-in. */
  last_sign_in_at: string | null;
};

/**
 * A signed-in console session. The cookie carries a random token; the row is
 * keyed by its SHA-256, so the table alone cannot be replayed as cookies.
 * A session ends when idle too long, at its absolute end, on sign-out, or
 * when its user signs out everywhere or is removed.
 */
export type ConsoleSessionsTable = {
  /** SHA-256 (hex) of the cookie's token. */
  id: string;
  user_id: string;
  /** Random; every console post must carry it. */
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end, whatever the activity. */
  expires_at: string;
};

/** The console's audit log: who signed in, viewed, changed, exported or erased what, and when. */
export type ConsoleAuditTable = {
  id: string;
  at: string;
  /** Null for the command line, a refused sign-in, or a user since removed (actor_email stays). */
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject: string | null;
  detail: string | null;
};

/** One secret salt per UTC day for visitor ids (server/analytics/visitors.server.ts); deleted once its day is over. */
export type AnalyticsSaltsTable = {
  day: string;
  salt: string;
};

/** A visitor's current visit: a visit ends after 30 minutes without a view. Rows go with their day. */
export type AnalyticsVisitsTable = {
  visitor: string;
  visit_id: string;
  entry_path: string;
  last_view_at: string;
};

/** One counted page view. Kept 30 days; daily roll-ups outlive it. */
export type PageViewsTable = {
  id: string;
  at: string;
  /** The visitor's id of that day (a hash; never an address or user agent). */
  visitor: string;
  visit_id: string;
  path: string;
  /** The first page of the visit this view belongs to. */
  entry_path: string;
  /** 1 when this view started its visit (its referrer and campaign are the visit's source). */
  entry: number;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  /** 1 when the address carried an ad click id (its value is not kept). */
  ad_click: number;
  device: string;
};

/**
 * One finished UTC day's traffic figures for a dimension's value (dimension
 * "total", value "", for the day's totals); kept for good, counts only.
 */
export type AnalyticsDailyTable = {
  day: string;
  /** "total" (value "unattributed": leads without a counted visit), a traffic dimension (page, entry, source, campaign, device), "funnel" (value: its step) or "form" (value: the lead type; leads: its submissions). */
  dimension: string;
  value: string;
  visitors: number;
  views: number;
  /** Visits started: views that were their visit's entry. */
  entries: number;
  leads: number;
  /** Counted visitors who sent a lead: a rate's numerator, so never above visitors. */
  converted: ColumnType<number, number | undefined, number>;
};

/**
 * One finished UTC day's field measures of a route, as counts per value
 * (rounded to its measure's step): enough for a 75th percentile over any
 * run of days. A row with path "", measure "day" marks the day as rolled up.
 */
export type AnalyticsVitalsDailyTable = {
  day: string;
  path: string;
  /** "lcp", "inp", "cls", or "day" (the mark). */
  measure: string;
  value: number;
  loads: number;
};

/** One page load as a visitor measured it (field LCP, INP, CLS). Kept 30 days. */
export type WebVitalsTable = {
  id: string;
  at: string;
  path: string;
  device: string;
  lcp_ms: number | null;
  inp_ms: number | null;
  cls: number | null;
};

/** A console user's passkey (a WebAuthn credential); removing the user removes it. */
export type ConsolePasskeysTable = {
  /** The credential id (base64url), as the authenticator names it. */
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for those that keep none); PostgreSQL hands a bigint back as text. */
  counter: ColumnType<number | string, number, number>;
  /** JSON list of transports ("internal", "usb", "hybrid", …), or null. */
  transports: string | null;
  /** The user's name for it ("Work laptop"). */
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/**
 * A WebAuthn challenge the server handed out: spent by the first answer that
 * names it, and worthless after `expires_at`. A registration's challenge is
 * bound to its user; a sign-in's to nobody (the passkey says who).
 */
export type ConsoleChallengesTable = {
  /** The challenge as sent (base64url). */
  challenge: string;
  /** sign-in | register */
  purpose: string;
  user_id: string | null;
  /** The page origin the ceremony was started from; the answer must come from it. */
  origin: string;
  expires_at: string;
};

export type SchemaMigrationsTable = {
  name: string;
  applied_at: string;
};

export type Database = {
  leads: LeadsTable;
  outbox: OutboxTable;
  webhook_deliveries: WebhookDeliveriesTable;
  rate_limits: RateLimitsTable;
  settings: SettingsTable;
  privacy_opt_outs: PrivacyOptOutsTable;
  privacy_requests: PrivacyRequestsTable;
  privacy_used_tokens: PrivacyUsedTokensTable;
  privacy_sessions: PrivacySessionsTable;
  console_users: ConsoleUsersTable;
  console_sessions: ConsoleSessionsTable;
  console_audit: ConsoleAuditTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_visits: AnalyticsVisitsTable;
  page_views: PageViewsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_vitals_daily: AnalyticsVitalsDailyTable;
  web_vitals: WebVitalsTable;
  console_passkeys: ConsolePasskeysTable;
  console_challenges: ConsoleChallengesTable;
  lead_notes: LeadNotesTable;
  schema_migrations: SchemaMigrationsTable;
};
