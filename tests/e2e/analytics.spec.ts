import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, waitForHydration } from "./helpers/test";
import { personUserAgent, uniqueToken } from "./helpers/leads";
import { E2E_DATA_DIR } from "../support/e2e-env";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");

type Traffic = {
  bySource: { value: string; views: number }[];
  byPage: { value: string; views: number }[];
  fieldVitals: { path: string; loads: number; lcp: number | null }[];
};

/** The figures the operators' CLI prints for the last day. */
async function traffic(): Promise<Traffic> {
  const { stdout } = await run(node, ["scripts/leads.ts", "traffic", "--since", "1d", "--json"], { cwd: root, env: { ...process.env, DATA_DIR: E2E_DATA_DIR } });
  return JSON.parse(stdout) as Traffic;
}

test("a person's views are counted by the server with nothing kept on their device, and their page load's field measures arrive when they leave", async ({ browser }) => {
  const token = uniqueToken("visit").toLowerCase();
  const context = await browser.newContext({ userAgent: personUserAgent(test.info().testId) });
  const page = await context.newPage();
  await page.goto(`/minty-cashback-boost?utm_source=${token}`);
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms$/);

  await expect
    .poll(async () => (await traffic()).bySource.find((row) => row.value === token)?.views, { timeout: 15_000 })
    .toBe(1);
  expect((await traffic()).byPage.find((row) => row.value === "/terms")?.views).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, ""]);
  expect(await context.cookies()).toEqual([]);

  // Leaving the page (it is hidden, then closed) sends the load's own measures.
  const loadsBefore = (await traffic()).fieldVitals.find((route) => route.path === "/minty-cashback-boost")?.loads ?? 0;
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await traffic()).fieldVitals.find((route) => route.path === "/minty-cashback-boost")?.loads ?? 0, { timeout: 15_000 })
    .toBe(loadsBefore + 1);
  await context.close();
});

test("a headless browser's views are not counted", async ({ browser }) => {
  const token = uniqueToken("headless").toLowerCase();
  const headless = await browser.newContext({ userAgent: (await browser.newBrowserCDPSession().then(async (cdp) => (await cdp.send("Browser.getVersion")).userAgent)) });
  const page = await headless.newPage();
  expect(await page.evaluate(() => navigator.userAgent)).toContain("HeadlessChrome");
  await page.goto(`/help?utm_source=${token}`);
  await waitForHydration(page);
  // A person's view sent after it is counted; by then the headless one would have been too.
  const context = await browser.newContext({ userAgent: personUserAgent(test.info().testId) });
  const person = await context.newPage();
  const marker = uniqueToken("marker").toLowerCase();
  await person.goto(`/help?utm_source=${marker}`);
  await expect.poll(async () => (await traffic()).bySource.some((row) => row.value === marker), { timeout: 15_000 }).toBe(true);
  expect((await traffic()).bySource.some((row) => row.value === token)).toBe(false);
  await context.close();
  await headless.close();
});
