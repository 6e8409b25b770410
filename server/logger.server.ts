import { pino, type Logger } from "pino";

export type { Logger };

/** Personal data never goes in: ids, types, paths and counts, not names or addresses (the redact list is a safety net). */
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
