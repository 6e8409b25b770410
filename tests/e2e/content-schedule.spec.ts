import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CONSOLE_COOKIE, CONSOLE_COOKIE_PATH } from "../../server/console/console-service.server.ts";
import { startSession } from "../../server/console/sessions.server.ts";
import { upsertUser } from "../../server/console/team.server.ts";
import { openStore } from "../../server/db/database.server.ts";
import { uniqueToken } from "./helpers/leads";
import { expect, test } from "./helpers/test";
import { E2E_BASE_URL, E2E_PORT } from "../support/e2e-env";

/**
 * A marketer schedules a new webinar to go live two minutes ahead, the server restarts in between, and the page answers
 * at its time. The journey runs its own server (its own port and database) on the same build, so stopping it disturbs no
 * other journey; it runs with the content-editing journeys, after the rest (playwright.config.ts).
 */
const root = path.resolve(import.meta.dirname, "../..");
const PORT = E2E_PORT + 5;
const origin = `http://127.0.0.1:${PORT}`;
const AHEAD_MS = 2 * 60_000;

type Server = { stop(): Promise<void> };

/** The production server on the build, as deployed; resolves once it serves. */
async function startServer(dataDir: string): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "server/index.ts")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // The build's canonical origin: the console's posts are checked against the address they come to.
      SITE_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      RATE_LIMIT: "false",
      MAIL_WORKER: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the journey's server did not start:\n${log.slice(-2000)}`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
      if (/"msg":"serving on/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the journey's server exited with ${code}:\n${log.slice(-2000)}`));
    });
  });
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

test("a webinar scheduled two minutes ahead goes live on time, after the server restarted in between", async ({ page, context, request }) => {
  test.setTimeout(AHEAD_MS + 150_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "content-schedule-e2e-"));
  let server = await startServer(dataDir);
  try {
    // An editor with a live session, the way a sign-in makes one, on this server's database.
    const store = openStore({ dataDir });
    try {
      const user = await upsertUser(store.db, { email: `${uniqueToken("scheduler")}@lumora.example`, role: "editor", invitedBy: "cli" });
      const { token } = await startSession(store.db, user.id);
      await context.addCookies([{ name: CONSOLE_COOKIE, value: token, domain: "127.0.0.1", path: CONSOLE_COOKIE_PATH, httpOnly: true, sameSite: "Lax", secure: false }]);
    } finally {
      await store.close();
    }

    // An unknown webinar's address sends the visitor home: until it is live, its page answers with that redirect.
    const pageStatus = async () => (await request.get(`${origin}/webinar/${address}`, { maxRedirects: 0 })).status();

    await page.goto(`${origin}/console/content/webinar`);
    const address = uniqueToken("monday-launch").toLowerCase();
    await page.getByLabel("Web address").fill(address);
    await page.getByRole("button", { name: "New webinar" }).click();
    await expect(page).toHaveURL(new RegExp(`/console/content/webinar/${address}$`));
    const title = `Monday Launch Live ${address}`;
    await page.getByLabel("Title", { exact: true }).first().fill(title);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

    // Two minutes ahead, to the second, in the zone the editor picks.
    const runAt = Math.ceil((Date.now() + AHEAD_MS) / 1000) * 1000;
    const wall = new Date(runAt).toISOString();
    await page.getByLabel("Scheduled time zone", { exact: true }).selectOption("UTC");
    await page.getByLabel("Scheduled date", { exact: true }).fill(wall.slice(0, 10));
    await page.getByLabel("Scheduled time", { exact: true }).fill(wall.slice(11, 19));
    await expect(page.getByText("Publishes draft version 2, as saved now")).toBeVisible();
    await page.getByRole("button", { name: "Schedule publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Scheduled: draft version 2 will be published at" })).toBeVisible();
    const schedules = page.getByRole("list", { name: "This entry's schedules" });
    await expect(schedules.getByText("Publish draft version 2")).toBeVisible();
    await expect(schedules.getByText("Waiting")).toBeVisible();

    await page.goto(`${origin}/console/content`);
    await expect(page.getByRole("list", { name: "Scheduled changes" }).getByRole("link", { name: title })).toBeVisible();
    expect(await pageStatus()).toBe(302);

    // The server stops and starts again before the time: the schedule is in the database, not in the process.
    await server.stop();
    server = await startServer(dataDir);
    expect(Date.now()).toBeLessThan(runAt);
    expect(await pageStatus()).toBe(302);

    let liveAt = 0;
    await expect
      .poll(
        async () => {
          const status = await pageStatus();
          if (status === 200 && !liveAt) liveAt = Date.now();
          return status;
        },
        { timeout: runAt - Date.now() + 60_000, intervals: [500] },
      )
      .toBe(200);
    // Not before its time, and within a minute of it.
    expect(liveAt).toBeGreaterThanOrEqual(runAt);
    expect(liveAt - runAt).toBeLessThan(60_000);
    expect(await (await request.get(`${origin}/webinar/${address}`)).text()).toContain(title);
    expect(await (await request.get(`${origin}/sitemap.xml`)).text()).toContain(`/webinar/${address}`);

    await page.goto(`${origin}/console/content/webinar/${address}`);
    await expect(page.getByRole("list", { name: "This entry's schedules" }).getByText(/^Done at/)).toBeVisible();
    await page.goto(`${origin}/console/content`);
    await expect(page.getByText("Nothing is scheduled.")).toBeVisible();
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
