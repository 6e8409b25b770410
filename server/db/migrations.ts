import { type Kysely, sql } from "kysely";
import { leadSearchText } from "../leads/lead-search.ts";
import type { Dialect } from "./database.server.ts";

/**
 * The one schema, as an ordered list of migrations applied at start-up.
 * Append new entries; never edit an applied one. Every statement is portable
 * (Kysely's schema builder, types both engines know).
 *
 * Kysely's own Migrator is not used: on PostgreSQL it looks for its tables in
 * every schema, which breaks when several copies of the schema share one
 * database (the test suites do).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

export type Migration = { name: string; up: (db: AnyDb, dialect: Dialect) => Promise<void> };

export const migrations: Migration[] = [
  {
    name: "0001_leads_outbox",
    async up(db) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("type", "varchar(20)", (c) => c.notNull())
        .addColumn("email", "varchar(254)")
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("consent_given", "integer")
        .addColumn("consent_version", "varchar(40)")
        .addColumn("page_url", "text")
        .addColumn("referrer", "text")
        .addColumn("first_touch", "text")
        .addColumn("last_touch", "text")
        .addColumn("user_agent", "text")
        .addColumn("ip_hash", "varchar(64)")
        .addColumn("idempotency_key", "varchar(100)", (c) => c.notNull())
        .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("spam_reason", "varchar(100)")
        .addColumn("received_at", "varchar(30)", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("leads_type_idempotency_key")
        .unique()
        .on("leads")
        .columns(["type", "idempotency_key"])
        .execute();
      await db.schema.createIndex("leads_email").on("leads").column("email").execute();
      await db.schema.createIndex("leads_received_at").on("leads").column("received_at").execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("lead_id", "varchar(36)", (c) =>
          c.notNull().references("leads.id").onDelete("cascade"),
        )
        .addColumn("status", "varchar(10)", (c) => c.notNull())
        .addColumn("recipients", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text")
        .addColumn("html_body", "text")
        .addColumn("reply_to", "varchar(254)")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
        .addColumn("lease_until", "varchar(30)")
        .addColumn("claimed_by", "varchar(100)")
        .addColumn("last_error", "text")
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("sent_at", "varchar(30)")
        .execute();
      await db.schema
        .createIndex("outbox_status_next_attempt")
        .on("outbox")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("outbox_lead_id").on("outbox").column("lead_id").execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "varchar(100)", (c) => c.primaryKey())
        .addColumn("window_start", "integer", (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("settings")
        .addColumn("key", "varchar(100)", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  {
    // The single per-IP limit (keys `lead:…`) gave way to per-network and
    // per-email limits under their own prefixes, each sweeping only its own
    // rows: the old counters would never be swept.
    name: "0002_drop_per_ip_rate_limit_counters",
    async up(db) {
      await db.deleteFrom("rate_limits").where("key", "like", "lead:%").execute();
    },
  },
  {
    // A lead may queue a second message, to the visitor (the case study they
    // asked for); `audience` tells it from the sales notification.
    name: "0003_outbox_audience",
    async up(db) {
      await db.schema
        .alterTable("outbox")
        .addColumn("audience", "varchar(10)", (c) => c.notNull().defaultTo("sales"))
        .execute();
    },
  },
  {
    // A visitor's message may carry files (a webinar's calendar entries).
    name: "0004_outbox_attachments",
    async up(db) {
      await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
    },
  },
  {
    // Every non-spam lead is also POSTed to each LEADS_WEBHOOK_URL: one row per
    // lead and endpoint, claimed and retried like the mail outbox.
    name: "0005_webhook_deliveries",
    async up(db) {
      await db.schema
        .createTable("webhook_deliveries")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("lead_id", "varchar(36)", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("webhook_id", "varchar(100)", (c) => c.notNull().unique())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("status", "varchar(10)", (c) => c.notNull())
        .addColumn("payload", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
        .addColumn("lease_until", "varchar(30)")
        .addColumn("claimed_by", "varchar(100)")
        .addColumn("last_status", "integer")
        .addColumn("last_error", "text")
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("sent_at", "varchar(30)")
        .execute();
      await db.schema
        .createIndex("webhook_deliveries_status_next_attempt")
        .on("webhook_deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("webhook_deliveries_lead_id").on("webhook_deliveries").column("lead_id").execute();
    },
  },
  {
    // Privacy self-service: extra mail headers (List-Unsubscribe) on queued
    // messages, marketing opt-outs and the request audit keyed by an address
    // hash, and the single-use links already spent.
    name: "0006_privacy_requests",
    async up(db) {
      await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
      await db.schema
        .createTable("privacy_opt_outs")
        .addColumn("email_hash", "varchar(64)", (c) => c.primaryKey())
        .addColumn("source", "varchar(20)", (c) => c.notNull())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("privacy_requests")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("kind", "varchar(20)", (c) => c.notNull())
        .addColumn("email_hash", "varchar(64)", (c) => c.notNull())
        .addColumn("detail", "varchar(200)")
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("privacy_requests_created_at").on("privacy_requests").column("created_at").execute();
      await db.schema.createIndex("privacy_requests_email_hash").on("privacy_requests").column("email_hash").execute();
      await db.schema
        .createTable("privacy_used_tokens")
        .addColumn("token_id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
        .execute();
    },
  },
  {
    // A privacy session ends when its holder signs out or deletes their data,
    // not only when its cookie expires: each session is a row, and a cookie
    // counts only while its row is there.
    name: "0007_privacy_sessions",
    async up(db) {
      await db.schema
        .createTable("privacy_sessions")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("email_hash", "varchar(64)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("privacy_sessions_email_hash").on("privacy_sessions").column("email_hash").execute();
    },
  },
  {
    // An erasure or a withdrawal of marketing consent reaches the copies
    // outside the database: a notice to the sales inbox (outbox) and an event
    // to each webhook endpoint that got the leads. An erasure's notice and
    // events outlive their leads, so lead_id may be null in both tables (the
    // foreign key still deletes a lead's own rows with it); a webhook row
    // says which event it carries. SQLite cannot drop NOT NULL in place, so
    // each table is rebuilt and copied (the same portable statements run on
    // PostgreSQL).
    name: "0008_privacy_notices_and_events",
    async up(db) {
      const outboxColumns = [
        "id", "lead_id", "audience", "status", "recipients", "subject", "text_body", "html_body", "attachments", "headers",
        "reply_to", "attempts", "next_attempt_at", "lease_until", "claimed_by", "last_error", "created_at", "sent_at",
      ];
      await db.schema
        .createTable("outbox_new")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("lead_id", "varchar(36)", (c) => c.references("leads.id").onDelete("cascade"))
        .addColumn("audience", "varchar(10)", (c) => c.notNull().defaultTo("sales"))
        .addColumn("status", "varchar(10)", (c) => c.notNull())
        .addColumn("recipients", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text")
        .addColumn("html_body", "text")
        .addColumn("attachments", "text")
        .addColumn("headers", "text")
        .addColumn("reply_to", "varchar(254)")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
        .addColumn("lease_until", "varchar(30)")
        .addColumn("claimed_by", "varchar(100)")
        .addColumn("last_error", "text")
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("sent_at", "varchar(30)")
        .execute();
      await db.insertInto("outbox_new").columns(outboxColumns).expression(db.selectFrom("outbox").select(outboxColumns)).execute();
      await db.schema.dropTable("outbox").execute();
      await db.schema.alterTable("outbox_new").renameTo("outbox").execute();
      await db.schema.createIndex("outbox_status_next_attempt").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_lead_id").on("outbox").column("lead_id").execute();

      const webhookColumns = [
        "id", "lead_id", "webhook_id", "url", "status", "payload", "attempts", "next_attempt_at",
        "lease_until", "claimed_by", "last_status", "last_error", "created_at", "sent_at",
      ];
      await db.schema
        .createTable("webhook_deliveries_new")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("lead_id", "varchar(36)", (c) => c.references("leads.id").onDelete("cascade"))
        .addColumn("event", "varchar(30)", (c) => c.notNull().defaultTo("lead.created"))
        .addColumn("webhook_id", "varchar(100)", (c) => c.notNull().unique())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("status", "varchar(10)", (c) => c.notNull())
        .addColumn("payload", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
        .addColumn("lease_until", "varchar(30)")
        .addColumn("claimed_by", "varchar(100)")
        .addColumn("last_status", "integer")
        .addColumn("last_error", "text")
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("sent_at", "varchar(30)")
        .execute();
      await db
        .insertInto("webhook_deliveries_new")
        .columns(webhookColumns)
        .expression(db.selectFrom("webhook_deliveries").select(webhookColumns))
        .execute();
      await db.schema.dropTable("webhook_deliveries").execute();
      await db.schema.alterTable("webhook_deliveries_new").renameTo("webhook_deliveries").execute();
      await db.schema
        .createIndex("webhook_deliveries_status_next_attempt")
        .on("webhook_deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("webhook_deliveries_lead_id").on("webhook_deliveries").column("lead_id").execute();
    },
  },
  {
    // The leads console's team and their server-side sessions. Several server
    // processes share sessions through this table.
    name: "0009_console_team",
    async up(db) {
      await db.schema
        .createTable("console_users")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
        .addColumn("role", "varchar(10)", (c) => c.notNull())
        .addColumn("invited_by", "varchar(254)", (c) => c.notNull())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("last_sign_in_at", "varchar(30)")
        .execute();
      await db.schema
        .createTable("console_sessions")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("console_users.id").onDelete("cascade"))
        .addColumn("csrf_token", "varchar(64)", (c) => c.notNull())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("last_seen_at", "varchar(30)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("console_sessions_user_id").on("console_sessions").column("user_id").execute();
      await db.schema
        .createTable("console_audit")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("at", "varchar(30)", (c) => c.notNull())
        .addColumn("actor_id", "varchar(36)")
        .addColumn("actor_email", "varchar(254)", (c) => c.notNull())
        .addColumn("action", "varchar(40)", (c) => c.notNull())
        .addColumn("subject", "varchar(300)")
        .addColumn("detail", "text")
        .execute();
      await db.schema.createIndex("console_audit_at").on("console_audit").columns(["at", "id"]).execute();
    },
  },
  {
    // Console sign-in: each user's passkeys, and the WebAuthn challenges the
    // server handed out (single use, short-lived). Sign-in links are sealed
    // tokens; a used one is recorded in privacy_used_tokens, the table of
    // spent single-use token ids.
    name: "0010_console_sign_in",
    async up(db) {
      await db.schema
        .createTable("console_passkeys")
        .addColumn("id", "varchar(1400)", (c) => c.primaryKey())
        .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("console_users.id").onDelete("cascade"))
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text")
        .addColumn("name", "varchar(100)", (c) => c.notNull())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("last_used_at", "varchar(30)")
        .execute();
      await db.schema.createIndex("console_passkeys_user_id").on("console_passkeys").column("user_id").execute();
      await db.schema
        .createTable("console_challenges")
        .addColumn("challenge", "varchar(100)", (c) => c.primaryKey())
        .addColumn("purpose", "varchar(20)", (c) => c.notNull())
        .addColumn("user_id", "varchar(36)", (c) => c.references("console_users.id").onDelete("cascade"))
        .addColumn("origin", "varchar(300)", (c) => c.notNull())
        .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("console_challenges_expires_at").on("console_challenges").column("expires_at").execute();
    },
  },
  {
    // The sales team's work on a lead in the console: its status, assignee and
    // notes, a lower-cased search text (name, address, company: name and
    // company live in the data JSON), and the indexes the console's list and
    // filters read (newest first, keyset on received_at and id).
    name: "0011_console_lead_work",
    async up(db, dialect) {
      await db.schema.alterTable("leads").addColumn("status", "varchar(12)", (c) => c.notNull().defaultTo("new")).execute();
      await db.schema
        .alterTable("leads")
        .addColumn("assignee_id", "varchar(36)", (c) => c.references("console_users.id").onDelete("set null"))
        .execute();
      await db.schema.alterTable("leads").addColumn("updated_at", "varchar(30)").execute();
      await db.schema.alterTable("leads").addColumn("search_text", "text", (c) => c.notNull().defaultTo("")).execute();
      await backfillSearchText(db);
      // The list's order with what its common filters and the search read: a page's keys are found in the index alone.
      await db.schema
        .createIndex("leads_received_at_id")
        .on("leads")
        .columns(["received_at", "id", "spam", "type", "status", "assignee_id", "search_text"])
        .execute();
      await db.schema.createIndex("leads_status_received_at").on("leads").columns(["status", "received_at", "id"]).execute();
      await db.schema.createIndex("leads_assignee_received_at").on("leads").columns(["assignee_id", "received_at", "id"]).execute();
      await db.schema.createIndex("leads_type_received_at").on("leads").columns(["type", "received_at", "id"]).execute();
      await db.schema.createIndex("console_audit_actor_at").on("console_audit").columns(["actor_id", "at", "id"]).execute();
      await db.schema.createIndex("console_audit_action_at").on("console_audit").columns(["action", "at", "id"]).execute();
      await db.schema
        .createTable("lead_notes")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("lead_id", "varchar(36)", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("author_id", "varchar(36)", (c) => c.references("console_users.id").onDelete("set null"))
        .addColumn("author_email", "varchar(254)", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_notes_lead_id_created_at").on("lead_notes").columns(["lead_id", "created_at"]).execute();
      if (dialect === "postgres") await indexSearchTextByTrigrams(db);
    },
  },
  {
    // First-party, cookieless counting: page views, the visit each belongs
    // to, and the daily salts visitor ids are made with.
    name: "0012_analytics",
    async up(db) {
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "varchar(10)", (c) => c.primaryKey())
        .addColumn("salt", "varchar(64)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("analytics_visits")
        .addColumn("visitor", "varchar(32)", (c) => c.primaryKey())
        .addColumn("visit_id", "varchar(36)", (c) => c.notNull())
        .addColumn("entry_path", "varchar(300)", (c) => c.notNull())
        .addColumn("last_view_at", "varchar(30)", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("page_views")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("at", "varchar(30)", (c) => c.notNull())
        .addColumn("visitor", "varchar(32)", (c) => c.notNull())
        .addColumn("visit_id", "varchar(36)", (c) => c.notNull())
        .addColumn("path", "varchar(300)", (c) => c.notNull())
        .addColumn("entry_path", "varchar(300)", (c) => c.notNull())
        .addColumn("entry", "integer", (c) => c.notNull())
        .addColumn("referrer_host", "varchar(100)")
        .addColumn("utm_source", "varchar(100)")
        .addColumn("utm_medium", "varchar(100)")
        .addColumn("utm_campaign", "varchar(100)")
        .addColumn("utm_content", "varchar(100)")
        .addColumn("utm_term", "varchar(100)")
        .addColumn("ad_click", "integer", (c) => c.notNull())
        .addColumn("device", "varchar(10)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("page_views_at").on("page_views").column("at").execute();
      await db.schema.createIndex("page_views_visitor").on("page_views").columns(["visitor", "at"]).execute();
      await db.schema
        .createTable("web_vitals")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("at", "varchar(30)", (c) => c.notNull())
        .addColumn("path", "varchar(300)", (c) => c.notNull())
        .addColumn("device", "varchar(10)", (c) => c.notNull())
        .addColumn("lcp_ms", "integer")
        .addColumn("inp_ms", "integer")
        .addColumn("cls", "real")
        .execute();
      await db.schema.createIndex("web_vitals_at").on("web_vitals").columns(["at", "path"]).execute();
      await db.schema.alterTable("leads").addColumn("visitor", "varchar(32)").execute();
      await db.schema.createIndex("leads_visitor").on("leads").column("visitor").execute();
    },
  },
  {
    // Each finished day's traffic figures, in total and per dimension's
    // value, kept after the day's raw views are swept.
    name: "0013_analytics_rollups",
    async up(db) {
      await db.schema
        .createTable("analytics_daily")
        .addColumn("day", "varchar(10)", (c) => c.notNull())
        .addColumn("dimension", "varchar(20)", (c) => c.notNull())
        .addColumn("value", "varchar(300)", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addColumn("entries", "integer", (c) => c.notNull())
        .addColumn("leads", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_daily_pkey", ["dimension", "day", "value"])
        .execute();
    },
  },
];

/**
 * Fills leads.search_text for the leads stored before it existed, 1000 at a
 * time in id order (the text is made in application code: the two engines'
 * JSON functions differ).
 */
