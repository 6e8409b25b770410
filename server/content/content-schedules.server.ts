import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { type ScheduleView, scheduleInstant, scheduleWhen } from "#app/content/editing/schedule-time.ts";
import type { Store } from "../db/database.server.ts";
import type { ContentSchedulesTable, Database } from "../db/schema.ts";
import type { Logger } from "../logger.server.ts";
import { durableQueue } from "../queue/durable-queue.server.ts";
import { errorText, type QueueWorker, startQueueWorker } from "../queue/queue-worker.server.ts";
import type { Actor, ContentEditing, PublishOutcome } from "./content-editing.server.ts";
import type { ContentModel } from "./content-model.ts";
import { entryOf } from "./content-store.server.ts";

/*
 * Publishing and unpublishing at a set time. A schedule is a row of the durable queue (server/queue/): it waits as `pending`
 * until its time, any server process sharing the database claims it, and the content editing service carries it out through
 * the same publish or unpublish an editor's press makes (schema, links, render check, revision, audit). The schedule is
 * marked done inside the transaction that changes the site, so a crash or a second claimant can never carry it out twice.
 * A publish is pinned to the draft version saved when it was scheduled: later saves do not change what goes live.
 */

export type ScheduleRow = Selectable<ContentSchedulesTable>;
export type ScheduleStatus = ScheduleRow["status"];

/** Set from a webinar's sessions: there is at most one waiting per entry, and setting it again replaces it. */
export const WHEN_OVER_RULE = "when-over";

export type { ScheduleView };

export type ScheduleRequest = {
  action: string;
  /** The wall time as the date and time fields give it: "2026-03-04T09:00" (seconds allowed). */
  local: string;
  timeZone: string;
  /** A publish: the draft version the editor saw; a later save refuses the schedule rather than publish unseen changes. */
  version?: number;
};

export type ScheduleOutcome = { ok: true; schedule: ScheduleView } | { ok: false; status: 400 | 404 | 409; message: string };

export type ContentScheduleAudit = (actor: Actor, action: "content-scheduled" | "content-schedule-cancelled", subject: string, detail: string) => Promise<void>;

export type ContentSchedules = {
  schedule(actor: Actor, type: string, key: string, request: ScheduleRequest): Promise<ScheduleOutcome>;
  /** Unpublishes the entry when what it announces is over (a webinar's last session's end), replacing the one set before. */
  whenOver(actor: Actor, type: string, key: string): Promise<ScheduleOutcome>;
  /** When what the entry announces is over, by its saved draft; undefined for types that announce nothing. */
  endsAt(type: string, key: string): Promise<string | undefined>;
  /** A waiting schedule is removed; a failed one is cleared from the lists. Refused while it is being carried out. */
  cancel(actor: Actor, id: string): Promise<ScheduleOutcome>;
  /** Every schedule still waiting, being carried out or failed, soonest first. */
  upcoming(): Promise<ScheduleView[]>;
  /** The entry's waiting and failed schedules, soonest first, then the last few carried out. */
  ofEntry(type: string, key: string): Promise<ScheduleView[]>;
};

/** Schedules further ahead are refused: a typo in the year, not a plan. */
const MAX_AHEAD_MS = 5 * 366 * 24 * 60 * 60 * 1000;
const DONE_SHOWN = 5;

export const scheduleQueue = durableQueue("content_schedules", { clearedWhenSent: { data: null } });

/** Thrown inside the publish's transaction when the claim was lost to another worker: the change is undone with it. */
class ClaimLost extends Error {
  override name = "ClaimLost";
}

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
};

