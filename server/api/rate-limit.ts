import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export type RateLimitDecision = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one request for the key and says whether it is within the limit. */
  hit(key: string, now?: number): Promise<RateLimitDecision>;
  /** Drops counters of past windows. */
  sweep(now?: number): Promise<void>;
};

export type RateLimitOptions = {
  db: Kysely<Database>;
  max: number;
  windowSeconds: number;
};

/**
 * A fixed-window counter per key (a salted IP hash) kept in the lead
 * database, so every instance on one PostgreSQL shares it. One upsert per
 * request, portable to SQLite.
 */
export function createRateLimiter({ db, max, windowSeconds }: RateLimitOptions): RateLimiter {
  const windowOf = (now: number) => Math.floor(now / 1000 / windowSeconds);
  return {
    async hit(key, now = Date.now()) {
      const window = windowOf(now);
      const row = await db
        .insertInto("rate_limits")
        .values({ key, window_start: window, hits: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet((eb) => ({
            hits: eb
              .case()
              .when("rate_limits.window_start", "=", eb.ref("excluded.window_start"))
              .then(eb("rate_limits.hits", "+", 1))
              .else(1)
              .end(),
            window_start: eb.ref("excluded.window_start"),
          })),
        )
        .returning("hits")
        .executeTakeFirstOrThrow();
      const hits = Number(row.hits);
      const windowEnds = (window + 1) * windowSeconds * 1000;
      return {
        allowed: hits <= max,
        remaining: Math.max(0, max - hits),
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
      };
    },
    async sweep(now = Date.now()) {
      await db.deleteFrom("rate_limits").where("window_start", "<", windowOf(now)).execute();
    },
  };
}
