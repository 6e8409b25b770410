import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * Every path the console's routes match, in any letter case, with or without
 * a trailing slash or `.data`, is answered private and unindexed; a page load
 * in another case is sent to the lower-case path.
 */
function consolePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = path.startsWith("/console") && (entry.index || entry.path !== undefined) ? [path.replace(/:[a-z]+/gi, "abc-123")] : [];
    return [...own, ...consolePaths(entry.children ?? [], path)];
  });
}

const paths = [...new Set(consolePaths(routes))];
const cases = (path: string) => [path, path.toUpperCase(), path.replace(/(^|\/)([a-z])/g, (_m, slash: string, letter: string) => `${slash}${letter.toUpperCase()}`)];

describe.each(testDatabaseKinds)("console paths in any case (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  it("finds every console route in the route table", () => {
    expect(paths).toEqual(expect.arrayContaining(["/console", "/console/leads/abc-123", "/console/traffic", "/console/team", "/console/audit", "/console/sign-in", "/console/export.csv"]));
    expect(paths.length).toBeGreaterThanOrEqual(11);
  });

  it("answers every console path no-store and noindex, and sends other cases to the lower-case path", async () => {
    for (const path of paths) {
      for (const variant of cases(path)) {
        for (const form of [variant, `${variant}/`, `${variant}.data`]) {
          const response = await fetch(`${api.url}${form}?x=1`, { redirect: "manual" });
          expect(response.headers.get("cache-control"), form).toBe("no-store");
          expect(response.headers.get("x-robots-tag"), form).toBe("noindex, nofollow");
          const lower = form.toLowerCase().replace(/\/$/, "");
          if (form !== lower) {
            expect(response.status, form).toBe(301);
            expect(response.headers.get("location"), form).toBe(`${lower}?x=1`);
          } else {
            expect(response.status, form).not.toBe(301);
          }
          await response.arrayBuffer();
        }
      }
    }
  });
});
