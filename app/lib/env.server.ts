import { z } from "zod";

/**
 * The server's environment, parsed once at start-up (GUIDE convention 7). A
 * wrong value stops the server with a message that names the variable.
 */
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be one of true, false, 1, 0, yes, no",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(["production", "development", "test"]).default("production"),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a port number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  /** The public origin, used for canonical URLs, the sitemap and the Origin check. */
  SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.com" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  /** Trust X-Forwarded-* from this many proxies in front of the server. */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of proxy hops" }).int().min(0).default(0),
  ),
  /** Where the embedded database and the .eml outbox live. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
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
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment variable(s):\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** The canonical origin: SITE_URL, or the local address. */
export function siteOrigin(env: Env = getEnv()): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}
