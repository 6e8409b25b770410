import os from "node:os";
import { z } from "zod";
import { emptyToUndefined, PortSchema, SiteUrlSchema } from "#app/config/site-origin.server.ts";
import { type LeadType, leadTypeContracts } from "#app/forms/lead-types/index.ts";
import { HTTP_TIMEOUT_DEFAULTS } from "./http/serve.ts";
import { MAIL_RETRY_DEFAULTS } from "./queue/retry-schedule.ts";
import { parseWebhookUrls, webhookSecretProblem } from "./webhooks/webhook-config.ts";

/**
 * The server's environment, parsed once at start-up. A
 * wrong value stops the server with a message that names the variable.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be one of true, false, 1, 0, yes, no",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const mailbox = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/** Comma-separated email addresses. */
const addressList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.email({ error: "must be a comma-separated list of email addresses" }))
      .min(1, "must name at least one email address"),
  );

/** A rate limit's number of posts per window. */
const limitCount = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").default(fallback),
  );

/** A rate limit's window. */
const limitWindow = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number of seconds" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(86_400, "must be at most 86400 (a day)")
      .default(fallback),
  );

/** How long the server waits on a client (see HTTP_TIMEOUT_DEFAULTS for the reasoning behind the defaults). */
const timeoutSeconds = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number of seconds" })
      .positive("must be more than 0")
      .max(3600, "must be at most 3600")
      .default(fallback),
  );

/** A variable that is no longer read: setting it stops the server and names what replaced it. */
const replacedBy = (replacement: string) =>
  z.preprocess(emptyToUndefined, z.undefined({ error: `is no longer read; set ${replacement} instead` }));

const inbox = () => z.preprocess(emptyToUndefined, addressList.optional());

/** Each lead type's inbox(es), under the variable its module names; each falls back to LEADS_NOTIFY_TO. */
const typeInboxes = Object.fromEntries(Object.values(leadTypeContracts).map((contract) => [contract.notifyVariable, inbox()])) as {
  [T in LeadType as (typeof leadTypeContracts)[T]["notifyVariable"]]: ReturnType<typeof inbox>;
};

