import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export const consoleRoles = ["admin", "member", "editor"] as const;
export type ConsoleRole = (typeof consoleRoles)[number];

export function isConsoleRole(value: unknown): value is ConsoleRole {
  return typeof value === "string" && (consoleRoles as readonly string[]).includes(value);
}

/** An admin manages users and reads the audit log; a member works leads. */
export type ConsoleUser = {
  id: string;
  email: string;
  role: ConsoleRole;
  invitedBy: string;
  createdAt: string;
  lastSignInAt: string | null;
};

type UserRow = Database["console_users"];

function toUser(row: UserRow): ConsoleUser {
  return {
    id: row.id,
    email: row.email,
    role: isConsoleRole(row.role) ? row.role : "member",
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  };
}

export const normalizeTeamAddress = (email: string) => email.trim().toLowerCase();

export async function upsertUser(
  db: Kysely<Database>,
  { email, role, invitedBy, now = Date.now() }: { email: string; role: ConsoleRole; invitedBy: string; now?: number },
): Promise<ConsoleUser> {
  const address = normalizeTeamAddress(email);
  await db
    .insertInto("console_users")
    .values({ id: randomUUID(), email: address, role, invited_by: invitedBy, created_at: new Date(now).toISOString(), last_sign_in_at: null })
    .onConflict((oc) => oc.column("email").doUpdateSet({ role }))
    .execute();
  const user = await userByEmail(db, address);
  if (!user) throw new Error("the user just stored is missing");
  return user;
}

export async function userByEmail(db: Kysely<Database>, email: string): Promise<ConsoleUser | undefined> {
  const row = await db.selectFrom("console_users").selectAll().where("email", "=", normalizeTeamAddress(email)).executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function userById(db: Kysely<Database>, id: string): Promise<ConsoleUser | undefined> {
  const row = await db.selectFrom("console_users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function listUsers(db: Kysely<Database>): Promise<ConsoleUser[]> {
  const rows = await db.selectFrom("console_users").selectAll().orderBy("role", "asc").orderBy("email", "asc").execute();
  return rows.map(toUser);
}

/** Its sessions and passkeys go with the row. */
export async function removeUser(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db.deleteFrom("console_users").where("email", "=", normalizeTeamAddress(email)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function recordSignIn(db: Kysely<Database>, userId: string, now = Date.now()): Promise<void> {
  await db.updateTable("console_users").set({ last_sign_in_at: new Date(now).toISOString() }).where("id", "=", userId).execute();
}

export type TeamStore = ReturnType<typeof teamStore>;

export function teamStore(db: Kysely<Database>) {
  return {
    userByEmail: (email: string) => userByEmail(db, email),
    userById: (id: string) => userById(db, id),
    listUsers: () => listUsers(db),
    upsertUser: (input: Parameters<typeof upsertUser>[1]) => upsertUser(db, input),
    removeUser: (email: string) => removeUser(db, email),
    recordSignIn: (userId: string, now: number) => recordSignIn(db, userId, now),
  };
}
