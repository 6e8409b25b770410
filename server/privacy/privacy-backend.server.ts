import type { Env } from "../env.ts";
import { createRateLimiter } from "../http/rate-limit.ts";
import type { Store } from "../db/database.server.ts";
import type { IpHasher } from "../leads/ip-hash.server.ts";
import type { Logger } from "../logger.server.ts";
import type { PrivacyApiServices, PrivacyRateLimits } from "./privacy-api.server.ts";
import { createPrivacyService, type PrivacyService } from "./privacy-service.server.ts";
import { resolvePrivacySecrets } from "../tokens/tokens.server.ts";

export type PrivacyBackend = {
  service: PrivacyService;
  services: PrivacyApiServices;
  stop(): Promise<void>;
};

export type PrivacyBackendOptions = {
  env: Env;
  store: Store;
  logger: Logger;
  hashIp: IpHasher;
  siteUrl: string;
  replyTo: string;
  onQueued?: () => void;
  forgetMail?: (outboxIds: readonly string[]) => Promise<number>;
  now?: () => number;
};

/** Its secrets are made once and kept in the database. */
export async function startPrivacyBackend({
  env,
  store,
  logger,
  hashIp,
  siteUrl,
  replyTo,
  onQueued,
  forgetMail,
  now,
}: PrivacyBackendOptions): Promise<PrivacyBackend> {
  const secrets = await resolvePrivacySecrets(store.db, env.PRIVACY_TOKEN_SECRET);
  const service = createPrivacyService({ store, logger, secrets, siteUrl, replyTo, onQueued, forgetMail, now });
  const windowSeconds = env.RATE_LIMIT_PRIVACY_WINDOW_SECONDS;
  const limits: PrivacyRateLimits | null = env.RATE_LIMIT
    ? {
        network: createRateLimiter({ db: store.db, prefix: "privnet", max: env.RATE_LIMIT_PRIVACY_NETWORK_MAX, windowSeconds }),
        address: createRateLimiter({ db: store.db, prefix: "privaddr", max: env.RATE_LIMIT_PRIVACY_EMAIL_MAX, windowSeconds }),
      }
    : null;
  const sweepTimer = limits
    ? setInterval(() => void Promise.all([limits.network.sweep(), limits.address.sweep()]).catch(() => {}), 60_000)
    : undefined;
  sweepTimer?.unref();
  return {
    service,
    services: { privacy: service, hashIp, limits },
    async stop() {
      clearInterval(sweepTimer);
      await service.idle();
    },
  };
}
