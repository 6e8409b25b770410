import { z } from "zod";

// The canonical origin pages print: SITE_URL, else http://localhost:PORT. The server parses its environment with the same
// schemas at start-up (server/env.ts), so a bad value stops it with the same message before any page is served.
export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const PortSchema = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
);

export const SiteUrlSchema = z.preprocess(
  emptyToUndefined,
  z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.com" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
);

const OriginSchema = z.object({ SITE_URL: SiteUrlSchema, PORT: PortSchema });

/** Or an error naming the bad variable. */
export function siteOrigin(source: Record<string, string | undefined> = process.env): string {
  const result = OriginSchema.safeParse({ SITE_URL: source.SITE_URL, PORT: source.PORT });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new Error(`Invalid environment variable(s):\n${lines.join("\n")}`);
  }
  return result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`;
}
