import express from "express";
import { site } from "#app/config/site.ts";
import { type Env, siteOrigin } from "./env.ts";
import { createLeadApiRouter, type LeadApiServices } from "./api/lead-api.ts";
import { createLeadRateLimits } from "./http/rate-limit.ts";
import { openStore, type Store } from "./db/database.server.ts";
import type { Logger } from "./logger.server.ts";
import { type OutboxWorker, startOutboxWorker } from "./mail/outbox-worker.server.ts";
import { fileTransport, type MailTransport, smtpTransport } from "./mail/transport.server.ts";
import { endpointHost } from "./webhooks/webhook-config.ts";
import { startWebhookWorker, type WebhookWorker } from "./webhooks/webhook-worker.server.ts";
import { createIpHasher, resolveIpHashSalt } from "./leads/ip-hash.server.ts";
import { createLeadService } from "./leads/lead-service.server.ts";
import { createFormResultLookup, createResultReferences, resolveResultReferenceKey } from "./leads/result-reference.server.ts";
import type { FormResultLookup, PageServices } from "#app/load-context.server.ts";
import { createPrivacyApiRouter } from "./privacy/privacy-api.server.ts";
import { type PrivacyBackend, startPrivacyBackend } from "./privacy/privacy-backend.server.ts";
import { type LeadType, leadTypeModules, type NotifyVariable } from "#app/forms/lead-contract.ts";
import { type ConsoleService, createConsoleService } from "./console/console-service.server.ts";
import { type Analytics, createAnalytics } from "./analytics/analytics.server.ts";
import { createBeaconRouter } from "./analytics/beacon-api.ts";
import { threadBatchStore } from "./analytics/thread-batch-store.server.ts";
import { createBeaconLimits } from "./analytics/beacon-limits.ts";
import { threadTrafficReader } from "./console/traffic/thread-traffic-reader.server.ts";
import type { ConsoleRateLimits } from "./console/auth/console-auth.server.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { networkKey } from "./http/network-key.ts";
import { createAddressHasher, createTokenSealer, resolvePrivacySecrets, type TokenSealer } from "./tokens/tokens.server.ts";
import type { ContentModel, PageRender } from "./content/content-model.ts";
import { seedContent } from "./content/content-store.server.ts";
import { type LiveContent, startLiveContent } from "./content/live-content.server.ts";
import { sharedRenders } from "./content/shared-renders.server.ts";
import { createContentEditing } from "./content/content-editing.server.ts";
import { createContentSchedules, startContentScheduleWorker } from "./content/content-schedules.server.ts";
import { createMediaLibrary, type MediaLibrary } from "./content/media.server.ts";
import type { QueueWorker } from "./queue/queue-worker.server.ts";
import { previewPages } from "./content/preview-pages.ts";
import { versionPages } from "./content/version-pages.ts";
import { recordAudit } from "./console/audit.server.ts";
import { leadContentOf } from "#app/content/lead-content.ts";
import type { StaticStore } from "./http/static-files.ts";
import type { SitePictures } from "./content/site-pictures.server.ts";

const siteDomain = site.supportEmail.split("@")[1] ?? "localhost";
/** NOTE: placeholders until LEADS_NOTIFY_TO and LEADS_MAIL_FROM are set. */
export const DEFAULT_NOTIFY_TO = `sales@${siteDomain}`;
export const DEFAULT_MAIL_FROM = `${site.name} Website <no-reply@${siteDomain}>`;

export type Backend = {
  router: express.Router;
  /** Public pages asked for with a preview link show the linked draft. */
  previewPages: express.RequestHandler;
  /** A legal document's earlier versions, each at its own address. */
  versionPages: express.RequestHandler;
  store: Store;
  isReady(): boolean;
  /** What is still in hand after `handBackAfterMs` is handed back to the queue. */
  stopWorker(handBackAfterMs?: number): Promise<void>;
  /** After the HTTP server stopped taking requests. */
  stop(): Promise<void>;
  /** null until the database is ready. */
  pageServices(req?: { ip?: string }): PageServices;
};

/** The public site the content editor changes: its content model, its pages in memory, and how a page is rendered. */
export type SiteOptions = { model: ContentModel; store: StaticStore; render: PageRender; pictures?: SitePictures };

export type BackendOptions = {
  env: Env;
  logger: Logger;
  /** Without it (the API-only server) there is no content to edit. */
  site?: SiteOptions;
  startupRetryMs?: number;
  now?: () => number;
};

