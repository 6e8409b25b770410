import type { ColumnType } from "kysely";
/** Portable across SQLite and PostgreSQL: app-made UUID text ids, ISO-8601 UTC text times (fixed width, so text order
 * is time order), 0/1 flags, JSON text for structured values. */
export type LeadsTable = {
  id: string;
  type: string;
  /** Lower-cased and trimmed; null for demo and feedback. */
  email: string | null;
  data: string;
  /** Null when the form has no checkbox. */
  consent_given: number | null;
  consent_version: string | null;
  page_url: string | null;
  referrer: string | null;
  first_touch: string | null;
  last_touch: string | null;
  user_agent: string | null;
  /** HMAC-SHA256 of the client IP with a secret salt; the raw IP is never stored. */
  ip_hash: string | null;
  /** That day's page_views.visitor: joins the lead to its visit. */
  visitor: string | null;
  /** Unique per type: a double click or a retry finds the first lead. */
  idempotency_key: string;
  spam: number;
  spam_reason: string | null;
  received_at: string;
  status: ColumnType<string, string | undefined, string>;
  assignee_id: string | null;
  updated_at: string | null;
  /** Lower-cased name, address and company: what the console's search matches. */
  search_text: ColumnType<string, string | undefined, string>;
};

/** Plain text, never edited; it goes with its lead. */
export type LeadNotesTable = {
  id: string;
  lead_id: string;
  /** Null once the author is removed (author_email stays). */
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: string;
};

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export type OutboxAudience = "sales" | "visitor" | "privacy" | "team";

