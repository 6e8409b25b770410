import { axeViolations } from "./axe";
import { expect, type Page } from "@playwright/test";

/**
 * Scrolls through the whole page a step at a time, as a reader would, so
 * lazy images, frames and scroll reveals near each position come in.
 */
export async function scrollThrough(page: Page, { step = 300, pauseMs = 30 } = {}): Promise<void> {
  await page.evaluate(
    async ({ step, pauseMs }) => {
      for (let y = 0; y < document.body.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    },
    { step, pauseMs },
  );
}

/**
 * Resolves once every animation and transition with an end (entrances,
 * reveals) has finished; endless ones (a pulsing cursor, a logo loop) run on.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Axe on the whole page once every scroll reveal has faded in (text mid-fade
 * would fail contrast); the page is left at the scroll position it had.
 */
export async function axeViolationsOnceRevealed(page: Page): Promise<string[]> {
  const position = await page.evaluate(() => window.scrollY);
  await scrollThrough(page);
  // A slow machine may not have reported every section yet: bring each one still waiting into view.
  for (const waiting of await page.locator('[data-reveal="waiting"]').all()) await waiting.scrollIntoViewIfNeeded().catch(() => {});
  await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0, { timeout: 15_000 });
  await animationsFinished(page);
  await page.evaluate((y) => window.scrollTo(0, y), position);
  return axeViolations(page);
}

/** One type scale: no h2 or h3 of the page's content is larger than its h1. */
export async function expectNoHeadingAboveTheH1(page: Page, where: string): Promise<void> {
  const h1 = await page.locator("h1").first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const sizes = await page
    .locator("main h2, main h3")
    .evaluateAll((headings) => headings.map((heading) => [heading.textContent?.trim(), parseFloat(getComputedStyle(heading).fontSize)] as const));
  expect(sizes.length, where).toBeGreaterThan(0);
  for (const [text, size] of sizes) expect(size, `${where}: "${text}" (${size}px) vs the h1 (${h1}px)`).toBeLessThanOrEqual(h1);
}

/** The video host the story modal embeds. */
export const YOUTUBE = "https://www.youtube-nocookie.com";

/** Answers every request to the video host with a stub player (nothing leaves this machine); returns the URLs asked for. */
export async function stubYouTube(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${YOUTUBE}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>stub player</p>" });
  });
  return requests;
}

/**
 * Autoplay blocked until the visitor's first press or key, as most browsers
 * answer play() without a gesture (`unmutedOnly`: muted playback is allowed,
 * as phones do).
 */
export async function blockAutoplay(page: Page, { unmutedOnly = false } = {}): Promise<void> {
  await page.addInitScript((mutedAllowed) => {
    const original = HTMLMediaElement.prototype.play;
    let gesture = false;
    addEventListener("pointerdown", () => (gesture = true), true);
    addEventListener("keydown", () => (gesture = true), true);
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!gesture && !(mutedAllowed && this.muted)) return Promise.reject(new DOMException("play() needs a user gesture", "NotAllowedError"));
      return original.call(this);
    };
  }, unmutedOnly);
}
