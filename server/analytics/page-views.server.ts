import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { PageView } from "./page-view.ts";
import { rollUpFinishedDays } from "./rollups.server.ts";

/** A visit ends after 30 minutes without a view; the next view starts a new one. */
export const VISIT_IDLE_MS = 30 * 60 * 1000;
/** Raw views are kept 30 days. */
export const VIEW_RETENTION_DAYS = 30;

const iso = (ms: number) => new Date(ms).toISOString();

/** A view that arrives from another site, a campaign link or an ad click: it starts a visit of its own. */
const isArrival = (view: PageView) => Boolean(view.referrerHost || view.utm.source || view.utm.medium || view.utm.campaign || view.adClick);

/**
 * Stores one view in the visitor's current visit, or in a new visit whose
 * entry page it is: after 30 minutes without a view, or when the visitor
 * arrives again from another site or a campaign. Two writes, no
 * transaction: a crash between them leaves at most a visit without its view.
 */
export async function recordView(db: Kysely<Database>, { visitor, view, at }: { visitor: string; view: PageView; at: number }): Promise<void> {
  const current = await db.selectFrom("analytics_visits").selectAll().where("visitor", "=", visitor).executeTakeFirst();
  const continues = current !== undefined && Date.parse(current.last_view_at) + VISIT_IDLE_MS > at && !isArrival(view);
  const visitId = continues ? current.visit_id : randomUUID();
  const entryPath = continues ? current.entry_path : view.path;
  await db
    .insertInto("analytics_visits")
    .values({ visitor, visit_id: visitId, entry_path: entryPath, last_view_at: iso(at) })
    .onConflict((oc) => oc.column("visitor").doUpdateSet({ visit_id: visitId, entry_path: entryPath, last_view_at: iso(at) }))
    .execute();
  await db
    .insertInto("page_views")
    .values({
      id: randomUUID(),
      at: iso(at),
      visitor,
      visit_id: visitId,
      path: view.path,
      entry_path: entryPath,
      entry: continues ? 0 : 1,
      referrer_host: view.referrerHost,
      utm_source: view.utm.source,
      utm_medium: view.utm.medium,
      utm_campaign: view.utm.campaign,
      utm_content: view.utm.content,
      utm_term: view.utm.term,
      ad_click: view.adClick ? 1 : 0,
      device: view.device,
    })
    .execute();
}

/** Rolls up the finished days not rolled up yet, then drops visits idle past their end and views older than the retention. */
export async function sweepViews(db: Kysely<Database>, now: number): Promise<void> {
  await rollUpFinishedDays(db, now);
  await db.deleteFrom("analytics_visits").where("last_view_at", "<", iso(now - VISIT_IDLE_MS)).execute();
  await db.deleteFrom("page_views").where("at", "<", iso(now - VIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000)).execute();
}
