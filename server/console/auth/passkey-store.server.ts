import type { Kysely } from "kysely";
import type { WebAuthnCredential } from "@simplewebauthn/server";
import type { Database } from "../../db/schema.ts";

export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = "sign-in" | "register";

export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

export type StoredPasskey = { userId: string; credential: WebAuthnCredential };

const iso = (ms: number) => new Date(ms).toISOString();

/** Expired ones are dropped on the way. */
export async function storeChallenge(
  db: Kysely<Database>,
  { challenge, purpose, userId, origin, now }: { challenge: string; purpose: ChallengePurpose; userId: string | null; origin: string; now: number },
): Promise<void> {
  await db.deleteFrom("console_challenges").where("expires_at", "<=", iso(now)).execute();
  await db
    .insertInto("console_challenges")
    .values({ challenge, purpose, user_id: userId, origin, expires_at: iso(now + CHALLENGE_TTL_MS) })
    .execute();
}

/** Only a live challenge of this purpose, user and origin; the delete decides, so two answers racing cannot both win. */
export async function spendChallenge(
  db: Kysely<Database>,
  { challenge, purpose, userId, origin, now }: { challenge: string; purpose: ChallengePurpose; userId: string | null; origin: string; now: number },
): Promise<boolean> {
  let query = db
    .deleteFrom("console_challenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where("origin", "=", origin)
    .where("expires_at", ">", iso(now));
  query = userId === null ? query.where("user_id", "is", null) : query.where("user_id", "=", userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

function parseTransports(stored: string | null): string[] | undefined {
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : undefined;
  } catch {
    return undefined;
  }
}

export async function passkeyById(db: Kysely<Database>, id: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom("console_passkeys").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.user_id,
    credential: {
      id: row.id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
      counter: Number(row.counter),
      transports: parseTransports(row.transports),
    },
  };
}

export async function passkeysOf(db: Kysely<Database>, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("console_passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** A registration excludes them. */
export async function credentialsOf(db: Kysely<Database>, userId: string): Promise<{ id: string; transports?: string[] }[]> {
  const rows = await db.selectFrom("console_passkeys").select(["id", "transports"]).where("user_id", "=", userId).execute();
  return rows.map((row) => ({ id: row.id, transports: parseTransports(row.transports) }));
}

export async function storePasskey(
  db: Kysely<Database>,
  { userId, credential, name, now }: { userId: string; credential: WebAuthnCredential; name: string; now: number },
): Promise<void> {
  await db
    .insertInto("console_passkeys")
    .values({
      id: credential.id,
      user_id: userId,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      name,
      created_at: iso(now),
      last_used_at: null,
    })
    .execute();
}

export async function recordPasskeyUse(db: Kysely<Database>, id: string, counter: number, now: number): Promise<void> {
  await db.updateTable("console_passkeys").set({ counter, last_used_at: iso(now) }).where("id", "=", id).execute();
}

export async function renamePasskey(db: Kysely<Database>, userId: string, id: string, name: string): Promise<boolean> {
  const result = await db.updateTable("console_passkeys").set({ name }).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePasskey(db: Kysely<Database>, userId: string, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("console_passkeys").select("name").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom("console_passkeys").where("id", "=", id).where("user_id", "=", userId).execute();
  return row.name;
}

export async function passkeyCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("console_passkeys")
    .select((eb) => ["user_id", eb.fn.countAll().as("count")])
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

export type PasskeyStore = ReturnType<typeof passkeyStore>;

export function passkeyStore(db: Kysely<Database>) {
  return {
    storeChallenge: (challenge: Parameters<typeof storeChallenge>[1]) => storeChallenge(db, challenge),
    spendChallenge: (challenge: Parameters<typeof spendChallenge>[1]) => spendChallenge(db, challenge),
    passkeyById: (id: string) => passkeyById(db, id),
    passkeysOf: (userId: string) => passkeysOf(db, userId),
    credentialsOf: (userId: string) => credentialsOf(db, userId),
    storePasskey: (passkey: Parameters<typeof storePasskey>[1]) => storePasskey(db, passkey),
    recordPasskeyUse: (id: string, counter: number, now: number) => recordPasskeyUse(db, id, counter, now),
    renamePasskey: (userId: string, id: string, name: string) => renamePasskey(db, userId, id, name),
    deletePasskey: (userId: string, id: string) => deletePasskey(db, userId, id),
    passkeyCounts: () => passkeyCounts(db),
  };
}
