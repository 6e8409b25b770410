import os from "node:os";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

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

  it("limits console sign-in posts per network and link requests per address, and names a bad value", () => {
    const env = parseEnv({});
    expect([env.RATE_LIMIT_CONSOLE_NETWORK_MAX, env.RATE_LIMIT_CONSOLE_EMAIL_MAX, env.RATE_LIMIT_CONSOLE_WINDOW_SECONDS]).toEqual([60, 5, 3600]);
    expect(parseEnv({ RATE_LIMIT_CONSOLE_EMAIL_MAX: "2", RATE_LIMIT_CONSOLE_WINDOW_SECONDS: "600" })).toMatchObject({ RATE_LIMIT_CONSOLE_EMAIL_MAX: 2, RATE_LIMIT_CONSOLE_WINDOW_SECONDS: 600 });
    expect(parseError({ RATE_LIMIT_CONSOLE_NETWORK_MAX: "0" })).toContain("RATE_LIMIT_CONSOLE_NETWORK_MAX: must be at least 1");
    expect(parseError({ RATE_LIMIT_CONSOLE_EMAIL_MAX: "five" })).toContain("RATE_LIMIT_CONSOLE_EMAIL_MAX: must be a whole number");
    expect(parseError({ RATE_LIMIT_CONSOLE_WINDOW_SECONDS: "100000" })).toContain("RATE_LIMIT_CONSOLE_WINDOW_SECONDS: must be at most 86400 (a day)");
  });

  it("limits view beacons and visitor ids per network, and names a bad value", () => {
    const env = parseEnv({});
    expect([env.RATE_LIMIT_VIEWS_NETWORK_MAX, env.RATE_LIMIT_VIEWS_WINDOW_SECONDS, env.RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX]).toEqual([1000, 600, 300]);
    expect(parseEnv({ RATE_LIMIT_VIEWS_NETWORK_MAX: "50", RATE_LIMIT_VIEWS_WINDOW_SECONDS: "60", RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX: "20" })).toMatchObject({
      RATE_LIMIT_VIEWS_NETWORK_MAX: 50,
      RATE_LIMIT_VIEWS_WINDOW_SECONDS: 60,
      RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX: 20,
    });
    expect(parseError({ RATE_LIMIT_VIEWS_NETWORK_MAX: "0" })).toContain("RATE_LIMIT_VIEWS_NETWORK_MAX: must be at least 1");
    expect(parseError({ RATE_LIMIT_VIEWS_WINDOW_SECONDS: "1e6" })).toContain("RATE_LIMIT_VIEWS_WINDOW_SECONDS: must be at most 86400 (a day)");
    expect(parseError({ RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX: "many" })).toContain("RATE_LIMIT_VIEWS_NETWORK_VISITORS_MAX: must be a whole number");
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

describe("webhook environment", () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

  it("is off by default", () => {
    const env = parseEnv({});
    expect(env.LEADS_WEBHOOK_URL).toBeUndefined();
    expect(env.LEADS_WEBHOOK_SECRET).toBeUndefined();
  });

  it("reads one or more endpoints and the secret", () => {
    const env = parseEnv({ LEADS_WEBHOOK_URL: "https://hooks.example/in, http://127.0.0.1:8080/leads", LEADS_WEBHOOK_SECRET: ` ${secret} ` });
    expect(env.LEADS_WEBHOOK_URL).toEqual(["https://hooks.example/in", "http://127.0.0.1:8080/leads"]);
    expect(env.LEADS_WEBHOOK_SECRET).toBe(secret);
  });

  it.each([
    [{ LEADS_WEBHOOK_URL: "https://hooks.example/in" }, "LEADS_WEBHOOK_SECRET: must be set when LEADS_WEBHOOK_URL is"],
    [{ LEADS_WEBHOOK_SECRET: secret }, "LEADS_WEBHOOK_URL: must be set when LEADS_WEBHOOK_SECRET is"],
    [{ LEADS_WEBHOOK_URL: "hooks.example/in", LEADS_WEBHOOK_SECRET: secret }, "LEADS_WEBHOOK_URL: the URL is not a URL"],
    [{ LEADS_WEBHOOK_URL: "https://a.example, ftp://b.example", LEADS_WEBHOOK_SECRET: secret }, "LEADS_WEBHOOK_URL: entry 2 must be an https://"],
    [{ LEADS_WEBHOOK_URL: "https://a.example", LEADS_WEBHOOK_SECRET: "not-a-secret-at-all-1234567890" }, "LEADS_WEBHOOK_SECRET: must be whsec_"],
    [{ LEADS_WEBHOOK_URL: "https://a.example", LEADS_WEBHOOK_SECRET: "whsec_c2hvcnQ=" }, "LEADS_WEBHOOK_SECRET: must be whsec_ followed by 24 to 64 random bytes in base64 (it holds 5)"],
  ])("stops on %o and names the variable", (source, expected) => {
    expect(parseError(source)).toContain(expected);
  });

  it("never prints the secret or a URL's credentials in its message", () => {
    const bad = "whsec_c2VjcmV0LXNob3J0";
    const message = parseError({ LEADS_WEBHOOK_URL: "https://user:hunter2@hooks.example/in", LEADS_WEBHOOK_SECRET: bad });
    expect(message).toContain("LEADS_WEBHOOK_URL:");
    expect(message).toContain("LEADS_WEBHOOK_SECRET:");
    expect(message).not.toContain("c2VjcmV0");
    expect(message).not.toContain("hunter2");
    expect(parseError({ LEADS_WEBHOOK_SECRET: secret })).not.toContain(secret.slice(6));
  });
});

describe("server processes", () => {
  it("runs one process unless told otherwise; auto is one per CPU core", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(parseEnv({ WEB_CONCURRENCY: "auto" }).WEB_CONCURRENCY).toBe(os.availableParallelism());
  });

  it("stops at anything else, naming the variable", () => {
    for (const value of ["0", "-1", "2.5", "many", "65"]) {
      expect(parseError({ WEB_CONCURRENCY: value })).toContain("WEB_CONCURRENCY: must be a whole number of processes from 1 to 64");
    }
  });
});

