import { describe, expect, it } from "vitest";
import { bootModules, deferHydration, importsFirst, withoutModulePreloads } from "./prerendered-html";

// React Router's inline module script, as it is when every route ships in the first load.
const bootSource = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/page-2.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/assets/entry.client-3.js");`;

const manifestModule = `window.__reactRouterManifest=${JSON.stringify({
  entry: { module: "/assets/entry.client-3.js", imports: ["/assets/runtime-4.js", "/assets/router-10.js", "/assets/framework-5.js"], css: [] },
  routes: {
    root: { id: "root", module: "/assets/root-1.js", imports: ["/assets/framework-5.js", "/assets/shell-6.js"] },
    "routes/page": { id: "routes/page", module: "/assets/page-2.js", imports: ["/assets/shell-6.js", "/assets/card-7.js"] },
    "routes/other": { id: "routes/other", module: "/assets/other-8.js", imports: ["/assets/zod-9.js"] },
  },
  url: "/assets/manifest-1.js",
  version: "1",
})};`;
/** The build's files this test reads: the route manifest module and the modules every page shares (React Router imports React DOM). */
const assets: Record<string, string> = {
  "/assets/manifest-1.js": manifestModule,
  "/assets/runtime-4.js": "var e=1;export{e as t};",
  "/assets/framework-5.js": 'import{t as e}from"./runtime-4.js";var t=e;export{t as i};',
  "/assets/router-10.js": 'import{t as e}from"./runtime-4.js";import{i as t}from"./framework-5.js";var n=t;export{n as r};',
};
const readAsset = (publicPath: string) => {
  const source = assets[publicPath];
  if (source === undefined) throw new Error(`no such file: ${publicPath}`);
  return source;
};

