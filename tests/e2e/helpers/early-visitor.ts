import type { Route } from "@playwright/test";
import { type BrowserContext, type CDPSession, type Locator, type Page, expect, hydrated, test as base, waitForHydration } from "./test";
import { emulateSlowPhone } from "../../../scripts/lib/bench-interactive";
import { getCaseStudyBySlug } from "#app/content/case-studies/index.ts";
import { getWebinar } from "#app/content/webinars/index.ts";

export { hydrated } from "./test";

/**
 * The impatient visitor: presses, taps and types as soon as the page shows,
 * before React has hydrated it. Whatever the visitor did first must not be
 * lost: the press opens, moves or navigates (or takes the visitor to the page
 * that does the same job); the typed text stays and is what the server
 * stores and sends.
 *
 * Each journey runs in three profiles, each its own test with its own setup:
 * - a slow phone (4× CPU throttling, 150 ms / 1.6 Mbps down / 750 kbps up),
 *   acting 300 ms after DOMContentLoaded;
 * - an unthrottled desktop, acting right after the load event (the raw
 *   navigation: helpers/test.ts's goto would wait for hydration);
 * - a phone whose images and fonts are slow: it acts once the page has
 *   painted, while they (which React's start waits for) are held, so before
 *   any of React's modules has been requested.
 *   They arrive once the visitor has acted, or after 8 s.
 *
 * Only real input acts (Playwright's click/tap and keyboard, with their
 * actionability waits); nothing waits for hydration before acting. The
 * assertions afterwards wait generously (up to 15 s): React may finish
 * first, as long as the first press or the typed text was not lost.
 */

export type Profile = {
  name: string;
  phone: boolean;
  /** Holds the page's images and fonts until the visitor has acted: they act after the first paint, before React is requested. */
  slowImages?: boolean;
  use: { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean };
};

export const profiles: Profile[] = [
  { name: "slow phone", phone: true, use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } },
  { name: "desktop", phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: "painted, React not yet requested", phone: true, slowImages: true, use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } },
];

/** How long an outcome may take: hydration on the slow phone takes seconds. */
export const SETTLED = { timeout: 15_000 };

export const GOAL_DIALOG = "What’s your top priority?";
export const bfcm = getWebinar("bfcm2025")!;
export const avon = getCaseStudyBySlug("avon")!;

export type FirstInput = { type: string; path: string; beforeReact: boolean; modulesRequested: boolean };

/**
 * Notes on every journey whether the visitor's first press, touch or key
 * reached the page before React had started: a journey whose first input
 * came after it (actionability waits on a busy machine) passed without
 * testing what it is for. Listening only: nothing is dispatched.
 */
export const test = base.extend<{ firstInput: FirstInput[] }>({
  firstInput: [
    async ({ page }, provide, testInfo) => {
      // The first input of a visitor who acts before React is requested (the slow images' profile) must find none of its modules.
      const inputs: FirstInput[] = [];
      await page.exposeBinding("__earlyVisitorInput", (_source, input: FirstInput) => void inputs.push(input));
      await page.addInitScript(() => {
        let reported = false;
        for (const type of ["pointerdown", "touchstart", "keydown"]) {
          addEventListener(
            type,
            (event) => {
              if (reported || !event.isTrusted) return;
              reported = true;
              const report = (window as unknown as { __earlyVisitorInput(input: FirstInput): void }).__earlyVisitorInput;
              const modulesRequested = performance.getEntriesByType("resource").some((entry) => new URL(entry.name).pathname.endsWith(".js"));
              void report({ type, path: location.pathname, beforeReact: performance.getEntriesByName("hydrated").length === 0, modulesRequested });
            },
            { capture: true, passive: true },
          );
        }
      });
      await provide(inputs);
      const first = inputs[0];
      if (first && heldFrom.has(page)) expect(first.modulesRequested, "React's modules requested before the visitor's first input").toBe(false);
      testInfo.annotations.push({
        type: "first input before React",
        description: first ? `${first.beforeReact ? "yes" : "no"} (${first.type} on ${first.path})` : "none seen",
      });
    },
    { auto: true },
  ],
});

/**
 * Opens `path` as the profile's visitor and returns once they would act: on
 * the slow phone 300 ms after DOMContentLoaded, on the desktop right after
 * the load event, on the phone with slow images once the page has painted.
 */
export const throttled = new WeakMap<Page, CDPSession>();
const heldImages = new WeakMap<Page, Route[]>();
const heldFrom = new WeakSet<Page>();
const isImageOrFont = (url: URL) => /\.(avif|webp|png|jpe?g|svg|woff2)$/.test(url.pathname);

/** Lets the held images and fonts through, and the ones asked for later. */
async function release(page: Page): Promise<void> {
  const held = heldImages.get(page);
  if (!held) return;
  heldImages.delete(page);
  await page.unroute(isImageOrFont).catch(() => undefined);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
}

