import { afterEach, describe, expect, it, vi } from "vitest";
import { LeadMetaSchema } from "#app/forms/lead-meta.schema.ts";
import { IdempotencyKeys, buildLeadMeta, leadBody, newIdempotencyKey, postLead } from "#app/lib/submit-lead.ts";
import { json } from "#app/test-support/fetch.ts";

afterEach(() => vi.unstubAllGlobals());

describe("postLead", () => {
  it("posts JSON and reads a success", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, message: "Thanks!" }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await postLead("/api/send-contact-email", { a: 1 });
    expect(result).toEqual({ ok: true, status: 200, message: "Thanks!" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/send-contact-email");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ a: 1 });
  });

  it("reads a 400 with its error and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(400, { success: false, error: "Invalid form data", fieldErrors: { email: "Please enter a valid email address", x: 3 } })),
    );
    expect(await postLead("/api/x", {})).toEqual({
      ok: false,
      status: 400,
      error: "Invalid form data",
      fieldErrors: { email: "Please enter a valid email address" },
    });
  });

  it("treats a 500 without JSON and a 200 with success false as failures", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("Internal Server Error", { status: 500 })));
    expect(await postLead("/api/x", {})).toMatchObject({ ok: false, status: 500, error: null });
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { success: false })));
    expect(await postLead("/api/x", {})).toMatchObject({ ok: false, status: 200, error: null });
  });

  it("retries a network failure once with the same body, then reports it", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    const result = await postLead("/api/x", { meta: { idempotencyKey: "k-12345678" } });
    expect(result).toEqual({ ok: false, status: null, error: null, fieldErrors: {} });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const bodies = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].body);
    expect(bodies[0]).toBe(bodies[1]);
  });
});

describe("idempotency keys and meta", () => {
  it("makes UUIDs the schema accepts, one per attempt", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ message: "hello" });
    expect(keys.keyFor({ message: "hello" })).toBe(first); // the same attempt, sent again
    expect(keys.keyFor({ message: "hello!" })).not.toBe(first); // changed values: a new attempt
    keys.reset();
    expect(keys.keyFor({ message: "hello!" })).not.toBe(first);
  });

  it("builds a meta block that passes LeadMetaSchema", () => {
    const meta = buildLeadMeta({ idempotencyKey: newIdempotencyKey(), consentVersion: "contact-2025-08" });
    expect(LeadMetaSchema.parse(meta)).toEqual(meta);
    expect(meta.consentVersion).toBe("contact-2025-08");
  });

  it("puts the meta under `meta` and flat beside the fields", () => {
    const meta = { idempotencyKey: "key-12345678", consentVersion: "contact-2025-08" };
    expect(leadBody({ firstName: "Ada" }, meta)).toEqual({
      firstName: "Ada",
      idempotencyKey: "key-12345678",
      consentVersion: "contact-2025-08",
      meta,
    });
  });
});
