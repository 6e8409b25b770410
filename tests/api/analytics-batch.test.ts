import { describe, expect, it } from "vitest";
import type { PageView } from "../../server/analytics/page-view.ts";
import { recordView, recordViews } from "../../server/analytics/page-views.server.ts";
import { suiteStore, testDatabaseKinds } from "../support/database.ts";

/**
 * Views written as the server's writer writes them, many in one batch: each
 * joins its visitor's visit as it would one by one, whether that visit
 * began in the same batch or in an earlier one.
 */
const MINUTE = 60 * 1000;
const start = Date.parse("2026-11-26T10:00:00Z");
const visitorOf = (name: string) => name.repeat(32).slice(0, 32);
const none = { source: null, medium: null, campaign: null, content: null, term: null };
const pageView = (path: string, extra: Partial<PageView> = {}): PageView => ({ path, referrerHost: null, utm: none, adClick: false, device: "desktop", ...extra });

describe.each(testDatabaseKinds)("views written in batches (%s)", (kind) => {
  const storeOf = suiteStore(kind);

  it.each([500, 2])("continues visits, starts a new one after 30 idle minutes or on a new arrival, and keeps the order given (%i views to a transaction)", async (perTransaction) => {
    await storeOf().db.deleteFrom("page_views").execute();
    await storeOf().db.deleteFrom("analytics_visits").execute();
    const [a, b, c] = ["a", "b", "c"].map(visitorOf) as [string, string, string];
    await recordView(storeOf().db, { visitor: c, view: pageView("/careers"), at: start - 10 * MINUTE });
    await recordViews(storeOf().db, [
      { visitor: a, view: pageView("/", { referrerHost: "www.google.com" }), at: start },
      { visitor: b, view: pageView("/minty", { utm: { ...none, source: "newsletter" } }), at: start + MINUTE },
      { visitor: c, view: pageView("/help"), at: start + MINUTE },
      { visitor: a, view: pageView("/safeopt"), at: start + 5 * MINUTE },
      { visitor: b, view: pageView("/", { utm: { ...none, source: "linkedin" } }), at: start + 6 * MINUTE },
      { visitor: a, view: pageView("/help"), at: start + 40 * MINUTE },
    ], { perTransaction });
    const views = await storeOf().db.selectFrom("page_views").select(["visitor", "visit_id", "path", "entry_path", "entry"]).orderBy("at").orderBy("visitor").execute();
    const of = (visitor: string) => views.filter((view) => view.visitor === visitor).map(({ path, entry_path, entry }) => [path, entry_path, entry]);
    expect(of(a)).toEqual([
      ["/", "/", 1],
      ["/safeopt", "/", 0],
      ["/help", "/help", 1],
    ]);
    expect(of(b)).toEqual([
      ["/minty", "/minty", 1],
      ["/", "/", 1],
    ]);
    expect(of(c)).toEqual([
      ["/careers", "/careers", 1],
      ["/help", "/careers", 0],
    ]);
    const aVisits = new Set(views.filter((view) => view.visitor === a).map((view) => view.visit_id));
    expect(aVisits.size).toBe(2);
    const visits = await storeOf().db.selectFrom("analytics_visits").selectAll().orderBy("visitor").execute();
    expect(visits.map(({ visitor, entry_path, last_view_at }) => [visitor, entry_path, last_view_at])).toEqual([
      [a, "/help", new Date(start + 40 * MINUTE).toISOString()],
      [b, "/", new Date(start + 6 * MINUTE).toISOString()],
      [c, "/careers", new Date(start + MINUTE).toISOString()],
    ]);
  });
});
