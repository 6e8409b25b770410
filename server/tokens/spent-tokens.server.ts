import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** The primary key decides, so two instances racing on one link cannot both win. */
export async function spendTokenId(db: Kysely<Database>, tokenId: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  await db.deleteFrom("privacy_used_tokens").where("expires_at", "<", new Date(now).toISOString()).execute();
  const inserted = await db
    .insertInto("privacy_used_tokens")
    .values({ token_id: tokenId, expires_at: new Date(expiresAt).toISOString() })
    .onConflict((oc) => oc.column("token_id").doNothing())
    .returning("token_id")
    .execute();
  return inserted.length > 0;
}

export async function isTokenIdSpent(db: Kysely<Database>, tokenId: string): Promise<boolean> {
  const row = await db.selectFrom("privacy_used_tokens").select("token_id").where("token_id", "=", tokenId).executeTakeFirst();
  return row !== undefined;
}

export type SpentTokens = ReturnType<typeof spentTokens>;

export function spentTokens(db: Kysely<Database>) {
  return {
    spend: (tokenId: string, expiresAt: number, now: number) => spendTokenId(db, tokenId, expiresAt, now),
    isSpent: (tokenId: string) => isTokenIdSpent(db, tokenId),
  };
}
