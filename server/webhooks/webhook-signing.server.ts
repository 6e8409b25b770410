import { Webhook } from "standardwebhooks";
import { site } from "#app/config/site.ts";

export type WebhookHeaders = {
  "content-type": "application/json";
  "user-agent": string;
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

export type WebhookSigner = {
  /** Standard Webhooks HMAC-SHA256 over `id.timestamp.body`. */
  headers(webhookId: string, body: string, at?: Date): WebhookHeaders;
};

export const WEBHOOK_USER_AGENT = `${site.name}-Webhooks/1.0`;

/** Nothing returned or thrown here contains the secret. */
export function createWebhookSigner(secret: string): WebhookSigner {
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch {
    throw new Error("LEADS_WEBHOOK_SECRET is not a usable whsec_ secret");
  }
  return {
    headers(webhookId, body, at = new Date()) {
      return {
        "content-type": "application/json",
        "user-agent": WEBHOOK_USER_AGENT,
        "webhook-id": webhookId,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": webhook.sign(webhookId, at, body),
      };
    },
  };
}