export function createContentSchedules({
  db,
  model,
  editing,
  audit,
  onScheduled = () => {},
  now = Date.now,
}: {
  db: Kysely<Database>;
  model: ContentModel;
  editing: ContentEditing;
  audit: ContentScheduleAudit;
  /** A schedule was added: a worker may look now rather than at its next poll. */
  onScheduled?: () => void;
  now?: () => number;
}): ContentSchedules {
  const typeOf = (type: string) => model.contentTypes.find((candidate) => candidate.type === type);

  async function viewsOf(rows: readonly ScheduleRow[]): Promise<ScheduleView[]> {
    const entries = new Map<string, { title: string; version: number } | null>();
    for (const row of rows) {
      const id = `${row.type}\n${row.key}`;
      if (entries.has(id)) continue;
      const type = typeOf(row.type);
      const entry = type && (await entryOf(db, row.type, row.key));
      let title = row.key;
      try {
        if (type && entry) title = type.titleOf(JSON.parse(entry.draft)) || row.key;
      } catch {
        // A draft missing its title field is named by its key.
      }
      entries.set(id, entry ? { title, version: entry.draft_version } : null);
    }
    return rows.map((row) => {
      const entry = entries.get(`${row.type}\n${row.key}`);
      return {
        id: row.id,
        type: row.type,
        key: row.key,
        title: entry?.title ?? row.key,
        itemLabel: typeOf(row.type)?.itemLabel ?? row.type,
        action: row.action,
        runAt: row.run_at,
        timeZone: row.time_zone,
        version: row.draft_version,
        savedSince: row.action === "publish" && row.status !== "sent" && entry !== undefined && entry !== null && row.draft_version !== null && entry.version > row.draft_version,
        rule: row.rule,
        createdBy: row.created_by,
        createdAt: row.created_at,
        status: row.status,
        error: row.last_error,
        doneAt: row.sent_at,
      };
    });
  }

  const subject = (row: Pick<ScheduleRow, "type" | "key">) => `${row.type}/${row.key}`;
  const describe = (row: Pick<ScheduleRow, "action" | "draft_version" | "run_at" | "time_zone">) =>
    `${row.action === "publish" ? `publish draft version ${row.draft_version}` : "unpublish"} at ${row.run_at} (${row.time_zone})`;

  async function add(actor: Actor, row: Omit<ScheduleRow, "id" | "created_by_id" | "created_by" | "created_at" | "status" | "attempts" | "next_attempt_at" | "lease_until" | "claimed_by" | "last_error" | "sent_at">, replaceRule = false): Promise<ScheduleOutcome> {
    const values: ScheduleRow = {
      ...row,
      id: randomUUID(),
      created_by_id: actor.id,
      created_by: actor.email,
      created_at: new Date(now()).toISOString(),
      status: "pending",
      attempts: 0,
      next_attempt_at: row.run_at,
      lease_until: null,
      claimed_by: null,
      last_error: null,
      sent_at: null,
    };
    const replaced = await db.transaction().execute(async (trx) => {
      let gone: ScheduleRow[] = [];
      if (replaceRule && row.rule) {
        gone = await trx.deleteFrom("content_schedules").where("type", "=", row.type).where("key", "=", row.key).where("rule", "=", row.rule).where("status", "=", "pending").returningAll().execute();
      }
      await trx.insertInto("content_schedules").values(values).execute();
      return gone;
    });
    for (const old of replaced) await audit(actor, "content-schedule-cancelled", subject(old), `${describe(old)}, replaced`);
    await audit(actor, "content-scheduled", subject(values), describe(values));
    onScheduled();
    const [view] = await viewsOf([values]);
    return { ok: true, schedule: view! };
  }

  function instantOf(local: string, timeZone: string): { ok: true; iso: string } | { ok: false; message: string } {
    if (!isZone(timeZone)) return { ok: false, message: "Choose a time zone from the list." };
    const time = scheduleInstant(local, timeZone);
    if (Number.isNaN(time)) return { ok: false, message: "Give a date and a time." };
    const iso = new Date(time).toISOString();
    if (time <= now()) {
      return { ok: false, message: `${scheduleWhen(iso, timeZone)} has already passed: it is now ${scheduleWhen(new Date(now()).toISOString(), timeZone)}. Choose a later time.` };
    }
    if (time - now() > MAX_AHEAD_MS) return { ok: false, message: "Choose a time within the next five years." };
    return { ok: true, iso };
  }

  return {
    async schedule(actor, typeName, key, request) {
      const type = typeOf(typeName);
      const row = type && (await entryOf(db, type.type, key));
      if (!type || !row) return { ok: false, status: 404, message: "This entry no longer exists." };
      if (request.action !== "publish" && request.action !== "unpublish") return { ok: false, status: 400, message: "Choose to publish or to unpublish." };
      if (request.action === "unpublish" && !type.collection) return { ok: false, status: 400, message: "Only a collection's entries can be taken off the site." };
      const when = instantOf(request.local, request.timeZone);
      if (!when.ok) return { ok: false, status: 400, message: when.message };
      if (request.action === "unpublish") {
        return add(actor, { type: type.type, key, action: "unpublish", run_at: when.iso, time_zone: request.timeZone, draft_version: null, data: null, rule: null });
      }
      if (request.version !== undefined && request.version !== row.draft_version) {
        return { ok: false, status: 409, message: `Someone saved this entry after you opened it (draft version ${row.draft_version}). Reload to see their changes, then schedule.` };
      }
      const problems = (await editing.entry(type.type, key))?.problems ?? {};
      if (Object.keys(problems).length > 0) {
        return { ok: false, status: 400, message: `This draft cannot be published: ${Object.entries(problems).map(([path, message]) => (path ? `${path}: ${message}` : message)).join(" ")} Fix it and save, then schedule.` };
      }
      return add(actor, { type: type.type, key, action: "publish", run_at: when.iso, time_zone: request.timeZone, draft_version: row.draft_version, data: row.draft, rule: null });
    },

    async whenOver(actor, typeName, key) {
      const type = typeOf(typeName);
      const row = type && (await entryOf(db, type.type, key));
      if (!type || !row) return { ok: false, status: 404, message: "This entry no longer exists." };
      const data = JSON.parse(row.published ?? row.draft) as unknown;
      let ends: string | undefined;
      try {
        ends = type.collection ? type.endsAt?.(data) : undefined;
      } catch {
        ends = undefined;
      }
      if (!ends) return { ok: false, status: 400, message: `This ${type.itemLabel} has no end to unpublish it at.` };
      const zone = (data as { timeZone?: unknown }).timeZone;
      const timeZone = typeof zone === "string" && isZone(zone) ? zone : "UTC";
      if (Date.parse(ends) <= now()) return { ok: false, status: 400, message: `Its last session ended ${scheduleWhen(ends, timeZone)}: unpublish it now instead.` };
      return add(actor, { type: type.type, key, action: "unpublish", run_at: ends, time_zone: timeZone, draft_version: null, data: null, rule: WHEN_OVER_RULE }, true);
    },

    async endsAt(typeName, key) {
      const type = typeOf(typeName);
      const row = type?.endsAt && (await entryOf(db, type.type, key));
      if (!type || !row) return undefined;
      try {
        return type.endsAt?.(JSON.parse(row.published ?? row.draft));
      } catch {
        return undefined;
      }
    },

    async cancel(actor, id) {
      const row = await db.selectFrom("content_schedules").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row || row.status === "sent") return { ok: false, status: 404, message: "This schedule is no longer waiting: it was carried out or cancelled." };
      const [view] = await viewsOf([row]);
      // Only a waiting or failed one: a claimed one is being carried out this moment.
      const deleted = await db.deleteFrom("content_schedules").where("id", "=", id).where("status", "in", ["pending", "failed"]).executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) return { ok: false, status: 409, message: "This schedule is being carried out now, so it can no longer be cancelled." };
      await audit(actor, "content-schedule-cancelled", subject(row), `${describe(row)}${row.status === "failed" ? ", had failed" : ""}`);
      return { ok: true, schedule: view! };
    },

    async upcoming() {
      const rows = await db.selectFrom("content_schedules").selectAll().where("status", "in", ["pending", "sending", "failed"]).orderBy("run_at").orderBy("id").execute();
      return viewsOf(rows);
    },

    async ofEntry(type, key) {
      const waiting = await db.selectFrom("content_schedules").selectAll().where("type", "=", type).where("key", "=", key).where("status", "in", ["pending", "sending", "failed"]).orderBy("run_at").orderBy("id").execute();
      const done = await db.selectFrom("content_schedules").selectAll().where("type", "=", type).where("key", "=", key).where("status", "=", "sent").orderBy("sent_at", "desc").limit(DONE_SHOWN).execute();
      return viewsOf([...waiting, ...done]);
    },
  };
}

