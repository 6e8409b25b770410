import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** A hash of the day's salt, the site, IP and user agent; each salt is deleted the day after, so no id outlives its day
 * or can be recomputed. The raw address and user agent are never stored. */
export type VisitorIds = {
  visitorOf(input: { ip: string | undefined; userAgent: string; at: number }): Promise<string>;
  sweep(now: number): Promise<void>;
};

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createVisitorIds(db: Kysely<Database>, site: string): VisitorIds {
  const salts = new Map<string, Promise<string>>();

  async function saltOf(day: string): Promise<string> {
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    return row.salt;
  }

  return {
    async visitorOf({ ip, userAgent, at }) {
      const day = dayOf(at);
      let salt = salts.get(day);
      if (!salt) {
        salt = saltOf(day);
        salts.set(day, salt);
        salt.catch(() => salts.delete(day));
      }
      return createHash("sha256")
        .update(`${await salt}\n${site}\n${ip ?? ""}\n${userAgent}`)
        .digest("hex")
        .slice(0, 32);
    },
    async sweep(now) {
      const today = dayOf(now);
      for (const day of salts.keys()) if (day < today) salts.delete(day);
      await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
    },
  };
}
