import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export type IpHasher = (ip: string | undefined) => string | null;

/** HMAC with a secret salt: tells one visitor's posts apart without being reversible by anyone who lacks the salt. */
export function createIpHasher(salt: string): IpHasher {
  return (ip) => (ip ? createHmac("sha256", salt).update(ip).digest("hex").slice(0, 32) : null);
}

const SALT_KEY = "ip_hash_salt";

/** Made once and kept in the database when IP_HASH_SALT is unset, so every instance and restart hashes alike. */
export async function resolveIpHashSalt(db: Kysely<Database>, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("settings")
    .values({ key: SALT_KEY, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", SALT_KEY).executeTakeFirstOrThrow();
  return row.value;
}