export type OutboxTable = {
  id: string;
  /** Null for an erasure's notice (its leads are gone). */
  lead_id: string | null;
  audience: ColumnType<OutboxAudience, OutboxAudience | undefined, never>;
  status: OutboxStatus;
  recipients: string;
  subject: string;
  /** Cleared once sent: less personal data at rest. */
  text_body: string | null;
  html_body: string | null;
  /** JSON list of {filename, contentType, content}; cleared once sent. */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON header fields the transport allows (e.g. List-Unsubscribe); cleared once sent. */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  reply_to: string | null;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: when the claim expires, so a crashed worker's message is picked up again. */
  lease_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

export type WebhookDeliveryStatus = "pending" | "sending" | "sent" | "failed";

export type WebhookEventType = "lead.created" | "lead.erased" | "contact.unsubscribed" | "lead.spam";

export type WebhookDeliveriesTable = {
  id: string;
  /** contact.unsubscribed: the address's newest lead, so the event (it names the address) goes if the address is erased. */
  lead_id: string | null;
  event: ColumnType<WebhookEventType, WebhookEventType | undefined, never>;
  /** The same on every attempt of this event to this endpoint. */
  webhook_id: string;
  url: string;
  status: WebhookDeliveryStatus;
  /** Cleared once delivered. */
  payload: string | null;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: when the claim expires, so a crashed worker's delivery is picked up again. */
  lease_until: string | null;
  claimed_by: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

export type RateLimitsTable = {
  key: string;
  /** floor(epoch seconds / window length). */
  window_start: number;
  hits: number;
};

export type SettingsTable = {
  key: string;
  value: string;
};

/** Keyed by the keyed hash of the lower-cased address, never the address. */
export type PrivacyOptOutsTable = {
  email_hash: string;
  source: string;
  created_at: string;
};

/** The audit trail of privacy requests, per address hash. */
export type PrivacyRequestsTable = {
  id: string;
  kind: string;
  email_hash: string;
  /** A short outcome ("3 leads deleted"); never the address. */
  detail: string | null;
  created_at: string;
};

/** Kept until the link would have expired anyway. */
export type PrivacyUsedTokensTable = {
  token_id: string;
  expires_at: string;
};

/** A session cookie counts only while its row is here and unexpired, so sign-out or erasure ends it on the server. */
export type PrivacySessionsTable = {
  id: string;
  /** Keyed hash of the address, never the address: a deletion ends all of its sessions. */
  email_hash: string;
  expires_at: string;
};

/** Removing a user deletes the row and its sessions and passkeys. */
export type ConsoleUsersTable = {
  id: string;
  email: string;
  /** admin (manages users, reads the audit log) | member (works leads) */
  role: string;
  invited_by: string;
  created_at: string;
  last_sign_in_at: string | null;
};

/** Keyed by the SHA-256 of the cookie's random token, so the table alone cannot be replayed as cookies. */
export type ConsoleSessionsTable = {
  id: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end, whatever the activity. */
  expires_at: string;
};

export type ConsoleAuditTable = {
  id: string;
  at: string;
  /** Null for the command line, a refused sign-in, or a removed user (actor_email stays). */
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject: string | null;
  detail: string | null;
};

/** One secret salt per UTC day for visitor ids; deleted once its day is over. */
export type AnalyticsSaltsTable = {
  day: string;
  salt: string;
};

/** A visit ends after 30 minutes without a view. */
export type AnalyticsVisitsTable = {
  visitor: string;
  visit_id: string;
  entry_path: string;
  last_view_at: string;
};

/** Kept 30 days; daily roll-ups outlive it. */
export type PageViewsTable = {
  id: string;
  at: string;
  /** A hash; never an address or user agent. */
  visitor: string;
  visit_id: string;
  path: string;
  entry_path: string;
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

/** One finished UTC day's counts for a dimension's value; kept for good, counts only. */
export type AnalyticsDailyTable = {
  day: string;
  /** "total" (value "unattributed": leads without a counted visit), a traffic dimension, "funnel" or "form". */
  dimension: string;
  value: string;
  visitors: number;
  views: number;
  entries: number;
  leads: number;
  /** A rate's numerator, so never above visitors. */
  converted: ColumnType<number, number | undefined, number>;
};

/** Counts per rounded value, enough for a p75 over any run of days; path "", measure "day" marks the day rolled up. */
export type AnalyticsVitalsDailyTable = {
  day: string;
  path: string;
  measure: string;
  value: number;
  loads: number;
};

/** Kept 30 days. */
export type WebVitalsTable = {
  id: string;
  at: string;
  path: string;
  device: string;
  lcp_ms: number | null;
  inp_ms: number | null;
  cls: number | null;
};

export type ConsolePasskeysTable = {
  id: string;
  user_id: string;
  public_key: string;
  /** 0 for authenticators that keep none; PostgreSQL hands a bigint back as text. */
  counter: ColumnType<number | string, number, number>;
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/** Spent by the first answer that names it; a sign-in's challenge is bound to nobody (the passkey says who). */
export type ConsoleChallengesTable = {
  challenge: string;
  purpose: string;
  user_id: string | null;
  /** The answer must come from the origin the ceremony started from. */
  origin: string;
  expires_at: string;
};

export type SchemaMigrationsTable = {
  name: string;
  applied_at: string;
};

/** One piece of the site's content: JSON text, validated by its type's schema before it is saved or published. */
export type ContentEntriesTable = {
  type: string;
  key: string;
  /** Order within its type: a collection's list order on the site. */
  position: number;
  draft: string;
  /** Rises with every save: a save names the version it started from, and a stale one is refused. */
  draft_version: number;
  draft_saved_at: string;
  draft_saved_by: string;
  /** Null while never published or once unpublished. */
  published: string | null;
  /** The draft version it was published from. */
  published_version: number | null;
  published_at: string | null;
  published_by: string | null;
  /** content_state.revision when its published copy last changed (0 for the repository's seed). */
  revision: number;
};

export type ContentStateTable = { id: number; revision: number };

/** What changed an entry's published copy: the first start's seed, a publish, an unpublish, a restore, or `content import`. */
export type ContentVersionAction = "seed" | "publish" | "unpublish" | "restore" | "import";

/** One published copy of an entry, kept for good: the entry's history is these rows in `version` order. */
export type ContentVersionsTable = {
  type: string;
  key: string;
  /** 1, 2, 3… per entry. */
  version: number;
  action: ContentVersionAction;
  /** The published copy as JSON; null when this version took the entry off the site. */
  data: string | null;
  /** The draft version it was published from. */
  draft_version: number | null;
  /** The version a restore brought back. */
  restored_from: number | null;
  published_at: string;
  published_by: string;
  /** content_state.revision it was published at (0 for the repository's seed). */
  revision: number;
};

export type ContentScheduleAction = "publish" | "unpublish";

/** A publish or unpublish set for a time; the durable queue's columns carry it out (`next_attempt_at` starts at `run_at`). */
export type ContentSchedulesTable = {
  id: string;
  type: string;
  key: string;
  action: ContentScheduleAction;
  /** The instant chosen, ISO UTC. */
  run_at: string;
  /** The zone it was chosen in: the console shows it there. */
  time_zone: string;
  /** A publish: the draft version it publishes, and that draft as it was when scheduled (cleared once carried out). */
  draft_version: number | null;
  data: string | null;
  /** "last-session-ends": set from a webinar's sessions, replaced when set again. */
  rule: string | null;
  /** Whose name the change is made in. */
  created_by_id: string | null;
  created_by: string;
  created_at: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string;
  lease_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: string | null;
};

/** An uploaded picture: what it shows (alt text), where its subject is, and its own size; its files are media_files rows. */
export type MediaTable = {
  /** 20 hex digits of the SHA-256 of the uploaded bytes. */
  id: string;
  kind: "raster" | "svg";
  /** What the bytes were: png, jpeg, webp, avif or svg. */
  source_format: string;
  /** The uploaded file's name, for the library's label. */
  name: string;
  alt: string;
  /** 0..1 from the left and from the top. */
  focus_x: number;
  focus_y: number;
  width: number;
  height: number;
  /** The uploaded file's size. */
  bytes: number;
  uploaded_at: string;
  uploaded_by: string;
};

/** One file made from an upload, served at its `path` (/media/<id>-<width>.<format>, or /media/<id>.svg). */
export type MediaFilesTable = {
  path: string;
  media_id: string;
  format: "avif" | "webp" | "svg";
  width: number;
  height: number;
  data: Uint8Array;
};

/**
 * A public page rendered once for every process of one build and origin (`edition`) at a content revision; `state` is
 * "rendering" while the claimant works (`claimed_at` is its lease), "done" with the bytes or "failed".
 */
export type RenderedPagesTable = {
  edition: string;
  path: string;
  revision: number;
  claimed_at: string;
  claimed_by: string;
  state: "rendering" | "done" | "failed";
  /** The render's HTTP status; bytes only with 200. */
  status: number | null;
  etag: string | null;
  csp: string | null;
  identity: Uint8Array | null;
  br: Uint8Array | null;
  gzip: Uint8Array | null;
};

export type Database = {
  rendered_pages: RenderedPagesTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  content_entries: ContentEntriesTable;
  content_state: ContentStateTable;
  content_versions: ContentVersionsTable;
  content_schedules: ContentSchedulesTable;
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