/** The variable its module names, else LEADS_NOTIFY_TO. */
export function recipientsFrom(env: Env): (type: LeadType) => string[] {
  return (type) => {
    const variable: NotifyVariable = leadTypeModules[type].notifyVariable;
    return env[variable] ?? env.LEADS_NOTIFY_TO ?? [DEFAULT_NOTIFY_TO];
  };
}

function openDatabase(env: Env, log: Logger): Store {
  let lastConnectionWarning = 0;
  return openStore({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    // A restart breaks every pooled connection at once: one line every 10 s is enough.
    onConnectionError(error) {
      if (Date.now() - lastConnectionWarning < 10_000) return;
      lastConnectionWarning = Date.now();
      log.warn(
        { error: error.message.slice(0, 200), code: (error as { code?: unknown }).code },
        "database connection lost; lead posts answer 503 until it is back",
      );
    },
  });
}

/** The webhook worker rides on the mail worker's switch and schedule. */
function startWorkers({ env, store, transport, logger }: { env: Env; store: Store; transport: MailTransport; logger: Logger }): {
  worker?: OutboxWorker;
  webhookWorker?: WebhookWorker;
} {
  if (!env.MAIL_WORKER) return {};
  const schedule = {
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseMs: env.MAIL_RETRY_BASE_SECONDS * 1000,
    retryMaxMs: env.MAIL_RETRY_MAX_SECONDS * 1000,
    pollIntervalMs: env.MAIL_POLL_SECONDS * 1000,
  };
  const worker = startOutboxWorker({ store, transport, logger, from: env.LEADS_MAIL_FROM ?? DEFAULT_MAIL_FROM, ...schedule });
  const webhookWorker =
    env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET
      ? startWebhookWorker({ store, logger, urls: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET, ...schedule })
      : undefined;
  return { worker, webhookWorker };
}

/** Links sealed with the privacy token secret (purpose `console-link`), addresses hashed with the privacy address key. */
async function consoleAuthOptions(env: Env, store: Store) {
  const secrets = await resolvePrivacySecrets(store.db, env.PRIVACY_TOKEN_SECRET);
  const windowSeconds = env.RATE_LIMIT_CONSOLE_WINDOW_SECONDS;
  const limits: ConsoleRateLimits | null = env.RATE_LIMIT
    ? {
        network: createRateLimiter({ db: store.db, prefix: "consolenet", max: env.RATE_LIMIT_CONSOLE_NETWORK_MAX, windowSeconds }),
        address: createRateLimiter({ db: store.db, prefix: "consoleaddr", max: env.RATE_LIMIT_CONSOLE_EMAIL_MAX, windowSeconds }),
      }
    : null;
  return { sealer: createTokenSealer(secrets.tokenSecret), hashAddress: createAddressHasher(secrets.addressKey), limits };
}

type Connected = {
  services: LeadApiServices;
  sweepRateLimits: (() => Promise<void>) | null;
  resultLookup: FormResultLookup;
  privacy: PrivacyBackend;
  analytics: Analytics;
  consoleService: ConsoleService;
  live: LiveContent | null;
  media: MediaLibrary;
};

type ConnectOptions = BackendOptions & { store: Store; log: Logger; transport: MailTransport; nudgeWorkers: () => void; nudgeSchedules: () => void };

/** Seeds what the database lacks of the repository's content, then follows what is published. */
async function startContent({
  site,
  store,
  logger,
  sealer,
  media,
  now = Date.now,
  nudgeSchedules,
}: {
  site: SiteOptions;
  store: Store;
  logger: Logger;
  sealer: TokenSealer;
  media: MediaLibrary;
  now?: () => number;
  nudgeSchedules: () => void;
}) {
  const { model } = site;
  await seedContent(
    store.db,
    model.contentTypes.map((type) => ({ type: type.type, entries: type.entriesOf(model.repositoryContent), required: model.contentJsonSchema(type).required })),
  );
  const shared = site.render.edition ? sharedRenders({ db: store.db, edition: site.render.edition }) : undefined;
  const live = await startLiveContent({ db: store.db, model, store: site.store, render: site.render, logger, shared }).ready;
  const editing = createContentEditing({
    db: store.db,
    model,
    live,
    sealer,
    now,
    pageExists: (path) => site.store.get(path) !== undefined,
    render: site.render,
    media,
    audit: (actor, action, subject, detail) => recordAudit(store.db, { actor, action, subject, detail }, now()),
  });
  const schedules = createContentSchedules({
    db: store.db,
    model,
    editing,
    now,
    onScheduled: nudgeSchedules,
    audit: (actor, action, subject, detail) => recordAudit(store.db, { actor, action, subject, detail }, now()),
  });
  return { live, editing, schedules };
}

