import type { Migration } from "./migration.ts";

export const leadsAndPrivacyMigrations: Migration[] = [
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
    // The old per-IP counters (`lead:…`) would never be swept by the per-network and per-email limits.
    name: "0002_drop_per_ip_rate_limit_counters",
    async up(db) {
      await db.deleteFrom("rate_limits").where("key", "like", "lead:%").execute();
    },
  },
  {
    name: "0003_outbox_audience",
    async up(db) {
      await db.schema
        .alterTable("outbox")
        .addColumn("audience", "varchar(10)", (c) => c.notNull().defaultTo("sales"))
        .execute();
    },
  },
  {
    name: "0004_outbox_attachments",
    async up(db) {
      await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
    },
  },
  {
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
    // A cookie counts only while its session row is there, so sign-out and erasure end it.
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
    // An erasure's notice and events outlive their leads, so lead_id becomes nullable; SQLite cannot drop NOT NULL in
    // place, so each table is rebuilt and copied (the same portable statements run on PostgreSQL).
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
];