/** Why a schedule could not be carried out, as the console shows it. */
function failureOf(outcome: Exclude<PublishOutcome, { ok: true }>, row: ScheduleRow, current: { draft_version: number; published_version: number | null; published: string | null } | undefined): string {
  switch (outcome.reason) {
    case "invalid":
      return `Not published: the draft breaks its schema or links (${Object.entries(outcome.errors).map(([path, message]) => (path ? `${path}: ${message}` : message)).join(" ")}). The site keeps what it had.`;
    case "render":
      return outcome.message;
    case "missing":
      return "The entry no longer exists.";
    case "not-published":
      return "It was already off the site, so nothing changed.";
    case "stale":
      return current && (current.published_version ?? 0) > (row.draft_version ?? 0)
        ? `A later version (draft version ${current.published_version}) was published after this was scheduled, so draft version ${row.draft_version} was not published over it.`
        : "The entry changed so that the scheduled version cannot be published; nothing changed.";
  }
}

export type ContentScheduleWorkerOptions = {
  store: Store;
  logger: Logger;
  editing: ContentEditing;
  /** How often every process looks for schedules that are due (the lateness is at most this, plus the render check). */
  pollIntervalMs?: number;
};

/**
 * One per server process; on a shared database the processes share the queue, and each schedule is claimed by one. A
 * failure of the database while carrying one out is retried (every 2 s doubling to a minute); a publish the schema or
 * the render check refuses is marked failed with the reason, and the site keeps what it had.
 */
