import { describe, expect, it } from "vitest";
import { threadBatchStore } from "../../server/analytics/thread-batch-store.server.ts";
import type { ViewEntry } from "../../server/analytics/page-views.server.ts";
import { suiteStore } from "../support/database.ts";

/**
 * The embedded database's views are written by a thread with its own
 * connection to the file: what it stores is there for the server's own
 * connection once its promise resolves, what that connection writes
 * meanwhile is stored too, and a closed store refuses further batches
 * instead of losing them silently.
 */
const at = Date.parse("2026-11-26T10:00:00Z");
const entry = (visitor: string, path: string, offset = 0): ViewEntry => ({
  visitor: visitor.repeat(32).slice(0, 32),
  view: { path, referrerHost: null, utm: { source: null, medium: null, campaign: null, content: null, term: null }, adClick: false, device: "mobile" },
  at: at + offset,
});

describe("views written from a thread of their own (sqlite)", () => {
  const storeOf = suiteStore("sqlite");

  it("stores each batch, in order, visible to the server's connection once it resolves, while the server's own connection writes", async () => {
    const { db, file } = storeOf();
    const writer = threadBatchStore(file!);
    const batch = Array.from({ length: 120 }, (_, index) => entry(String.fromCharCode(97 + (index % 6)), `/page-${index}`, index));
    const written = writer.views(batch);
    // The server's connection keeps writing while the thread stores its batch.
    for (let index = 0; index < 20; index += 1) {
      await db.insertInto("page_views").values({ ...row(index), path: `/meanwhile-${index}` }).execute();
    }
    await written;
    await writer.vitals([{ path: "/", device: "mobile", vitals: { lcp: 900 }, at }]);

    const paths = (await db.selectFrom("page_views").select("path").where("path", "like", "/page-%").orderBy("at").execute()).map((view) => view.path);
    expect(paths).toEqual(batch.map((view) => view.view.path));
    expect(await db.selectFrom("page_views").select("id").where("path", "like", "/meanwhile-%").execute()).toHaveLength(20);
    expect(await db.selectFrom("web_vitals").select("id").execute()).toHaveLength(1);

    await writer.close?.();
    await expect(writer.views([entry("z", "/after-close")])).rejects.toThrow(/exited/);
  });
});

function row(index: number) {
  return {
    id: `meanwhile-${index}`,
    at: new Date(at - 60_000).toISOString(),
    visitor: "m".repeat(32),
    visit_id: "meanwhile",
    path: "/",
    entry_path: "/",
    entry: 1,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_content: null,
    utm_term: null,
    ad_click: 0,
    device: "mobile",
  };
}
