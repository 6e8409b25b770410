import type { Kysely, Selectable, Updateable } from "kysely";
import type { Dialect } from "../db/database.server.ts";
import type { Database } from "../db/schema.ts";

export type QueueStatus = "pending" | "sending" | "sent" | "failed";

type QueueColumns = {
  id: string;
  status: QueueStatus;
  attempts: number;
  next_attempt_at: string;
  /** While `sending`: when the claim expires, so a crashed worker's row is picked up again. */
  lease_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  sent_at: string | null;
};

export type QueueTableName = { [K in keyof Database]: Database[K] extends QueueColumns ? K : never }[keyof Database];

export type OwnColumns<T extends QueueTableName> = Omit<Updateable<Database[T]>, keyof QueueColumns>;

type Claim = {
  workerId: string;
  limit: number;
  leaseMs: number;
  now?: number;
  only?: { column: string; values: readonly string[] };
};

export type ClaimOptions<Row> = Claim & { only?: { column: keyof Row & string } };

/** Every write after the claim names the claiming worker: a row another worker took since is left to it. */
export type DurableQueue<Row, Own> = {
  /**
   * Due rows: pending ones whose time has come and `sending` ones whose lease ran out. PostgreSQL: FOR UPDATE SKIP LOCKED,
   * so instances take disjoint rows; SQLite serializes writers, so the claim is exclusive too.
   */
  claimDue(db: Kysely<Database>, dialect: Dialect, options: ClaimOptions<Row>): Promise<Row[]>;
  /** The row stays as a record; `set` clears what the receiver now has. False when the claim had expired. */
  markSent(db: Kysely<Database>, id: string, workerId: string, options?: { now?: number; set?: Own }): Promise<boolean>;
  markForRetry(db: Kysely<Database>, id: string, workerId: string, options: { error: string; nextAttemptAt: number; set?: Own }): Promise<void>;
  /** Stays visible until `leads retry-failed` requeues it. */
  markFailed(db: Kysely<Database>, id: string, workerId: string, options: { error: string; set?: Own }): Promise<void>;
  /** Due now, and the attempt is not counted: the stop, not the row, ended it. */
  releaseClaims(db: Kysely<Database>, ids: string[], workerId: string, now?: number): Promise<number>;
  retryFailed(db: Kysely<Database>, now?: number): Promise<number>;
  counts(db: Kysely<Database>): Promise<Record<string, number>>;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The statements are the same on every queue table, so they are typed against the shared columns. */
type QueueView = Kysely<Record<QueueTableName, QueueColumns>>;
const queueView = (db: Kysely<Database>) => db as unknown as QueueView;

async function claimDueRows(
  q: QueueView,
  dialect: Dialect,
  name: QueueTableName,
  { workerId, limit, leaseMs, now = Date.now(), only }: Claim,
): Promise<QueueColumns[]> {
  if (only && only.values.length === 0) return [];
  const nowIso = iso(now);
  let due = q.selectFrom(name).select("id");
  if (only) due = due.where(q.dynamic.ref(only.column), "in", only.values);
  due = due
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
        eb.and([eb("status", "=", "sending"), eb("lease_until", "<", nowIso)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(limit);
  if (dialect === "postgres") due = due.forUpdate().skipLocked();
  return q
    .updateTable(name)
    .set((eb) => ({ status: "sending", claimed_by: workerId, lease_until: iso(now + leaseMs), attempts: eb("attempts", "+", 1) }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

export function durableQueue<T extends QueueTableName>(
  table: T,
  { clearedWhenSent }: { clearedWhenSent: OwnColumns<T> },
): DurableQueue<Selectable<Database[T]>, OwnColumns<T>> {
  type Row = Selectable<Database[T]>;
  const name: QueueTableName = table;
  return {
    async claimDue(db, dialect, options) {
      return (await claimDueRows(queueView(db), dialect, name, options)) as unknown as Row[];
    },

    async markSent(db, id, workerId, { now = Date.now(), set } = {}) {
      const result = await queueView(db)
        .updateTable(name)
        .set({ status: "sent", sent_at: iso(now), ...clearedWhenSent, lease_until: null, ...set, last_error: null })
        .where("id", "=", id)
        .where("claimed_by", "=", workerId)
        .where("status", "=", "sending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markForRetry(db, id, workerId, { error, nextAttemptAt, set }) {
      await queueView(db)
        .updateTable(name)
        .set({ status: "pending", next_attempt_at: iso(nextAttemptAt), last_error: error, ...set, lease_until: null, claimed_by: null })
        .where("id", "=", id)
        .where("claimed_by", "=", workerId)
        .execute();
    },

    async markFailed(db, id, workerId, { error, set }) {
      await queueView(db)
        .updateTable(name)
        .set({ status: "failed", last_error: error, ...set, lease_until: null, claimed_by: null })
        .where("id", "=", id)
        .where("claimed_by", "=", workerId)
        .execute();
    },

    async releaseClaims(db, ids, workerId, now = Date.now()) {
      if (ids.length === 0) return 0;
      const result = await queueView(db)
        .updateTable(name)
        .set((eb) => ({ status: "pending", claimed_by: null, lease_until: null, next_attempt_at: iso(now), attempts: eb("attempts", "-", 1) }))
        .where("id", "in", ids)
        .where("claimed_by", "=", workerId)
        .where("status", "=", "sending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async retryFailed(db, now = Date.now()) {
      const result = await queueView(db)
        .updateTable(name)
        .set({ status: "pending", attempts: 0, next_attempt_at: iso(now) })
        .where("status", "=", "failed")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async counts(db) {
      const rows = await queueView(db)
        .selectFrom(name)
        .select(["status", (eb) => eb.fn.countAll().as("count")])
        .groupBy("status")
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    },
  };
}
