import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs. Personal data never goes in: log ids, types, paths and
 * counts, not names or email addresses (the redact list is a safety net).
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "site" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ["email", "*.email", "firstName", "*.firstName", "lastName", "*.lastName", "ip", "*.ip"],
      censor: "[redacted]",
    },
  });
}