async function connectServices({ env, logger, now, store, log, transport, nudgeWorkers, nudgeSchedules, site }: ConnectOptions): Promise<Connected> {
  const hashIp = createIpHasher(await resolveIpHashSalt(store.db, env.IP_HASH_SALT));
  const resultReferences = createResultReferences(await resolveResultReferenceKey(store.db));
  const rateLimits = env.RATE_LIMIT
    ? createLeadRateLimits({
        db: store.db,
        network: { max: env.RATE_LIMIT_NETWORK_MAX, windowSeconds: env.RATE_LIMIT_NETWORK_WINDOW_SECONDS },
        email: { max: env.RATE_LIMIT_EMAIL_MAX, windowSeconds: env.RATE_LIMIT_EMAIL_WINDOW_SECONDS },
      })
    : null;
  const siteUrl = siteOrigin(env);
  const recipientsFor = recipientsFrom(env);
  const webhookUrls = env.LEADS_WEBHOOK_URL ?? [];
  const forgetMail = transport.forget?.bind(transport);
  const privacy = await startPrivacyBackend({
    env,
    store,
    logger,
    hashIp,
    siteUrl,
    replyTo: (env.LEADS_NOTIFY_TO ?? [DEFAULT_NOTIFY_TO])[0] ?? DEFAULT_NOTIFY_TO,
    onQueued: nudgeWorkers,
    forgetMail,
    now,
  });
  const analytics = createAnalytics({
    db: store.db,
    logger: log,
    siteUrl,
    now,
    batchStore: store.file ? threadBatchStore(store.file) : undefined,
    limits: env.RATE_LIMIT
      ? createBeaconLimits({
          viewsPerWindow: env.RATE_LIMIT_VIEWS_NETWORK_MAX,
          windowSeconds: env.RATE_LIMIT_VIEWS_WINDOW_SECONDS,
          visitorsPerDay: env.RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX,
        })
      : null,
  });
  const consoleAuth = await consoleAuthOptions(env, store);
  const media = createMediaLibrary({ db: store.db, now, audit: (actor, action, subject, detail) => recordAudit(store.db, { actor, action, subject, detail }, now?.()) });
  const content = site ? await startContent({ site, store, logger, sealer: consoleAuth.sealer, media, now, nudgeSchedules }) : null;
  const consoleService = createConsoleService({
    store,
    logger,
    siteUrl,
    auditRetentionDays: env.CONSOLE_AUDIT_RETENTION_DAYS,
    onQueued: nudgeWorkers,
    forgetMail,
    auth: consoleAuth,
    content: content?.editing ?? null,
    contentSchedules: content?.schedules ?? null,
    media,
    recipientsFor,
    webhookUrls,
    now,
    trafficReader: threadTrafficReader({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }),
  });
  const leads = createLeadService({
    store,
    hashIp,
    recipientsFor,
    logger: log,
    onQueued: nudgeWorkers,
    webhookUrls,
    siteUrl,
    now,
    hasOptedOut: (email) => privacy.service.hasOptedOut(email),
    unsubscribeLinksFor: (email) => privacy.service.unsubscribeLinks(email),
    visitOf: (input) => analytics.visitOf(input),
    content: content ? () => leadContentOf(content.live.current()) : undefined,
  });
  return {
    services: { hashIp, rateLimits, resultReferences, leads },
    sweepRateLimits: rateLimits ? () => rateLimits.sweep() : null,
    resultLookup: createFormResultLookup({ db: store.db, references: resultReferences, logger: log }),
    privacy,
    analytics,
    consoleService,
    live: content?.live ?? null,
    media,
  };
}

/** Each answers 503 until `connected()` is there. */
function apiRouter({
  env,
  log,
  store,
  connected,
  pictures,
}: {
  env: Env;
  log: Logger;
  store: Store;
  connected: () => Connected | undefined;
  pictures?: SitePictures;
}): express.Router {
  const router = express.Router();
  // The repository's pictures, named by the build and made on first request (server/content/site-pictures.server.ts): no
  // database needed, so they are there while PostgreSQL is not.
  if (pictures) router.use((req, res, next) => (pictures.serve(req, res) ? undefined : next()));
  // Uploaded pictures, from the database through each process's cache (server/content/media.server.ts).
  router.use((req, res, next) => {
    if (!req.path.startsWith("/media/")) return next();
    const media = connected()?.media;
    if (media?.serve(req, res)) return;
    res.status(503).setHeader("Cache-Control", "no-store");
    res.setHeader("Retry-After", "5");
    res.type("text/plain").send("Pictures are unavailable for a moment. Try again shortly.");
  });
  router.use(createLeadApiRouter({
    logger: log,
    siteUrl: env.SITE_URL,
    services: () => connected()?.services,
    async checkReady() {
      if (!connected()) return { ready: false, reason: "database not ready" };
      try {
        await store.ping(2_000);
        return { ready: true, database: store.dialect };
      } catch {
        return { ready: false, reason: "database unreachable" };
      }
    },
  }));
  router.use(createBeaconRouter({ logger: log, siteUrl: env.SITE_URL, analytics: () => connected()?.analytics }));
  router.use(createPrivacyApiRouter({ logger: log, siteUrl: env.SITE_URL, services: () => connected()?.privacy.services }));
  return router;
}