export function startContentScheduleWorker({ store, logger, editing, pollIntervalMs = 1_000 }: ContentScheduleWorkerOptions): QueueWorker {
  return startQueueWorker(
    { store, logger, pollIntervalMs, concurrency: 1, batchSize: 10, leaseMs: 60_000, maxAttempts: 30, retryBaseMs: 2_000, retryMaxMs: 60_000 },
    {
      queue: scheduleQueue,
      lines: {
        component: "content-schedules",
        rowKey: "scheduleId",
        failedForGood: (attempts) => `scheduled content change failed for good after ${attempts} attempts; the console shows it`,
        willRetry: "scheduled content change not carried out; will retry",
        notRecorded: "could not record the outcome of a scheduled content change",
        released: "released scheduled content changes on shutdown",
        notReleased: "could not release scheduled content changes on shutdown; their lease expires",
        unavailable: "content schedules unavailable; retrying",
      },
      context: (row) => ({ scheduleId: row.id, entry: `${row.type}/${row.key}`, action: row.action, runAt: row.run_at, attempt: row.attempts }),
      async deliver(row, job) {
        const { log, context } = job;
        if (job.pastLastAttempt) {
          await job.failed("Tried too many times without finishing; schedule it again.");
          log.error(context, "scheduled content change marked failed");
          return;
        }
        const actor: Actor = { id: row.created_by_id ?? "", email: row.created_by };
        const alongside = async (trx: Transaction<Database>) => {
          if (!(await scheduleQueue.markSent(trx, row.id, job.workerId))) throw new ClaimLost("the schedule was claimed by another worker");
        };
        const note = `as ${row.created_by} scheduled for ${row.run_at}`;
        let outcome: PublishOutcome;
        try {
          outcome =
            row.action === "publish"
              ? await editing.publish(actor, row.type, row.key, row.draft_version ?? 0, { alongside, note, pinned: { data: JSON.parse(row.data ?? "null") } })
              : await editing.unpublish(actor, row.type, row.key, { alongside, note });
        } catch (error) {
          if (error instanceof ClaimLost) {
            log.warn(context, "scheduled content change left to the worker that claimed it since");
            return;
          }
          // The change and the schedule's record share a transaction: if the record says done, so is the change.
          const now = await store.db.selectFrom("content_schedules").select("status").where("id", "=", row.id).executeTakeFirst();
          if (now?.status === "sent") return;
          await job.retry({ error: errorText(error) });
          return;
        }
        if (outcome.ok) {
          log.info({ ...context, lateMs: Math.max(0, Date.now() - Date.parse(row.run_at)) }, "scheduled content change carried out");
          return;
        }
        const reason = failureOf(outcome, row, await entryOf(store.db, row.type, row.key));
        await job.failed(reason);
        log.warn({ ...context, reason }, "scheduled content change refused; marked failed");
      },
    },
  );
}
