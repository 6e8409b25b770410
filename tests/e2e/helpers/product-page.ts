import { expect, type Locator, type Page, waitForHydration } from "./test";
import { site } from "#app/config/site.ts";

/** Waits for hydration: the header's menu buttons only work once React runs. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Stops the page's installed clock (a moment ahead of where it is): from then on only `runFor` moves the page's time. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/**
 * Runs the page's paused clock on 100 ms at a time until `read` gives
 * another value, and returns how much of the page's time that took (fails
 * after `limit` ms). The timer behind the change started at most a step
 * before the first step.
 */
export async function msUntilChange(page: Page, read: () => Promise<string | null>, limit: number): Promise<number> {
  const before = await read();
  for (let elapsed = 0; elapsed <= limit; elapsed += 100) {
    if ((await read()) !== before) return elapsed;
    await page.clock.runFor(100);
  }
  throw new Error(`still "${before}" after ${limit} ms of the page's time`);
}

/** Embla has taken the carousel over (it loads as the carousel comes on screen): from now on the slides follow it. */
export async function emblaRunning(carousel: Locator) {
  await expect(carousel.locator("[aria-live]")).toHaveAttribute("style", /transform/);
}


/** The software the page is about, as structured data for search engines. */
export async function expectSoftwareApplication(page: Page, name: string) {
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, unknown>;
  expect(data).toMatchObject({ "@type": "SoftwareApplication", name, publisher: { name: site.name } });
}

/** The Minty dogs stand on the footer's top edge: their paws behind it, the rest above it, inside the page grid. */
export async function expectDogsOnTheFooter(page: Page, width: number) {
  const dogs = page.getByTestId("minty-dogs");
  await dogs.scrollIntoViewIfNeeded();
  await expect(dogs).toBeVisible();
  await expect(dogs.locator("img")).toHaveCount(2);
  const dogsBox = (await dogs.boundingBox())!;
  const footerBox = (await page.locator("footer").boundingBox())!;
  // Their feet go behind the footer's edge; their heads stand above it.
  expect(dogsBox.y, `at ${width} px`).toBeLessThan(footerBox.y);
  expect(dogsBox.y + dogsBox.height, `at ${width} px`).toBeGreaterThanOrEqual(footerBox.y);
  expect(dogsBox.y + dogsBox.height, `at ${width} px`).toBeLessThan(footerBox.y + 40);
  // Inside the page grid, not at the window's edges.
  expect(dogsBox.x, `at ${width} px`).toBeGreaterThan(16);
  expect(dogsBox.x + dogsBox.width, `at ${width} px`).toBeLessThan(width - 16);
  // Each dog's paws end within 32 px below the footer's top edge.
  const pictures = page.locator('img[src*="minty-corgi"], img[src*="minty-beagle"]');
  await expect(pictures).toHaveCount(2);
  const footerTop = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
  for (const dog of await pictures.all()) {
    const bottom = await dog.evaluate((img) => img.getBoundingClientRect().bottom + window.scrollY);
    expect(bottom, `at ${width} px`).toBeGreaterThanOrEqual(footerTop);
    expect(bottom - footerTop, `at ${width} px`).toBeLessThan(32);
  }
}
