import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export type RateLimitDecision = {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** Gives the hit back (a post that turned out to be a retry of a stored lead); a no-op once the window has passed. */
  refund(): Promise<void>;
};

export type RateLimiter = {
  hit(subject: string, now?: number): Promise<RateLimitDecision>;
  sweep(now?: number): Promise<void>;
};

export type RateLimitOptions = {
  db: Kysely<Database>;
  /** Letters only: rows are keyed `prefix:subject`. */
  prefix: string;
  max: number;
  windowSeconds: number;
};

/** Fixed window per subject in the database, so every instance shares it; each limiter has its own prefix because
 * their window numbers are counted in different units. */
export function createRateLimiter({ db, prefix, max, windowSeconds }: RateLimitOptions): RateLimiter {
  if (!/^[a-z]+$/.test(prefix)) throw new Error(`rate limiter prefix must be lower-case letters: ${prefix}`);
  const windowOf = (now: number) => Math.floor(now / 1000 / windowSeconds);
  return {
    async hit(subject, now = Date.now()) {
      const key = `${prefix}:${subject}`;
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
        async refund() {
          await db
            .updateTable("rate_limits")
            .set((eb) => ({ hits: eb("hits", "-", 1) }))
            .where("key", "=", key)
            .where("window_start", "=", window)
            .where("hits", ">", 0)
            .execute();
        },
      };
    },
    async sweep(now = Date.now()) {
      await db
        .deleteFrom("rate_limits")
        .where("key", "like", `${prefix}:%`)
        .where("window_start", "<", windowOf(now))
        .execute();
    },
  };
}

/** The two limits on lead posts (ADR 0104). */
export type LeadRateLimits = {
  /** Every post from one network (an IPv4 address or an IPv6 /64), valid or not. */
  network: RateLimiter;
  /** Accepted leads only. */
  email: RateLimiter;
};

export type LeadRateLimitOptions = {
  db: Kysely<Database>;
  network: { max: number; windowSeconds: number };
  email: { max: number; windowSeconds: number };
};

export function createLeadRateLimits({ db, network, email }: LeadRateLimitOptions): LeadRateLimits & {
  sweep(now?: number): Promise<void>;
} {
  const limits = {
    network: createRateLimiter({ db, prefix: "net", ...network }),
    email: createRateLimiter({ db, prefix: "email", ...email }),
  };
  return {
    ...limits,
    async sweep(now) {
      await limits.network.sweep(now);
      await limits.email.sweep(now);
    },
  };
}
