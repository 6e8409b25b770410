import os from "node:os";
import { z } from "zod";
import { emptyToUndefined, PortSchema, SiteUrlSchema } from "#app/config/site-origin.server.ts";
import { leadTypeModules, type NotifyVariable } from "#app/forms/lead-contract.ts";
import { HTTP_TIMEOUT_DEFAULTS } from "./http/serve.ts";
import { MAIL_RETRY_DEFAULTS } from "./queue/retry-schedule.ts";
import { parseWebhookUrls, webhookSecretProblem } from "./webhooks/webhook-config.ts";

/** Parsed once at start-up: a wrong value stops the server with a message that names the variable. */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be one of true, false, 1, 0, yes, no",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const mailbox = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

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

const limitCount = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").default(fallback),
  );

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

/** Seconds (see HTTP_TIMEOUT_DEFAULTS for the defaults' reasons). */
const timeoutSeconds = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number of seconds" })
      .positive("must be more than 0")
      .max(3600, "must be at most 3600")
      .default(fallback),
  );

/** Setting a variable no longer read stops the server and names what replaced it. */
const replacedBy = (replacement: string) =>
  z.preprocess(emptyToUndefined, z.undefined({ error: `is no longer read; set ${replacement} instead` }));

const inbox = () => z.preprocess(emptyToUndefined, addressList.optional());

const typeInboxes = Object.fromEntries(Object.values(leadTypeModules).map((module) => [module.notifyVariable, inbox()])) as Record<NotifyVariable, ReturnType<typeof inbox>>;

const PROCESSES_ERROR = 'must be a whole number of processes from 1 to 64, or "auto" (one per CPU core)';

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(["production", "development", "test"]).default("production"),
  ),
  PORT: PortSchema,
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  /** Canonical URLs, the sitemap and the Origin check. */
  SITE_URL: SiteUrlSchema,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of proxy hops" }).int().min(0).default(0),
  ),
  /** A number, or "auto" for one per core; they share the database, so each mail and webhook still goes out once. */
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
  HTTP_REQUEST_TIMEOUT_SECONDS: timeoutSeconds(HTTP_TIMEOUT_DEFAULTS.requestSeconds),
  /** At most HTTP_REQUEST_TIMEOUT_SECONDS. */
  HTTP_HEADERS_TIMEOUT_SECONDS: timeoutSeconds(HTTP_TIMEOUT_DEFAULTS.headersSeconds),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: timeoutSeconds(HTTP_TIMEOUT_DEFAULTS.keepAliveSeconds),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  /** Inside the project, so the server build finds node_modules. */
  BUILD_DIR: z.preprocess(emptyToUndefined, z.string().default("build")),
  /** Where the repository's pictures are kept once encoded (ADR 0301), shared by builds and servers on this machine. */
  IMAGE_CACHE_DIR: z.preprocess(emptyToUndefined, z.string().default("node_modules/.cache/responsive-images")),
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
  /** Per network, valid or not; loose, so an office behind one address gets through. */
  RATE_LIMIT_NETWORK_MAX: limitCount(100),
  RATE_LIMIT_NETWORK_WINDOW_SECONDS: limitWindow(600),
  /** Retries of a stored lead are free. */
  RATE_LIMIT_EMAIL_MAX: limitCount(10),
  RATE_LIMIT_EMAIL_WINDOW_SECONDS: limitWindow(3600),
  RATE_LIMIT_PRIVACY_NETWORK_MAX: limitCount(20),
  /** Known or not: the limit reveals nothing. */
  RATE_LIMIT_PRIVACY_EMAIL_MAX: limitCount(5),
  RATE_LIMIT_PRIVACY_WINDOW_SECONDS: limitWindow(3600),
  RATE_LIMIT_CONSOLE_NETWORK_MAX: limitCount(60),
  /** Known or not: the limit reveals nothing. */
  RATE_LIMIT_CONSOLE_EMAIL_MAX: limitCount(5),
  RATE_LIMIT_CONSOLE_WINDOW_SECONDS: limitWindow(3600),
  /** An office NAT of 100 people viewing 10 pages each fits. */
  RATE_LIMIT_VIEWS_NETWORK_MAX: limitCount(1000),
  RATE_LIMIT_VIEWS_WINDOW_SECONDS: limitWindow(600),
  /** Per UTC day; the views of any further user agent share one id. */
  RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100_000, "must be at most 100000").default(300),
  ),
  /** Days. */
  CONSOLE_AUDIT_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of days" }).int("must be a whole number").min(1, "must be at least 1").max(3650, "must be at most 3650 (ten years)").default(365),
  ),
  RATE_LIMIT_MAX: replacedBy("RATE_LIMIT_NETWORK_MAX (posts per network) and RATE_LIMIT_EMAIL_MAX (leads per email address)"),
  RATE_LIMIT_WINDOW_SECONDS: replacedBy("RATE_LIMIT_NETWORK_WINDOW_SECONDS and RATE_LIMIT_EMAIL_WINDOW_SECONDS"),
  /** Per server process. */
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1).max(200).default(10),
  ),
  /** NOTE: set it in production; the default is a placeholder on `.example`. */
  LEADS_NOTIFY_TO: inbox(),
  ...typeInboxes,
  LEADS_MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((value) => mailbox.test(value), "must be an email address or Name <address>")
      .optional(),
  ),
  /** By default a random one kept in the database. */
  IP_HASH_SALT: z.preprocess(
    emptyToUndefined,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  /** By default kept in the database; changing it invalidates links already sent (opt-outs stay). */
  PRIVACY_TOKEN_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** Off only for intake-only instances. */
  MAIL_WORKER: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
  /** With the default schedule, 40 attempts span at least 24 h of mail outage. */
  MAIL_MAX_ATTEMPTS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100, "must be at most 100")
      .default(MAIL_RETRY_DEFAULTS.maxAttempts),
  ),
  MAIL_RETRY_BASE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number of seconds" })
      .positive("must be more than 0")
      .max(3600, "must be at most 3600")
      .default(MAIL_RETRY_DEFAULTS.retryBaseSeconds),
  ),
  MAIL_RETRY_MAX_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a number of seconds" })
      .positive("must be more than 0")
      .max(86_400, "must be at most 86400 (a day)")
      .default(MAIL_RETRY_DEFAULTS.retryMaxSeconds),
  ),
  /** How often each process looks for content schedules that are due: a schedule goes live at most this late, plus its render. */
  CONTENT_SCHEDULE_POLL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of seconds" }).positive("must be more than 0").max(30, "must be at most 30").default(1),
  ),
  /** For mail queued by other instances. */
  MAIL_POLL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of seconds" }).positive("must be more than 0").max(300).default(2),
  ),
  /** Messages about it never quote the value: a catch-hook URL is a token. */
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
  /** Never logged, never quoted in an error. */
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

export function siteOrigin(env: Env): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}