/** The scripts the page has requested so far (its inline ones request nothing). */
const moduleRequests = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith(".js"));

export async function arrive(page: Page, profile: Profile, path: string): Promise<void> {
  if (profile.slowImages) {
    const held: Route[] = [];
    await page.route(isImageOrFont, (route) => void held.push(route));
    heldImages.set(page, held);
    heldFrom.add(page);
    setTimeout(() => void release(page), 8_000);
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const requested = await page.evaluate(moduleRequests);
    expect(requested, "scripts requested before the visitor acts, with the page painted and its images still coming").toEqual([]);
  } else if (profile.phone) {
    const cdp = await page.context().newCDPSession(page);
    throttled.set(page, cdp);
    await emulateSlowPhone(cdp);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(300);
  } else {
    // "commit" passes helpers/test.ts's goto through without waiting for hydration.
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForLoadState("load");
  }
}

/**
 * The phone's full speed back, once the visitor has acted early: what the
 * press or the typing led to (a page, a dialog, React keeping the text) is
 * judged without waiting out a throttled load again.
 */
export async function unthrottle(page: Page): Promise<void> {
  await release(page);
  const cdp = throttled.get(page);
  if (!cdp) return;
  throttled.delete(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** The visitor's press (a tap on the phone, a click on the desktop); then the page runs at full speed. */
export async function press(profile: Profile, target: Locator): Promise<void> {
  await tapOrClick(profile, target);
  await unthrottle(target.page());
}

export async function tapOrClick(profile: Profile, target: Locator): Promise<void> {
  if (profile.phone) await target.tap();
  else await target.click();
}

/** Presses a field and types into it, as a visitor does; notes whether React had started when the typing ended. */
export async function typeInto(page: Page, profile: Profile, field: Locator, value: string): Promise<void> {
  await tapOrClick(profile, field);
  await page.keyboard.type(value);
  const started = await page.evaluate(hydrated);
  test.info().annotations.push({ type: "typed", description: `${value.slice(0, 24)}: React ${started ? "running" : "not started"} when done` });
}

/**
 * Resolves once React has hydrated the page and the renders that follow have
 * run: the forms' switch to their scripted behaviour (a transition, started
 * before the hydrated mark is set) and the effects it sets off are tasks on
 * the page's main thread, so they have all run once that thread goes idle.
 */
export async function hydratedAndSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/**
 * After the visitor typed: once React has hydrated the page and the renders
 * that follow have run (when a controlled field would be set back to its
 * state), every field still holds exactly what was typed.
 */
export async function expectStillTyped(page: Page, fields: Record<string, Locator>, typed: Record<string, string>): Promise<void> {
  await unthrottle(page);
  await hydratedAndSettled(page);
  const held: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) held[name] = await field.inputValue();
  expect(held, "what the fields hold after React took over").toEqual(typed);
}

/** Where the visitor is and which dialog, if any, is in front of them. */
export async function whatTheVisitorSees(page: Page): Promise<string> {
  const dialogs = await page.getByRole("dialog").evaluateAll((all) =>
    all.map((dialog) => document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent ?? dialog.getAttribute("aria-label")),
  );
  const path = new URL(page.url()).pathname;
  return dialogs.length > 0 ? `${path} with the dialog "${dialogs.join('", "')}"` : `${path}, no dialog`;
}

/** The goal (demo request) dialog opened, here or on /request-demo, which opens it too. */
export async function expectGoalDialog(page: Page): Promise<void> {
  const goal = page.getByRole("dialog", { name: GOAL_DIALOG });
  await expect
    .poll(async () => ((await goal.isVisible()) ? "the goal dialog" : await whatTheVisitorSees(page)), { message: "what the visitor sees", ...SETTLED })
    .toBe("the goal dialog");
}

/** The contact form in front of the visitor: the Talk-to-an-Expert dialog, or the /help page's form. */
export async function expectContactForm(page: Page): Promise<void> {
  const modal = page.getByRole("dialog", { name: "Talk to an Expert" });
  const helpForm = page.locator("#main").getByRole("button", { name: "Send Message" });
  const contactForm = async () =>
    (await modal.isVisible()) || (new URL(page.url()).pathname === "/help" && (await helpForm.isVisible()));
  await expect
    .poll(async () => ((await contactForm()) ? "the contact form" : await whatTheVisitorSees(page)), { message: "what the visitor sees", ...SETTLED })
    .toBe("the contact form");
}

/** Answers the external pages a successful lead opens in a new tab. */
export async function stubExternalTabs(context: BrowserContext): Promise<void> {
  await context.route("https://zoom.us/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Zoom</title>" }));
  await context.route(/^https:\/\/assets\.lumora\.example\//, (route) => route.fulfill({ contentType: "text/plain", body: "the document" }));
}
