import { type CDPSession, chromium } from "@playwright/test";

/**
 * When a visitor on a slow phone can use every control of a page: the time
 * from navigation start to the client entry's "hydrated" mark (React has
 * hydrated the whole page and replayed any earlier press), with the CPU
 * slowed 4× and the network at 1.6 Mbps down, 750 kbps up and 150 ms of
 * latency, through the DevTools protocol. Links, forms, fields and the
 * header's menus work before it; this is when the rest does.
 */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
} as const;

/** Slows a page's CPU and network to SLOW_PHONE through its DevTools session (also used by the early-visitor journeys). */
export async function emulateSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
}

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

export type InteractiveRun = {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  hydratedMs: number;
  /** The same page with every script request refused: what its own HTML, stylesheet, fonts and images paint alone. */
  withoutScripts: { firstContentfulPaintMs: number; largestContentfulPaintMs: number };
};

type Paints = { firstContentfulPaintMs: number; largestContentfulPaintMs: number };

/** The first and the largest contentful paint so far. */
const readPaints = () =>
  new Promise<Paints>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve({
        firstContentfulPaintMs: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN),
        largestContentfulPaintMs: Math.round(entries[entries.length - 1]?.startTime ?? Number.NaN),
      });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Median of `runs` cold loads of `origin + route` as shipped, alternating
 * with as many of the same page served without scripts (a fresh browser
 * context each: nothing cached).
 */
export async function slowPhoneInteractive(origin: string, route: string, { runs, chrome }: { runs: number; chrome: string }): Promise<InteractiveRun> {
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS });
  try {
    const shipped: (Paints & { hydratedMs: number })[] = [];
    const bare: Paints[] = [];
    for (let index = 0; index < runs; index += 1) {
      for (const scripts of [true, false]) {
        const context = await browser.newContext({ viewport: SLOW_PHONE.viewport, isMobile: true, hasTouch: true });
        if (!scripts) await context.route(/\.m?js(\?|$)/, (request) => request.abort());
        const page = await context.newPage();
        await emulateSlowPhone(await context.newCDPSession(page));
        await page.goto(origin + route, { waitUntil: scripts ? "commit" : "load", timeout: 60_000 });
        if (scripts) {
          await page.waitForFunction(() => performance.getEntriesByName("hydrated", "mark").length > 0, undefined, { timeout: 60_000, polling: 50 });
          // The largest paint so far: the page has loaded its first screen by the time it hydrated.
          const paints = await page.evaluate(readPaints);
          shipped.push({ ...paints, hydratedMs: Math.round(await page.evaluate(() => performance.getEntriesByName("hydrated", "mark")[0]!.startTime)) });
        } else {
          bare.push(await page.evaluate(readPaints));
        }
        await context.close();
      }
    }
    return {
      firstContentfulPaintMs: median(shipped.map((run) => run.firstContentfulPaintMs)),
      largestContentfulPaintMs: median(shipped.map((run) => run.largestContentfulPaintMs)),
      hydratedMs: median(shipped.map((run) => run.hydratedMs)),
      withoutScripts: {
        firstContentfulPaintMs: median(bare.map((run) => run.firstContentfulPaintMs)),
        largestContentfulPaintMs: median(bare.map((run) => run.largestContentfulPaintMs)),
      },
    };
  } finally {
    await browser.close();
  }
}