const page =
  '<html><head><link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" href="/assets/entry.client-3.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-5.js"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
  `<body><main>Hi</main><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">${bootSource}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("prerendered HTML", () => {
  it("drops the module preloads and keeps everything else", () => {
    expect(withoutModulePreloads(page)).not.toContain("modulepreload");
    expect(withoutModulePreloads(page)).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("lists the entry, the page's routes and their imports, and none of the routes it does not render", () => {
    const { modules, framework } = bootModules(bootSource, readAsset);
    // Each shared module after the ones it imports: React DOM before React Router.
    expect(framework).toEqual(["/assets/runtime-4.js", "/assets/framework-5.js", "/assets/router-10.js"]);
    expect(modules.sort()).toEqual(
      [
        "/assets/card-7.js",
        "/assets/entry.client-3.js",
        "/assets/framework-5.js",
        "/assets/manifest-1.js",
        "/assets/page-2.js",
        "/assets/root-1.js",
        "/assets/router-10.js",
        "/assets/runtime-4.js",
        "/assets/shell-6.js",
      ].sort(),
    );
  });

  it("moves the inline module script, unchanged, into a hashed boot file and loads it with a classic script", () => {
    const deferred = deferHydration(page, readAsset);
    expect(deferred.boot?.source).toBe(bootSource);
    expect(deferred.boot?.file).toMatch(/^boot-[\w-]{10}\.js$/);
    // The same modules always make the same file, so pages share it.
    expect(deferHydration(page, readAsset).boot?.file).toBe(deferred.boot?.file);

    expect(deferred.html).not.toContain('type="module"');
    expect(deferred.html).not.toContain("modulepreload\"/>");
    expect(deferred.html).toContain(`"/assets/${deferred.boot?.file}"`);
    expect(deferred.html).toContain('"/assets/framework-5.js"');
    expect(deferred.html).not.toContain('"/assets/zod-9.js"');
    // The loader stays where the module script was, between the context scripts, and no tag keeps the build's nonce.
    expect(deferred.html).toMatch(
      /window\.__reactRouterContext = \{\};<\/script><script>\(function\([\s\S]*<\/script><script>window\.__reactRouterContext\.streamController\.close\(\);/,
    );
    expect(deferred.html).not.toContain("nonce");
    expect(deferred.html.startsWith('<html><head><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet"')).toBe(true);
  });

  it("leaves a page without React Router's module script alone, apart from preloads", () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>Hi</body></html>';
    expect(deferHydration(plain, readAsset)).toEqual({ html: "<html><head></head><body>Hi</body></html>" });
  });

  it("refuses a module script without a route manifest rather than guessing", () => {
    expect(() => deferHydration('<body><script type="module">import "/a.js";</script></body>', readAsset)).toThrow(/route manifest/);
  });

  it("refuses shared modules that import each other in a cycle", () => {
    const cyclic: Record<string, string> = { "/assets/a-1.js": 'import"./b-2.js";', "/assets/b-2.js": 'import{x}from"./a-1.js";' };
    expect(() => importsFirst(["/assets/a-1.js", "/assets/b-2.js"], (path) => cyclic[path]!)).toThrow(/cycle: \/assets\/a-1\.js → \/assets\/b-2\.js → \/assets\/a-1\.js/);
    // A manifest module that is not the manifest.
    expect(() => bootModules(bootSource, () => "export default 1;")).toThrow(/route manifest/);
  });
});

describe("the hydration loader", () => {
  type Listener = (event?: unknown) => void;

  /** Runs the loader against a minimal window and document; returns controls for the events it waits on. */
  function runLoader(options: { paintTiming: boolean }) {
    const listeners = new Map<string, Listener[]>();
    const appended: { tag: string; rel?: string; href?: string; type?: string; src?: string }[] = [];
    const timers: (() => void)[] = [];
    let paintCallback: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = options.paintTiming ? ["paint", "largest-contentful-paint"] : [];
      constructor(callback: typeof paintCallback) {
        paintCallback = callback;
      }
      observe() {}
      disconnect() {}
    }
    type Element = (typeof appended)[number];
    const document = {
      createElement: (tag: string): Element => ({ tag }),
      head: { appendChild: (element: Element) => appended.push(element) },
    };
    const window = {
      PerformanceObserver: FakeObserver,
      addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    const loader = deferHydration(page, readAsset).html.match(/<script>(\(function\([\s\S]*?)<\/script>/)![1]!;
    new Function("window", "document", "addEventListener", "setTimeout", "PerformanceObserver", loader)(
      window,
      document,
      window.addEventListener,
      window.setTimeout,
      FakeObserver,
    );
    const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
    const paint = () => paintCallback?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect() {} });
    /** Runs what is due, `rounds` times, letting the (failing, here) module imports settle in between. */
    const runTimers = async (rounds = 20) => {
      for (let round = 0; round < rounds; round += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        timers.splice(0).forEach((timer) => timer());
      }
    };
    const scripts = () => appended.filter((element) => element.tag === "script");
    return { appended, fire, paint, runTimers, scripts };
  }

  it("starts 3 s after the load event when no paint is reported (a tab opened in the background)", async () => {
    const loader = runLoader({ paintTiming: true });
    loader.fire("load");
    expect(loader.scripts()).toHaveLength(0);
    await loader.runTimers();
    expect(loader.scripts()).toHaveLength(1);
  });

  it("starts after both the load event and the first contentful paint, preloading every module", async () => {
    const loader = runLoader({ paintTiming: true });
    loader.fire("load");
    expect(loader.scripts()).toHaveLength(0);
    loader.paint();
    await loader.runTimers();
    const [script] = loader.scripts();
    expect(script).toMatchObject({ type: "module", src: expect.stringMatching(/^\/assets\/boot-/) });
    const preloaded = loader.appended.filter((element) => element.rel === "modulepreload").map((element) => element.href);
    // Each module once, the route manifest among them: React's shared modules first, the client entry (which hydrates) last.
    expect(preloaded).toHaveLength(9);
    expect(new Set(preloaded).size).toBe(9);
    expect(preloaded).toContain("/assets/manifest-1.js");
    expect(preloaded.slice(0, 3)).toEqual(["/assets/runtime-4.js", "/assets/framework-5.js", "/assets/router-10.js"]);
    expect(preloaded.at(-1)).toBe("/assets/entry.client-3.js");
  });

  it("starts at once when the visitor reaches for the page, and only once", async () => {
    const loader = runLoader({ paintTiming: true });
    loader.fire("pointerdown");
    // One preload in the task that starts it; the rest follow, one a task.
    const preloads = () => loader.appended.filter((element) => element.rel === "modulepreload");
    expect(preloads()).toHaveLength(1);
    await loader.runTimers(1);
    expect(preloads()).toHaveLength(2);
    loader.fire("keydown");
    await loader.runTimers();
    expect(loader.scripts()).toHaveLength(1);
    loader.fire("load");
    loader.paint();
    await loader.runTimers();
    expect(loader.scripts()).toHaveLength(1);
  });

  it("goes by the load event alone in a browser without paint timing", async () => {
    const loader = runLoader({ paintTiming: false });
    await loader.runTimers();
    expect(loader.scripts()).toHaveLength(0);
    loader.fire("load");
    await loader.runTimers();
    expect(loader.scripts()).toHaveLength(1);
  });
});
