import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { storedPageOf, type StoredFile } from "../http/static-files.ts";

/*
 * A public page is rendered and compressed once per edition (the build and the origin its pages are made for), path and
 * content revision, by whichever process claims it first; every other process reads the bytes from the database. A claim
 * is a lease: one not finished within `leaseMs` (its process stopped, say) is taken over. A render made for revision R
 * shows content at least as new as R (the snapshot is read after its revision), never older.
 */

/** What a process stores for a page: its HTTP status, and its bytes when it rendered as a page (200). */
export type SharedPage = { status: number; file?: StoredFile };

export type Claim =
  /** This process renders the page; `share` (when there) stores the outcome for the others. */
  | { kind: "mine"; share?: (page: SharedPage | "failed") => Promise<void> }
  | { kind: "done"; page: SharedPage }
  /** Another process is rendering it now: ask again shortly. */
  | { kind: "busy" };

export type SharedRenders = { claim(path: string, revision: number): Promise<Claim> };

/** Rows of other editions and revisions stay this long (a process still showing an older revision may read them). */
const KEEP_MS = 10 * 60_000;

export function sharedRenders({ db, edition, leaseMs = 5_000, now = Date.now }: { db: Kysely<Database>; edition: string; leaseMs?: number; now?: () => number }): SharedRenders {
  const me = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const at = (ms: number) => new Date(ms).toISOString();
  let lastSweep = 0;
  const row = (path: string, revision: number) => db.selectFrom("rendered_pages").where("edition", "=", edition).where("path", "=", path).where("revision", "=", revision);

  async function sweep() {
    if (now() - lastSweep < KEEP_MS) return;
    lastSweep = now();
    await db.deleteFrom("rendered_pages").where("claimed_at", "<", at(now() - KEEP_MS)).execute();
  }

  const share = (path: string, revision: number) => async (page: SharedPage | "failed") => {
    const outcome =
      page === "failed"
        ? { state: "failed" as const }
        : {
            state: "done" as const,
            status: page.status,
            etag: page.file?.etag ?? null,
            csp: page.file?.csp ?? null,
            identity: page.file?.identity ?? null,
            br: page.file?.br ?? null,
            gzip: page.file?.gzip ?? null,
          };
    await db.updateTable("rendered_pages").set(outcome).where("edition", "=", edition).where("path", "=", path).where("revision", "=", revision).where("claimed_by", "=", me).execute();
    await sweep();
  };

  return {
    async claim(path, revision) {
      const claimedAt = at(now());
      const inserted = await db
        .insertInto("rendered_pages")
        .values({ edition, path, revision, claimed_at: claimedAt, claimed_by: me, state: "rendering" })
        .onConflict((oc) => oc.columns(["edition", "path", "revision"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { kind: "mine", share: share(path, revision) };
      const found = await row(path, revision).selectAll().executeTakeFirst();
      if (!found) return { kind: "mine" };
      if (found.state === "done") {
        const status = found.status ?? 0;
        const file = status === 200 && found.identity && found.etag ? storedPageOf({ identity: found.identity, br: found.br, gzip: found.gzip, etag: found.etag, csp: found.csp }) : undefined;
        return { kind: "done", page: { status, file } };
      }
      // The claimant's render failed: this process tries on its own (and keeps its previous copy if it fails too).
      if (found.state === "failed") return { kind: "mine" };
      if (found.claimed_at > at(now() - leaseMs)) return { kind: "busy" };
      const taken = await db
        .updateTable("rendered_pages")
        .set({ claimed_at: claimedAt, claimed_by: me })
        .where("edition", "=", edition)
        .where("path", "=", path)
        .where("revision", "=", revision)
        .where("state", "=", "rendering")
        .where("claimed_at", "=", found.claimed_at)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1 ? { kind: "mine", share: share(path, revision) } : { kind: "busy" };
    },
  };
}
