import { describe, expect, it } from "vitest";
import type { DeletedDelivery } from "../db/rows.ts";
import { erasureEvents } from "./webhook-outbox.server.ts";
import { eventWebhookIdFor } from "./webhook-payload.ts";

const at = "2026-11-25T10:00:00.000Z";
const leads = [
  { id: "lead-a", type: "contact" },
  { id: "lead-b", type: "webinar" },
];
const row = (url: string, leadId: string, changes: Partial<DeletedDelivery> = {}): DeletedDelivery => ({
  url,
  lead_id: leadId,
  event: "lead.created",
  status: "sent",
  attempts: 1,
  ...changes,
});

describe("erasureEvents", () => {
  it("asks each endpoint that was tried to erase the leads it was sent, under an id derived from the request", () => {
    const deleted = [
      row("https://crm.example/a", "lead-a"),
      row("https://crm.example/a", "lead-b", { status: "failed", attempts: 40 }),
      row("https://chat.example/b", "lead-b", { status: "pending", attempts: 2 }),
    ];
    const events = erasureEvents(deleted, leads, { requestId: "request-1", at });
    expect(events.map((event) => [event.url, event.lead_id, event.event, event.status, event.next_attempt_at])).toEqual([
      ["https://crm.example/a", null, "lead.erased", "pending", at],
      ["https://chat.example/b", null, "lead.erased", "pending", at],
    ]);
    expect(JSON.parse(events[0]?.payload ?? "")).toEqual({ type: "lead.erased", timestamp: at, data: { leads } });
    expect(JSON.parse(events[1]?.payload ?? "")).toEqual({ type: "lead.erased", timestamp: at, data: { leads: [leads[1]] } });
    expect(events[0]?.webhook_id).toBe(eventWebhookIdFor("lead.erased", "request-1", "https://crm.example/a"));
    expect(events[0]?.webhook_id).not.toBe(events[1]?.webhook_id);
  });

  it("names no lead whose delivery was never tried there (it was cancelled unseen), and sends nothing where none was tried", () => {
    const unattempted = { status: "pending" as const, attempts: 0 };
    expect(erasureEvents([row("https://crm.example/a", "lead-a", unattempted)], leads, { requestId: "r", at })).toEqual([]);
    const [event] = erasureEvents([row("https://crm.example/a", "lead-a"), row("https://crm.example/a", "lead-b", unattempted)], leads, { requestId: "r", at });
    expect(JSON.parse(event?.payload ?? "").data).toEqual({ leads: [leads[0]] });
  });

  it("names only leads, not an unsubscribe it was sent, and waits until a request in flight has surely ended", () => {
    const requestTimeoutLater = "2026-11-25T10:00:10.000Z";
    const deleted = [
      row("https://crm.example/a", "lead-a", { status: "sending" }),
      row("https://crm.example/a", "lead-b", { event: "contact.unsubscribed" }),
    ];
    const [event] = erasureEvents(deleted, leads, { requestId: "r", at });
    expect(event?.next_attempt_at).toBe(requestTimeoutLater);
    expect(JSON.parse(event?.payload ?? "").data).toEqual({ leads: [leads[0]] });
  });
});
