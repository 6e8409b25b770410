import { randomBytes } from "node:crypto";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { LeadRow } from "../db/rows.ts";
import { leadCreatedBody } from "../leads/lead-webhook.ts";
import { LEAD_CREATED, webhookIdFor } from "./webhook-payload.ts";
import { createWebhookSigner } from "./webhook-signing.server.ts";

const secret = `whsec_${randomBytes(32).toString("base64")}`;

const lead: LeadRow = {
  id: "5b6f0f7e-1c1e-4a43-9b59-0c7a3f4a1d11",
  type: "contact",
  email: "ada@example.com",
  data: JSON.stringify({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", message: "Hello ✓" }),
  consent_given: null,
  consent_version: null,
  page_url: "https://www.lumora.example/contact",
  referrer: null,
  first_touch: JSON.stringify({ utm_source: "newsletter" }),
  last_touch: null,
  user_agent: "Mozilla/5.0",
  ip_hash: "f".repeat(64),
  visitor: null,
  idempotency_key: "key-1",
  spam: 0,
  spam_reason: null,
  received_at: "2026-11-25T10:00:00.000Z",
};

describe("the lead.created body", () => {
  it("is the Standard Webhooks payload shape with the lead as the export prints it", () => {
    const body = JSON.parse(leadCreatedBody(lead)) as Record<string, unknown>;
    expect(body).toEqual({
      type: LEAD_CREATED,
      timestamp: "2026-11-25T10:00:00.000Z",
      data: {
        id: lead.id,
        type: "contact",
        receivedAt: "2026-11-25T10:00:00.000Z",
        email: "ada@example.com",
        fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", message: "Hello ✓" },
        consentGiven: null,
        consentVersion: null,
        pageUrl: "https://www.lumora.example/contact",
        referrer: null,
        firstTouch: { utm_source: "newsletter" },
        lastTouch: null,
        userAgent: "Mozilla/5.0",
        spam: false,
      },
    });
    // Never the IP hash or the idempotency key.
    expect(JSON.stringify(body)).not.toContain("key-1");
    expect(JSON.stringify(body)).not.toContain("ffff");
  });
});

describe("webhookIdFor", () => {
  it("is stable for a lead and endpoint and differs between endpoints and leads", () => {
    const id = webhookIdFor(lead.id, "https://a.example/hook");
    expect(id).toMatch(/^msg_[A-Za-z0-9_-]{32}$/);
    expect(webhookIdFor(lead.id, "https://a.example/hook")).toBe(id);
    expect(webhookIdFor(lead.id, "https://b.example/hook")).not.toBe(id);
    expect(webhookIdFor("another-lead", "https://a.example/hook")).not.toBe(id);
  });
});

describe("signing", () => {
  const signer = createWebhookSigner(secret);
  const body = leadCreatedBody(lead);
  const webhookId = webhookIdFor(lead.id, "https://a.example/hook");

  it("produces headers that the package's own Webhook.verify accepts", () => {
    const headers = signer.headers(webhookId, body);
    expect(headers["webhook-id"]).toBe(webhookId);
    expect(headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(headers["content-type"]).toBe("application/json");
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("signs id.timestamp.body with the attempt's time", () => {
    const at = new Date(Date.now() - 60_000);
    const headers = signer.headers(webhookId, body, at);
    expect(headers["webhook-timestamp"]).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(() => new Webhook(secret).verify(body, headers)).not.toThrow();
  });

  it("fails verification for another body, id, timestamp or secret", () => {
    const headers = signer.headers(webhookId, body);
    const verify = (payload: string, h: Record<string, string>, key = secret) => () => new Webhook(key).verify(payload, h);
    expect(verify(body.replace("Ada", "Eve"), headers)).toThrow(WebhookVerificationError);
    expect(verify(body, { ...headers, "webhook-id": "msg_other" })).toThrow(WebhookVerificationError);
    expect(verify(body, { ...headers, "webhook-timestamp": String(Number(headers["webhook-timestamp"]) + 1) })).toThrow(WebhookVerificationError);
    expect(verify(body, headers, `whsec_${randomBytes(32).toString("base64")}`)).toThrow(WebhookVerificationError);
    // An attempt signed long ago is refused as a replay (the package's five-minute tolerance).
    expect(verify(body, signer.headers(webhookId, body, new Date(Date.now() - 10 * 60_000)))).toThrow(/too old/);
  });

  it("never shows the secret in what it returns or throws", () => {
    expect(JSON.stringify(signer.headers(webhookId, body))).not.toContain(secret.slice(6));
    let message = "";
    try {
      createWebhookSigner("whsec_");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("LEADS_WEBHOOK_SECRET");
  });
});