/** The embedded database must open or the server does not start; PostgreSQL may be down: pages are served, the API
 * answers 503 and /readyz says unavailable until a retry succeeds. */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const { env, logger, startupRetryMs = 5_000 } = options;
  const log = logger.child({ component: "leads" });
  const store = openDatabase(env, log);
  const transport: MailTransport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(env.DATA_DIR);
  if (env.SMTP_URL && !env.LEADS_NOTIFY_TO) {
    log.warn({ to: DEFAULT_NOTIFY_TO }, "LEADS_NOTIFY_TO is not set: lead notifications go to a placeholder address");
  }
  let connected: Connected | undefined;
  let worker: OutboxWorker | undefined;
  let webhookWorker: WebhookWorker | undefined;
  let scheduleWorker: QueueWorker | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const nudgeWorkers = () => {
    worker?.nudge();
    webhookWorker?.nudge();
  };

  async function init(): Promise<void> {
    const applied = await store.migrate();
    const services = await connectServices({ ...options, store, log, transport, nudgeWorkers, nudgeSchedules: () => scheduleWorker?.nudge() });
    if (stopped) {
      await Promise.all([services.analytics.stop(), services.privacy.stop()]);
      services.consoleService.stop();
      return;
    }
    ({ worker, webhookWorker } = startWorkers({ env, store, transport, logger }));
    // Every process that serves the site carries out content schedules: the queue gives each to one of them.
    const editing = services.consoleService.content;
    if (editing) scheduleWorker = startContentScheduleWorker({ store, logger, editing, pollIntervalMs: env.CONTENT_SCHEDULE_POLL_SECONDS * 1000 });
    const { sweepRateLimits } = services;
    if (sweepRateLimits) {
      sweepTimer = setInterval(() => void sweepRateLimits().catch(() => {}), 60_000);
      sweepTimer.unref();
    }
    connected = services;
    log.info(
      {
        database: store.dialect,
        location: store.location,
        migrationsApplied: applied,
        mail: transport.kind,
        mailTarget: transport.target,
        worker: worker?.id ?? "off",
        webhooks: (env.LEADS_WEBHOOK_URL ?? []).map(endpointHost),
        rateLimit: env.RATE_LIMIT,
      },
      "lead backend ready",
    );
  }

  function retryLater(error: unknown) {
    log.error(
      { location: store.location, error: error instanceof Error ? error.message : String(error) },
      `database unreachable; the lead API answers 503 until it is reachable (retrying every ${startupRetryMs / 1000}s)`,
    );
    retryTimer = setTimeout(() => {
      if (stopped) return;
      init().catch(retryLater);
    }, startupRetryMs);
    retryTimer.unref();
  }

  try {
    await init();
  } catch (error) {
    if (store.dialect === "sqlite") {
      await store.close().catch(() => {});
      throw error;
    }
    retryLater(error);
  }

  return {
    router: apiRouter({ env, log, store, connected: () => connected, pictures: options.site?.pictures }),
    previewPages: previewPages(() => connected?.consoleService.content?.previewContent),
    versionPages: versionPages(() => connected?.consoleService.content?.publicVersion),
    store,
    isReady: () => connected !== undefined,
    pageServices(req) {
      return {
        privacy: connected?.privacy.service ?? null,
        formResultLookup: connected?.resultLookup ?? null,
        console: connected?.consoleService ?? null,
        clientNetwork: connected ? connected.services.hashIp(networkKey(req?.ip)) : null,
        content: connected?.live?.current(),
      };
    },
    async stopWorker(handBackAfterMs) {
      await Promise.all([worker?.stop(handBackAfterMs), webhookWorker?.stop(handBackAfterMs), scheduleWorker?.stop(handBackAfterMs)]);
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(sweepTimer);
      connected?.consoleService.stop();
      connected?.live?.stop();
      await Promise.all([connected?.analytics.stop(), worker?.stop(), webhookWorker?.stop(), scheduleWorker?.stop(), connected?.privacy.stop()]);
      transport.close();
      await store.close();
    },
  };
}
