import type { Store } from "../db/database.server.ts";
import type { ContentEditing } from "../content/content-editing.server.ts";
import type { ContentSchedules } from "../content/content-schedules.server.ts";
import type { MediaLibrary } from "../content/media.server.ts";
import { clearedCookie, readCookie, serializeCookie } from "../http/cookies.ts";
import type { Logger } from "../logger.server.ts";
import { type AuditEntry, recordAudit, sweepAudit } from "./audit.server.ts";
import { type ConsoleAuth, type ConsoleAuthOptions, createConsoleAuth } from "./auth/console-auth.server.ts";
import type { ConsoleDeps } from "./console-deps.ts";
import { type RelyingParty, relyingPartyOf } from "./auth/relying-party.server.ts";
import { type LeadWork, createLeadWork } from "./leads/lead-work.server.ts";
import { type TrafficDashboard, trafficDashboard } from "./traffic/traffic-dashboard.server.ts";
import type { TrafficReader } from "./traffic/thread-traffic-reader.server.ts";
import type { TrafficPeriod } from "../analytics/traffic.server.ts";
import { type ConsoleSession, csrfTokenMatches, endSession, readSession, SESSION_MAX_MS, sweepSessions } from "./sessions.server.ts";

/** Path "/": data requests go to /console.data, which a /console path would not match (every navigation would 401). */
export const CONSOLE_COOKIE = "console_session";
export const CONSOLE_COOKIE_PATH = "/";

export type ConsoleService = {
  /** Posts must come from it. */
  siteUrl: string;
  auth: ConsoleAuth;
  leads: LeadWork;
  traffic(period: TrafficPeriod): Promise<TrafficDashboard>;
  /** The site's content for editors; null on a server without pages (the API-only one). */
  content: ContentEditing | null;
  /** Publishing and unpublishing at a set time; null where `content` is. */
  contentSchedules: ContentSchedules | null;
  /** Uploaded pictures; null only where a test leaves it out. */
  media: MediaLibrary | null;
  /** Read once per request. */
  sessionOf(request: Request): Promise<ConsoleSession | undefined>;
  sessionCookie(token: string, request: Request): string;
  clearedSessionCookie(request: Request): string;
  relyingPartyOf(request: Request): RelyingParty | null;
  /** Compared in constant time. */
  csrfMatches(session: ConsoleSession, posted: unknown): boolean;
  signOut(session: ConsoleSession): Promise<void>;
  audit(entry: AuditEntry): Promise<void>;
  stop(): void;
};

export type ConsoleOptions = {
  store: Store;
  logger: Logger;
  siteUrl: string;
  auditRetentionDays: number;
  onQueued(): void;
  forgetMail?: (outboxIds: readonly string[]) => Promise<number>;
  auth: ConsoleAuthOptions;
  recipientsFor: ConsoleDeps["recipientsFor"];
  webhookUrls?: readonly string[];
  now?: () => number;
  /** Off the server's thread when given (threadTrafficReader). */
  trafficReader?: TrafficReader;
  content?: ContentEditing | null;
  contentSchedules?: ContentSchedules | null;
  media?: MediaLibrary | null;
};

const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

export function createConsoleService(options: ConsoleOptions): ConsoleService {
  const { store, logger, siteUrl, auditRetentionDays, onQueued, forgetMail, auth, recipientsFor, webhookUrls = [], now = Date.now } = options;
  const log = logger.child({ component: "console" });
  const audit = (entry: AuditEntry) => recordAudit(store.db, entry, now());
  const deps: ConsoleDeps = { store, logger: log, siteUrl, now, audit, onQueued, forgetMail, recipientsFor, webhookUrls };
  // The layout's and the page's loaders run at once: both see one look-up.
  const sessions = new WeakMap<Request, Promise<ConsoleSession | undefined>>();
  const sweep = () =>
    void Promise.all([
      sweepSessions(store.db, now()),
      sweepAudit(store.db, auditRetentionDays, now()),
      auth.limits?.network.sweep(now()),
      auth.limits?.address.sweep(now()),
    ]).catch((error: unknown) =>
      log.warn({ error: error instanceof Error ? error.message : String(error) }, "console sweep failed"),
    );
  const sweepTimer = setInterval(sweep, 60 * 60 * 1000);
  sweepTimer.unref();
  sweep();
  const reader = options.trafficReader;
  return {
    siteUrl,
    auth: createConsoleAuth(deps, auth),
    leads: createLeadWork(deps),
    content: options.content ?? null,
    contentSchedules: options.contentSchedules ?? null,
    media: options.media ?? null,
    traffic: (period) => (reader ? reader.dashboard(period) : trafficDashboard(store.db, period)),
    sessionOf(request) {
      let found = sessions.get(request);
      if (!found) {
        const token = readCookie(request.headers.get("cookie"), CONSOLE_COOKIE);
        found = token ? readSession(store.db, token, now()) : Promise.resolve(undefined);
        sessions.set(request, found);
      }
      return found;
    },
    sessionCookie: (token, request) =>
      serializeCookie(CONSOLE_COOKIE, token, { maxAgeSeconds: SESSION_MAX_MS / 1000, secure: isSecure(request), path: CONSOLE_COOKIE_PATH }),
    clearedSessionCookie: (request) => clearedCookie(CONSOLE_COOKIE, { secure: isSecure(request), path: CONSOLE_COOKIE_PATH }),
    relyingPartyOf: (request) => relyingPartyOf(request, siteUrl),
    csrfMatches: csrfTokenMatches,
    async signOut(session) {
      await endSession(store.db, session.id);
      await audit({ actor: session.user, action: "signed-out" });
    },
    audit,
    stop() {
      clearInterval(sweepTimer);
      void reader?.close();
    },
  };
}
