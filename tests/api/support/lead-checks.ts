import { expect } from "vitest";
import { type Answer, countRows, type TestApi } from "./harness.ts";

/** Checks on what a post stored, against the suite's API (read when called: the API starts before the tests). */
export function leadChecks(api: () => TestApi) {
  const leadCount = () => countRows(api().store, "leads");

  /** Runs posts and checks each got a 4xx and nothing was stored. */
  async function expectRejected(send: () => Promise<Answer>, status?: number): Promise<Answer> {
    const before = await leadCount();
    const result = await send();
    expect(result.status, JSON.stringify(result.body)).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    if (status) expect(result.status).toBe(status);
    expect(result.body.success).toBe(false);
    expect(await leadCount()).toBe(before);
    return result;
  }

  /** The lead of that id, or the newest one. */
  async function storedLead(id?: string) {
    const query = api().store.db.selectFrom("leads").selectAll().orderBy("received_at", "desc");
    return (id ? query.where("id", "=", id) : query).executeTakeFirstOrThrow();
  }

  return { leadCount, expectRejected, storedLead };
}
