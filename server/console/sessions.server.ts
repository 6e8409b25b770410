import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { type ConsoleUser, userById } from "./team.server.ts";

/** Idle 12 hours, absolute 14 days. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 14 * 24 * 60 * 60 * 1000;
/** One write a minute, not one per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type ConsoleSession = {
  id: string;
  user: ConsoleUser;
  csrfToken: string;
};

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
const iso = (ms: number) => new Date(ms).toISOString();

/** The token is stored only hashed. */
export async function startSession(db: Kysely<Database>, userId: string, now = Date.now()): Promise<{ token: string; session: { id: string; csrfToken: string } }> {
  const token = randomBytes(32).toString("base64url");
  const id = hashToken(token);
  const csrfToken = randomBytes(24).toString("base64url");
  await db
    .insertInto("console_sessions")
    .values({ id, user_id: userId, csrf_token: csrfToken, created_at: iso(now), last_seen_at: iso(now), expires_at: iso(now + SESSION_MAX_MS) })
    .execute();
  return { token, session: { id, csrfToken } };
}

/** A live session's last-seen time moves forward. */
export async function readSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<ConsoleSession | undefined> {
  const id = hashToken(token);
  const row = await db.selectFrom("console_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const idleSince = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now || idleSince + SESSION_IDLE_MS <= now) {
    await db.deleteFrom("console_sessions").where("id", "=", id).execute();
    return undefined;
  }
  const user = await userById(db, row.user_id);
  if (!user) return undefined;
  if (now - idleSince >= TOUCH_EVERY_MS) {
    await db.updateTable("console_sessions").set({ last_seen_at: iso(now) }).where("id", "=", id).execute();
  }
  return { id, user, csrfToken: row.csrf_token };
}

export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("console_sessions").where("id", "=", id).execute();
}

export async function endSessionsOf(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom("console_sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function sweepSessions(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("console_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", iso(now)), eb("last_seen_at", "<=", iso(now - SESSION_IDLE_MS))]))
    .execute();
}

/** Constant time. */
export function csrfTokenMatches(session: ConsoleSession, posted: unknown): boolean {
  if (typeof posted !== "string") return false;
  const a = Buffer.from(posted);
  const b = Buffer.from(session.csrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type SessionStore = ReturnType<typeof sessionStore>;

export function sessionStore(db: Kysely<Database>) {
  return {
    start: (userId: string, now: number) => startSession(db, userId, now),
    endAllOf: (userId: string) => endSessionsOf(db, userId),
  };
}
