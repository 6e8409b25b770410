import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../../tests/support/database.ts";
import type { Store } from "../db/database.server.ts";
import { createAddressHasher, createTokenSealer, resolvePrivacySecrets } from "./tokens.server.ts";

const secret = "a-test-secret-that-is-long-enough-0123456789";

describe("sealed tokens", () => {
  const sealer = createTokenSealer(secret);

  it("open what they sealed, for the same purpose only", () => {
    const token = sealer.seal("link", { e: "ada@example.com", x: 1 });
    expect(sealer.open("link", token)).toEqual({ e: "ada@example.com", x: 1 });
    expect(sealer.open("session", token)).toBeNull();
    expect(sealer.open("unsubscribe", token)).toBeNull();
  });

  it("never show the address in the token and differ every time", () => {
    const first = sealer.seal("unsubscribe", { e: "ada@example.com" });
    const second = sealer.seal("unsubscribe", { e: "ada@example.com" });
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(Buffer.from(first.slice(3), "base64url").toString("latin1")).not.toContain("ada");
  });

  it("refuse an altered, truncated, foreign or garbage token", () => {
    const token = sealer.seal("link", { e: "ada@example.com" });
    const body = token.slice(3);
    const flipped = `v1.${body.slice(0, 20)}${body[20] === "A" ? "B" : "A"}${body.slice(21)}`;
    expect(sealer.open("link", flipped)).toBeNull();
    expect(sealer.open("link", token.slice(0, -4))).toBeNull();
    expect(createTokenSealer(`${secret}-other`).open("link", token)).toBeNull();
    for (const junk of ["", "v1.", "v2.abc", "v1.!!!", "v1.AAAA", `v1.${"A".repeat(2000)}`]) {
      expect(sealer.open("link", junk)).toBeNull();
    }
  });
});

describe("address hashes", () => {
  it("match the same address whatever its case and spacing, and depend on the key", () => {
    const hash = createAddressHasher("key-one");
    expect(hash(" Ada@Example.COM ")).toBe(hash("ada@example.com"));
    expect(hash("ada@example.com")).toMatch(/^[0-9a-f]{64}$/);
    expect(hash("ada@example.com")).not.toBe(hash("bob@example.com"));
    expect(createAddressHasher("key-two")("ada@example.com")).not.toBe(hash("ada@example.com"));
  });
});

describe("privacy secrets", () => {
  let database: TestDatabase;
  let store: Store;
  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    store = await database.open();
  });
  afterAll(async () => {
    await store?.close();
    await database?.cleanup();
  });

  it("are made once and kept; the token secret can be configured, the address key cannot", async () => {
    const first = await resolvePrivacySecrets(store.db);
    const again = await resolvePrivacySecrets(store.db);
    expect(again).toEqual(first);
    expect(first.tokenSecret).not.toBe(first.addressKey);
    const configured = await resolvePrivacySecrets(store.db, "configured-token-secret-0123456789abcdef");
    expect(configured).toEqual({ tokenSecret: "configured-token-secret-0123456789abcdef", addressKey: first.addressKey });
  });
});