const PROCESSES_ERROR = 'must be a whole number of processes from 1 to 64, or "auto" (one per CPU core)';

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(["production", "development", "test"]).default("production"),
  ),
  PORT: PortSchema,
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  /** The public origin, used for canonical URLs, the sitemap and the Origin check. */
  SITE_URL: SiteUrlSchema,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  /** Trust X-Forwarded-* from this many proxies in front of the server. */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of proxy hops" }).int().min(0).default(0),
  ),
  /**
   * Server processes sharing the port: a number, or "auto" for one per CPU
   * core. Each serves pages and the API and runs an outbox worker; they share
   * the database, so each mail and webhook still goes out once.
   */
  WEB_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z
      .union(
        [
          z.literal("auto"),
          z.coerce
            .number({ error: PROCESSES_ERROR })
            .int({ error: PROCESSES_ERROR })
            .min(1, { error: PROCESSES_ERROR })
            .max(64, { error: PROCESSES_ERROR }),
        ],
        { error: PROCESSES_ERROR },
      )
      .default(1)
      .transform((value) => (value === "auto" ? os.availableParallelism() : value)),
  ),
  /** The longest a client may take to send a whole request, headers and body. */
  HTTP_REQUEST_TIMEOUT_SECONDS: timeoutSeconds(HTTP_TIMEOUT_DEFAULTS.requestSeconds),
  /** The longest a client may take to send a request's headers; at most HTTP_REQUEST_TIMEOUT_SECONDS. */
  HTTP_HEADERS_TIMEOUT_SECONDS: timeoutSeconds(HTTP_TIMEOUT_DEFAULTS.headersSeconds),
  /** How long an idle keep-alive connection is kept; longer than a proxy in front keeps its idle connections to the server. */
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: timeoutSeconds(HTTP_TIMEOUT_DEFAULTS.keepAliveSeconds),
  /** Where the embedded database and the .eml outbox live. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  /** Where `npm run build` wrote the site (React Router's buildDirectory), inside the project so the server build finds node_modules. */
  BUILD_DIR: z.preprocess(emptyToUndefined, z.string().default("build")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  RATE_LIMIT: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
  /**
   * Lead posts allowed from one network (an IPv4 address or an IPv6 /64) per
   * window, valid or not; loose, so an office behind one address gets through.
   */
  RATE_LIMIT_NETWORK_MAX: limitCount(100),
  RATE_LIMIT_NETWORK_WINDOW_SECONDS: limitWindow(600),
  /** Accepted leads for one email address per window (retries of a stored lead are free). */
  RATE_LIMIT_EMAIL_MAX: limitCount(10),
  RATE_LIMIT_EMAIL_WINDOW_SECONDS: limitWindow(3600),
  /** Privacy-link requests and link uses from one network per window. */
  RATE_LIMIT_PRIVACY_NETWORK_MAX: limitCount(20),
  /** Privacy-link requests for one email address per window (known or not: the limit reveals nothing). */
  RATE_LIMIT_PRIVACY_EMAIL_MAX: limitCount(5),
  RATE_LIMIT_PRIVACY_WINDOW_SECONDS: limitWindow(3600),
  /** Console sign-in posts (link requests, link presses, passkey sign-ins) from one network per window. */
  RATE_LIMIT_CONSOLE_NETWORK_MAX: limitCount(60),
  /** Console sign-in link requests for one email address per window (known or not: the limit reveals nothing). */
  RATE_LIMIT_CONSOLE_EMAIL_MAX: limitCount(5),
  RATE_LIMIT_CONSOLE_WINDOW_SECONDS: limitWindow(3600),
  /**
   * View beacons counted from one network per window (an office NAT of 100
   * people viewing 10 pages each fits); past it a beacon is a 429 and not counted.
   */
  RATE_LIMIT_VIEWS_NETWORK_MAX: limitCount(1000),
  RATE_LIMIT_VIEWS_WINDOW_SECONDS: limitWindow(600),
  /** Visitor ids one network mints per UTC day; the views of any further user agent share one id. */
  RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100_000, "must be at most 100000").default(300),
  ),
  /** How long the console's audit log keeps an entry, in days. */
  CONSOLE_AUDIT_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of days" }).int("must be a whole number").min(1, "must be at least 1").max(3650, "must be at most 3650 (ten years)").default(365),
  ),
  /** The single per-IP limit these replaced: set, they stop the server instead of being ignored. */
  RATE_LIMIT_MAX: replacedBy("RATE_LIMIT_NETWORK_MAX (posts per network) and RATE_LIMIT_EMAIL_MAX (leads per email address)"),
  RATE_LIMIT_WINDOW_SECONDS: replacedBy("RATE_LIMIT_NETWORK_WINDOW_SECONDS and RATE_LIMIT_EMAIL_WINDOW_SECONDS"),
  /** Connections to PostgreSQL per server process. */
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1).max(200).default(10),
  ),
  /**
   * The sales inbox for lead notifications (comma-separated addresses).
   * NOTE: set it in production; the default is a placeholder on `.example`.
   */
  LEADS_NOTIFY_TO: inbox(),
  ...typeInboxes,
  /** The From of notification emails: `address` or `Name <address>`. */
  LEADS_MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((value) => mailbox.test(value), "must be an email address or Name <address>")
      .optional(),
  ),
  /** Secret for hashing client IPs; by default a random one kept in the database. */
  IP_HASH_SALT: z.preprocess(
    emptyToUndefined,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  /**
   * Secret that seals privacy links, sessions and unsubscribe URLs; by
   * default a random one kept in the database. Changing it invalidates the
   * links and unsubscribe URLs already sent (opt-outs themselves stay).
   */
  PRIVACY_TOKEN_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** Run the outbox worker in this process (turn off only for intake-only instances). */
  MAIL_WORKER: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
  /**
   * Delivery attempts before a notification is marked failed (then `npm run
   * leads -- retry-failed`). With the default schedule, 40 attempts span at
   * least 24 h of mail outage.
   */
  MAIL_MAX_ATTEMPTS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100, "must be at most 100")
      .default(MAIL_RETRY_DEFAULTS.maxAttempts),
  ),
  /** First retry delay; each further one doubles up to MAIL_RETRY_MAX_SECONDS. */
  MAIL_RETRY_BASE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number of seconds" })
      .positive("must be more than 0")
      .max(3600, "must be at most 3600")
      .default(MAIL_RETRY_DEFAULTS.retryBaseSeconds),
  ),
  /** The ceiling of the retry delay. */
  MAIL_RETRY_MAX_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number of seconds" })
      .positive("must be more than 0")
      .max(86_400, "must be at most 86400 (a day)")
      .default(MAIL_RETRY_DEFAULTS.retryMaxSeconds),
  ),
  /** How often the worker looks for mail queued by other instances. */
  MAIL_POLL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of seconds" }).positive("must be more than 0").max(300).default(2),
  ),
  /**
   * Endpoints (comma-separated http(s) URLs) that receive every non-spam lead
   * as a signed POST (Standard Webhooks), retried on the MAIL_* schedule.
   * Messages about it never quote the value: a catch-hook URL is a token.
   */
  LEADS_WEBHOOK_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value, ctx) => {
        const parsed = parseWebhookUrls(value);
        if ("urls" in parsed) return parsed.urls;
        ctx.addIssue({ code: "custom", message: parsed.problem });
        return z.NEVER;
      })
      .optional(),
  ),
  /** The `whsec_…` secret the webhooks are signed with; never logged, never quoted in an error. */
  LEADS_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = webhookSecretProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .optional(),
  ),
}).superRefine((env, ctx) => {
  if (env.HTTP_HEADERS_TIMEOUT_SECONDS > env.HTTP_REQUEST_TIMEOUT_SECONDS) {
    ctx.addIssue({
      code: "custom",
      path: ["HTTP_HEADERS_TIMEOUT_SECONDS"],
      message: `must be at most HTTP_REQUEST_TIMEOUT_SECONDS (${env.HTTP_REQUEST_TIMEOUT_SECONDS}): the headers are part of the request`,
    });
  }
  // Webhooks need both: where to send, and the secret to sign with.
  if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
    ctx.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_SECRET"], message: "must be set when LEADS_WEBHOOK_URL is (the whsec_ secret that signs each webhook)" });
  }
  if (env.LEADS_WEBHOOK_SECRET && !env.LEADS_WEBHOOK_URL) {
    ctx.addIssue({ code: "custom", path: ["LEADS_WEBHOOK_URL"], message: "must be set when LEADS_WEBHOOK_SECRET is (the endpoints that receive the leads)" });
  }
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${String(issue.path[0] ?? "(environment)")}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment variable(s):\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The canonical origin: SITE_URL, or the local address. */
export function siteOrigin(env: Env): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}
