import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createResultReferences, RESULT_REFERENCE_TTL_MS } from "./result-reference.server.ts";

describe("result references", () => {
  const leadId = randomUUID();
  let clock = Date.parse("2026-03-01T12:00:00Z");
  const references = createResultReferences("k".repeat(43), { now: () => clock });

  it("name the lead and nothing else, and open for the form they were issued for", () => {
    const reference = references.issue("webinar", leadId);
    expect(reference).toMatch(new RegExp(`^${leadId}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{22}$`));
    expect(references.open("webinar", reference)).toBe(leadId);
    expect(references.open("contact", reference)).toBeNull();
  });

  it("refuse a reference that was altered, forged, signed with another key, or is not one at all", () => {
    const reference = references.issue("contact", leadId);
    const [id, expires, signature] = reference.split(".") as [string, string, string];
    const otherId = randomUUID();
    const flipped = `${signature.slice(0, 5)}${signature[5] === "A" ? "B" : "A"}${signature.slice(6)}`;
    for (const forged of [
      `${otherId}.${expires}.${signature}`,
      `${id}.${(parseInt(expires, 36) + 3600).toString(36)}.${signature}`,
      `${id}.${expires}.${flipped}`,
      createResultReferences("another key").issue("contact", leadId),
      leadId,
      "",
      "x".repeat(5000),
      `${id}.${expires}.${signature}.extra`,
    ]) {
      expect(references.open("contact", forged), forged).toBeNull();
    }
  });

  it("stop working once they expire", () => {
    const reference = references.issue("case-study", leadId);
    clock += RESULT_REFERENCE_TTL_MS - 1_000;
    expect(references.open("case-study", reference)).toBe(leadId);
    clock += 2_000;
    expect(references.open("case-study", reference)).toBeNull();
  });
});