describe("HTTP timeouts", () => {
  it("gives a request 30 s, its headers 15 s and an idle connection 65 s unless told otherwise", () => {
    const env = parseEnv({});
    expect([env.HTTP_REQUEST_TIMEOUT_SECONDS, env.HTTP_HEADERS_TIMEOUT_SECONDS, env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS]).toEqual([30, 15, 65]);
    const set = parseEnv({ HTTP_REQUEST_TIMEOUT_SECONDS: "60", HTTP_HEADERS_TIMEOUT_SECONDS: "0.5", HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "620" });
    expect([set.HTTP_REQUEST_TIMEOUT_SECONDS, set.HTTP_HEADERS_TIMEOUT_SECONDS, set.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS]).toEqual([60, 0.5, 620]);
  });

  it.each([
    ["HTTP_REQUEST_TIMEOUT_SECONDS", "0", "must be more than 0"],
    ["HTTP_REQUEST_TIMEOUT_SECONDS", "30s", "must be a number of seconds"],
    ["HTTP_HEADERS_TIMEOUT_SECONDS", "-5", "must be more than 0"],
    ["HTTP_KEEP_ALIVE_TIMEOUT_SECONDS", "86400", "must be at most 3600"],
  ])("names %s=%s in its message", (name, value, expected) => {
    expect(parseError({ [name]: value })).toContain(`${name}: ${expected}`);
  });

  it("stops when the headers may take longer than the whole request", () => {
    expect(parseError({ HTTP_REQUEST_TIMEOUT_SECONDS: "10" })).toContain(
      "HTTP_HEADERS_TIMEOUT_SECONDS: must be at most HTTP_REQUEST_TIMEOUT_SECONDS (10)",
    );
  });
});
