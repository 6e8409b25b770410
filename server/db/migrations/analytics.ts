import { sql } from "kysely";
import type { Migration } from "./migration.ts";

export const analyticsMigrations: Migration[] = [
  {
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
  {
    // Counts per value, so a period's percentiles read a few rows a day instead of every load.
    name: "0014_analytics_vitals_rollups",
    async up(db) {
      await db.schema
        .createTable("analytics_vitals_daily")
        .addColumn("day", "varchar(10)", (c) => c.notNull())
        .addColumn("path", "varchar(300)", (c) => c.notNull())
        .addColumn("measure", "varchar(4)", (c) => c.notNull())
        .addColumn("value", "real", (c) => c.notNull())
        .addColumn("loads", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_vitals_daily_pkey", ["measure", "day", "path", "value"])
        .execute();
      await db.schema
        .createIndex("page_views_at_figures")
        .on("page_views")
        .columns(["at", "visitor", "entry", "path", "entry_path", "device", "utm_source", "referrer_host", "utm_campaign"])
        .execute();
      await db.schema.dropIndex("page_views_at").execute();
      await db.schema.createIndex("web_vitals_at_figures").on("web_vitals").columns(["at", "path", "lcp_ms", "inp_ms", "cls"]).execute();
      await db.schema.dropIndex("web_vitals_at").execute();
    },
  },
  {
    // Rates count visitors who sent a lead, never leads; days rolled up before keep min(leads, visitors).
    name: "0015_analytics_daily_converted",
    async up(db) {
      await db.schema.alterTable("analytics_daily").addColumn("converted", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await sql`update analytics_daily set converted = case when leads < visitors then leads else visitors end`.execute(db);
      await sql`insert into analytics_daily (day, dimension, value, visitors, views, entries, leads, converted)
        select day, 'total', 'unattributed', 0, 0, 0, leads - visitors, 0 from analytics_daily where dimension = 'total' and value = '' and leads > visitors`.execute(db);
    },
  },
];
