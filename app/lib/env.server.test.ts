import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

function parseError(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).message;
  }
  throw new Error("the environment parsed");
}

describe("rate-limit environment", () => {
  it("defaults to a loose per-network limit and a per-email limit", () => {
    const env = parseEnv({});
    expect(env.RATE_LIMIT).toBe(true);
    expect([env.RATE_LIMIT_NETWORK_MAX, env.RATE_LIMIT_NETWORK_WINDOW_SECONDS]).toEqual([100, 600]);
    expect([env.RATE_LIMIT_EMAIL_MAX, env.RATE_LIMIT_EMAIL_WINDOW_SECONDS]).toEqual([10, 3600]);
  });

  it("reads the four limits", () => {
    const env = parseEnv({
      RATE_LIMIT_NETWORK_MAX: "250",
      RATE_LIMIT_NETWORK_WINDOW_SECONDS: "300",
      RATE_LIMIT_EMAIL_MAX: "5",
      RATE_LIMIT_EMAIL_WINDOW_SECONDS: "86400",
    });
    expect([env.RATE_LIMIT_NETWORK_MAX, env.RATE_LIMIT_NETWORK_WINDOW_SECONDS]).toEqual([250, 300]);
    expect([env.RATE_LIMIT_EMAIL_MAX, env.RATE_LIMIT_EMAIL_WINDOW_SECONDS]).toEqual([5, 86_400]);
  });

  it("stops at RATE_LIMIT_MAX and names what replaced it", () => {
    const message = parseError({ RATE_LIMIT_MAX: "20" });
    expect(message).toContain("RATE_LIMIT_MAX: is no longer read");
    expect(message).toContain("RATE_LIMIT_NETWORK_MAX");
    expect(message).toContain("RATE_LIMIT_EMAIL_MAX");
  });

  it("stops at RATE_LIMIT_WINDOW_SECONDS and names what replaced it", () => {
    const message = parseError({ RATE_LIMIT_WINDOW_SECONDS: "600" });
    expect(message).toContain("RATE_LIMIT_WINDOW_SECONDS: is no longer read");
    expect(message).toContain("RATE_LIMIT_NETWORK_WINDOW_SECONDS");
    expect(message).toContain("RATE_LIMIT_EMAIL_WINDOW_SECONDS");
  });

  it("treats an old variable set to nothing as unset", () => {
    expect(() => parseEnv({ RATE_LIMIT_MAX: "", RATE_LIMIT_WINDOW_SECONDS: " " })).not.toThrow();
  });

  it.each([
    ["RATE_LIMIT_NETWORK_MAX", "0", "must be at least 1"],
    ["RATE_LIMIT_EMAIL_MAX", "ten", "must be a whole number"],
    ["RATE_LIMIT_EMAIL_MAX", "2.5", "must be a whole number"],
    ["RATE_LIMIT_NETWORK_WINDOW_SECONDS", "-1", "must be at least 1"],
    ["RATE_LIMIT_EMAIL_WINDOW_SECONDS", "604800", "must be at most 86400"],
    ["RATE_LIMIT", "maybe", "must be one of true, false"],
  ])("names %s=%s in its message", (name, value, expected) => {
    const message = parseError({ [name]: value });
    expect(message).toContain(`${name}: ${expected}`);
  });
});
