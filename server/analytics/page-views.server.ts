import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { PageView } from "./page-view.ts";
import { rollUpFinishedDays } from "./rollups.server.ts";
import { deleteOlderInBatches } from "./retention.server.ts";

export const VISIT_IDLE_MS = 30 * 60 * 1000;
export const VIEW_RETENTION_DAYS = 30;

const iso = (ms: number) => new Date(ms).toISOString();

/** It starts a visit of its own. */
const isArrival = (view: PageView) => Boolean(view.referrerHost || view.utm.source || view.utm.medium || view.utm.campaign || view.adClick);

export type ViewEntry = { visitor: string; view: PageView; at: number };

/** 16 columns × 500 stays far under either database's bound on parameters. */
const ROWS_PER_STATEMENT = 500;

function* chunks<T>(list: readonly T[], size = ROWS_PER_STATEMENT): Generator<T[]> {
  for (let at = 0; at < list.length; at += size) yield list.slice(at, at + size);
}

type Visit = { visitId: string; entryPath: string; lastViewAt: number };

/** The event loop is let go between transactions, so a writer sharing the thread or file lets others in instead of
 * holding them for a whole batch. */
export async function recordViews(db: Kysely<Database>, entries: readonly ViewEntry[], { perTransaction = ROWS_PER_STATEMENT } = {}): Promise<void> {
  if (entries.length === 0) return;
  const visits = new Map<string, Visit>();
  for (const visitors of chunks([...new Set(entries.map((entry) => entry.visitor))])) {
    const rows = await db.selectFrom("analytics_visits").selectAll().where("visitor", "in", visitors).execute();
    for (const row of rows) visits.set(row.visitor, { visitId: row.visit_id, entryPath: row.entry_path, lastViewAt: Date.parse(row.last_view_at) });
  }
  for (const [index, run] of [...chunks(entries, perTransaction)].entries()) {
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    const moved = new Set<string>();
    const views = run.map(({ visitor, view, at }) => {
      const current = visits.get(visitor);
      const continues = current !== undefined && current.lastViewAt + VISIT_IDLE_MS > at && !isArrival(view);
      const visit = continues ? { ...current, lastViewAt: Math.max(current.lastViewAt, at) } : { visitId: randomUUID(), entryPath: view.path, lastViewAt: at };
      visits.set(visitor, visit);
      moved.add(visitor);
      return {
        id: randomUUID(),
        at: iso(at),
        visitor,
        visit_id: visit.visitId,
        path: view.path,
        entry_path: visit.entryPath,
        entry: continues ? 0 : 1,
        referrer_host: view.referrerHost,
        utm_source: view.utm.source,
        utm_medium: view.utm.medium,
        utm_campaign: view.utm.campaign,
        utm_content: view.utm.content,
        utm_term: view.utm.term,
        ad_click: view.adClick ? 1 : 0,
        device: view.device,
      };
    });
    const visitRows = [...moved].map((visitor) => {
      const visit = visits.get(visitor) as Visit;
      return { visitor, visit_id: visit.visitId, entry_path: visit.entryPath, last_view_at: iso(visit.lastViewAt) };
    });
    await db.transaction().execute(async (trx) => {
      for (const rows of chunks(visitRows)) {
        await trx
          .insertInto("analytics_visits")
          .values(rows)
          .onConflict((oc) =>
            oc.column("visitor").doUpdateSet((eb) => ({
              visit_id: eb.ref("excluded.visit_id"),
              entry_path: eb.ref("excluded.entry_path"),
              last_view_at: eb.ref("excluded.last_view_at"),
            })),
          )
          .execute();
      }
      for (const rows of chunks(views)) await trx.insertInto("page_views").values(rows).execute();
    });
  }
}

export const recordView = (db: Kysely<Database>, entry: ViewEntry): Promise<void> => recordViews(db, [entry]);

export async function sweepViews(db: Kysely<Database>, now: number): Promise<{ deleted: number; batches: number; slowestBatchMs: number }> {
  await rollUpFinishedDays(db, now);
  await db.deleteFrom("analytics_visits").where("last_view_at", "<", iso(now - VISIT_IDLE_MS)).execute();
  return deleteOlderInBatches(db, "page_views", iso(now - VIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000));
}
