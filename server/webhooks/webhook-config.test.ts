import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { describeEndpoint, endpointHost, parseWebhookUrls, webhookSecretProblem } from "./webhook-config.ts";

describe("webhookSecretProblem", () => {
  it("accepts whsec_ followed by 24 to 64 bytes of base64", () => {
    expect(webhookSecretProblem(`whsec_${randomBytes(24).toString("base64")}`)).toBeNull();
    expect(webhookSecretProblem(`whsec_${randomBytes(32).toString("base64")}`)).toBeNull();
    expect(webhookSecretProblem(`whsec_${randomBytes(64).toString("base64")}`)).toBeNull();
  });

  it.each([
    ["no prefix", randomBytes(32).toString("base64"), "does not start with whsec_"],
    ["not base64", `whsec_${"x".repeat(40)}!`, "is not base64"],
    ["unpadded", `whsec_${randomBytes(32).toString("base64").replace(/=+$/, "")}`, "is not base64"],
    ["too short", `whsec_${randomBytes(16).toString("base64")}`, "it holds 16"],
    ["too long", `whsec_${randomBytes(65).toString("base64")}`, "it holds 65"],
    ["empty", "whsec_", "it holds 0"],
  ])("refuses %s without repeating the value", (_, value, expected) => {
    const problem = webhookSecretProblem(value);
    expect(problem).toContain(expected);
    const secretPart = value.replace(/^whsec_/, "").slice(0, 10);
    if (secretPart) expect(problem).not.toContain(secretPart);
  });
});

describe("parseWebhookUrls", () => {
  it("reads one or more http(s) URLs, trimmed and normalized", () => {
    expect(parseWebhookUrls(" https://hooks.example/a , http://127.0.0.1:8080/b?token=x ")).toEqual({
      urls: ["https://hooks.example/a", "http://127.0.0.1:8080/b?token=x"],
    });
    expect(parseWebhookUrls("HTTPS://Hooks.Example")).toEqual({ urls: ["https://hooks.example/"] });
  });

  it.each([
    [",,", "must name at least one"],
    ["hooks.example/a", "the URL is not a URL"],
    ["ftp://hooks.example/a", "must be an https://"],
    ["https://ok.example/a, javascript:alert(1)", "entry 2 must be an https://"],
    ["https://user:secret-pass@hooks.example/a", "must not contain a user name or password"],
    ["https://hooks.example/a,https://hooks.example/a", "entry 2 repeats an earlier entry"],
  ])("refuses %s", (value, expected) => {
    const parsed = parseWebhookUrls(value);
    expect("problem" in parsed && parsed.problem).toContain(expected);
    expect(JSON.stringify(parsed)).not.toContain("secret-pass");
  });
});

describe("showing an endpoint", () => {
  it("logs the host only and shows operators origin and path, never a query or credentials", () => {
    expect(endpointHost("https://hooks.zapier.example/hooks/catch/123/abc/")).toBe("hooks.zapier.example");
    expect(describeEndpoint("https://hooks.example:8443/in/leads?token=abc")).toBe("https://hooks.example:8443/in/leads?…");
    expect(describeEndpoint("https://u:p@hooks.example/in")).toBe("https://hooks.example/in");
  });
});
