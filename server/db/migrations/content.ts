import type { Migration } from "./migration.ts";

/**
 * The site's content, one row per entry: the draft editors save and the published copy the public pages show, as JSON.
 * `content_state` holds one number that rises with every publish or unpublish: each server process watches it.
 * `content_versions` keeps every published copy: one row per publish, unpublish, restore or import, never changed afterwards.
 * `media` holds each uploaded picture's description, `media_files` the files made from it at upload (bytes in the database, so
 * every machine serves the same files and a backup holds them).
 * `rendered_pages` holds a public page rendered and compressed once for a build, an origin and a content revision: the first
 * process to claim it renders it, the others read its bytes (server/content/shared-renders.server.ts).
 */
export const contentMigrations: Migration[] = [
  {
    name: "0017_content",
    async up(db) {
      await db.schema
        .createTable("content_entries")
        .addColumn("type", "varchar(40)", (c) => c.notNull())
        .addColumn("key", "varchar(120)", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("draft", "text", (c) => c.notNull())
        .addColumn("draft_version", "integer", (c) => c.notNull())
        .addColumn("draft_saved_at", "varchar(30)", (c) => c.notNull())
        .addColumn("draft_saved_by", "varchar(254)", (c) => c.notNull())
        .addColumn("published", "text")
        .addColumn("published_version", "integer")
        .addColumn("published_at", "varchar(30)")
        .addColumn("published_by", "varchar(254)")
        .addColumn("revision", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("content_entries_pk", ["type", "key"])
        .execute();
      await db.schema.createIndex("content_entries_revision").on("content_entries").column("revision").execute();
      await db.schema
        .createTable("content_state")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("revision", "integer", (c) => c.notNull())
        .execute();
      await db.insertInto("content_state").values({ id: 1, revision: 0 }).execute();
    },
  },
  {
    name: "0018_content_versions",
    async up(db) {
      await db.schema
        .createTable("content_versions")
        .addColumn("type", "varchar(40)", (c) => c.notNull())
        .addColumn("key", "varchar(120)", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("action", "varchar(20)", (c) => c.notNull())
        .addColumn("data", "text")
        .addColumn("draft_version", "integer")
        .addColumn("restored_from", "integer")
        .addColumn("published_at", "varchar(30)", (c) => c.notNull())
        .addColumn("published_by", "varchar(254)", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("content_versions_pk", ["type", "key", "version"])
        .execute();
      // What is published today is each entry's first known version: earlier publishes left no copy.
      await db
        .insertInto("content_versions")
        .columns(["type", "key", "version", "action", "data", "draft_version", "published_at", "published_by", "revision"])
        .expression((eb) =>
          eb
            .selectFrom("content_entries")
            .select((inner) => [
              "type",
              "key",
              inner.lit(1).as("version"),
              inner
                .case()
                .when("published", "is", null)
                .then(inner.val("unpublish"))
                .when("published_by", "=", "repository")
                .then(inner.val("seed"))
                .else(inner.val("publish"))
                .end()
                .as("action"),
              "published",
              "published_version",
              "published_at",
              "published_by",
              "revision",
            ])
            .where("published_version", "is not", null)
            .where("published_at", "is not", null)
            .where("published_by", "is not", null),
        )
        .execute();
    },
  },
  {
    // A publish or unpublish set for a time, carried out by the durable queue (server/queue/): the queue's columns, the
    // entry it changes, and for a publish the draft as it was when scheduled.
    name: "0019_content_schedules",
    async up(db) {
      await db.schema
        .createTable("content_schedules")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("type", "varchar(40)", (c) => c.notNull())
        .addColumn("key", "varchar(120)", (c) => c.notNull())
        .addColumn("action", "varchar(12)", (c) => c.notNull())
        .addColumn("run_at", "varchar(30)", (c) => c.notNull())
        .addColumn("time_zone", "varchar(64)", (c) => c.notNull())
        .addColumn("draft_version", "integer")
        .addColumn("data", "text")
        .addColumn("rule", "varchar(20)")
        .addColumn("created_by_id", "varchar(36)")
        .addColumn("created_by", "varchar(254)", (c) => c.notNull())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("status", "varchar(10)", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
        .addColumn("lease_until", "varchar(30)")
        .addColumn("claimed_by", "varchar(100)")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "varchar(30)")
        .execute();
      await db.schema.createIndex("content_schedules_status_next_attempt").on("content_schedules").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("content_schedules_entry").on("content_schedules").columns(["type", "key"]).execute();
    },
  },
  {
    // Uploaded pictures: one row per picture (its id a hash of the uploaded bytes), one per file made from it.
    name: "0020_media",
    async up(db, dialect) {
      await db.schema
        .createTable("media")
        .addColumn("id", "varchar(20)", (c) => c.primaryKey())
        .addColumn("kind", "varchar(10)", (c) => c.notNull())
        .addColumn("source_format", "varchar(10)", (c) => c.notNull())
        .addColumn("name", "varchar(200)", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull())
        .addColumn("focus_x", "double precision", (c) => c.notNull())
        .addColumn("focus_y", "double precision", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("uploaded_at", "varchar(30)", (c) => c.notNull())
        .addColumn("uploaded_by", "varchar(254)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("media_uploaded_at").on("media").column("uploaded_at").execute();
      await db.schema
        .createTable("media_files")
        .addColumn("path", "varchar(80)", (c) => c.primaryKey())
        .addColumn("media_id", "varchar(20)", (c) => c.notNull().references("media.id"))
        .addColumn("format", "varchar(10)", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("data", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("media_files_media").on("media_files").column("media_id").execute();
    },
  },
  {
    name: "0021_rendered_pages",
    async up(db, dialect) {
      const bytes = dialect === "postgres" ? "bytea" : "blob";
      await db.schema
        .createTable("rendered_pages")
        .addColumn("edition", "varchar(300)", (c) => c.notNull())
        .addColumn("path", "varchar(500)", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("claimed_at", "varchar(30)", (c) => c.notNull())
        .addColumn("claimed_by", "varchar(80)", (c) => c.notNull())
        .addColumn("state", "varchar(10)", (c) => c.notNull())
        .addColumn("status", "integer")
        .addColumn("etag", "varchar(40)")
        .addColumn("csp", "text")
        .addColumn("identity", bytes)
        .addColumn("br", bytes)
        .addColumn("gzip", bytes)
        .addPrimaryKeyConstraint("rendered_pages_pk", ["edition", "path", "revision"])
        .execute();
      await db.schema.createIndex("rendered_pages_claimed_at").on("rendered_pages").column("claimed_at").execute();
    },
  },
];
