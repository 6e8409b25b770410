import { sql } from "kysely";
import type { AnyDb, Migration } from "./migration.ts";

export const consoleMigrations: Migration[] = [
  {
    // Several server processes share sessions through this table.
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
    // A used sign-in link is recorded in privacy_used_tokens, the table of spent single-use token ids.
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
    // search_text is lower-cased name, address and company (name and company live in the data JSON).
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
      // A page's keys are found in the index alone.
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
];

/** Frozen copy of server/leads/lead-search.ts: a later change there cannot change this migration. */
function searchTextOf(email: string | null, data: string): string {
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === "object") fields = parsed as Record<string, unknown>;
  } catch {
    // Unreadable data leaves only the address to search.
  }
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return [text(fields.firstName), text(fields.lastName), email ?? text(fields.email), text(fields.companyName)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ")
    .toLowerCase()
    .slice(0, 1000);
}

/** In application code, 1000 at a time: the two engines' JSON functions differ. */
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
      await db.updateTable("leads").set({ search_text: searchTextOf(row.email, row.data) }).where("id", "=", row.id).execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < 1000) return;
    after = last.id;
  }
}

/** PostgreSQL trigram index for the console's substring search; needs pg_trgm, and without it the search scans. */
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


/** The saved views "Mine" and "Unassigned" count by assignee among leads not spam: this index answers both alone. */
export const leadsAssigneeSpamIndex: Migration = {
  name: "0016_leads_assignee_spam",
  async up(db) {
    await db.schema.createIndex("leads_assignee_spam").on("leads").columns(["assignee_id", "spam"]).execute();
  },
};