async function backfillSearchText(db: AnyDb): Promise<void> {
  let after = "";
  for (;;) {
    const rows: { id: string; email: string | null; data: string }[] = await db
      .selectFrom("leads")
      .select(["id", "email", "data"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    for (const row of rows) {
      await db.updateTable("leads").set({ search_text: leadSearchText(row.email, row.data) }).where("id", "=", row.id).execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < 1000) return;
    after = last.id;
  }
}

/**
 * On PostgreSQL, a trigram index lets the console's search (a substring
 * LIKE) find a few leads among many without reading them all. It needs the
 * pg_trgm extension (shipped with PostgreSQL, trusted since 13: a role that
 * may create in the database may install it, in schema public). Where it is
 * not available or not allowed, the search works the same, by a scan.
 */
async function indexSearchTextByTrigrams(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ installed: boolean; available: boolean; allowed: boolean }>`
    select
      exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      has_database_privilege(current_database(), 'CREATE') and has_schema_privilege('public', 'CREATE') as allowed`.execute(db);
  const state = rows[0];
  if (!state || (!state.installed && !(state.available && state.allowed))) return;
  if (!state.installed) await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const schema = (await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]?.schema;
  if (!schema) return;
  await sql`create index leads_search_text_trgm on leads using gin (search_text ${sql.raw(`${schema}.gin_trgm_ops`)})`.execute(db);
}

/** An arbitrary constant: the advisory lock that serializes start-up migrations on PostgreSQL. */
const PG_MIGRATION_LOCK = 7_246_190_311;

/**
 * Applies the pending migrations in one transaction. On PostgreSQL two
 * instances starting together wait on an advisory lock; on SQLite the
 * transaction's write lock (BEGIN IMMEDIATE) does the same.
 */
export async function migrateToLatest(db: AnyDb, dialect: Dialect): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(${PG_MIGRATION_LOCK})`.execute(trx);
    }
    await trx.schema
      .createTable("schema_migrations")
      .ifNotExists()
      .addColumn("name", "varchar(200)", (c) => c.primaryKey())
      .addColumn("applied_at", "varchar(30)", (c) => c.notNull())
      .execute();
    const applied = new Set(
      (await trx.selectFrom("schema_migrations").select("name").execute()).map(
        (row: { name: string }) => row.name,
      ),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await migration.up(trx, dialect);
      await trx
        .insertInto("schema_migrations")
        .values({ name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      done.push(migration.name);
    }
    return done;
  });
}
