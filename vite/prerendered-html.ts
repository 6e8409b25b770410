import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { minifySync } from "vite";

/**
 * Prerendered pages are plain HTML, readable and usable without any script:
 * every link is a link and every form posts without JavaScript. React only
 * enhances them, so its code (about 120 KB brotli with React Router and the
 * page's modules) must never compete with what the first paint needs: the
 * stylesheet, the font and the hero image.
 *
 * React Router's <Scripts> renders a `modulepreload` for every module (which
 * React hoists into <head>, where they load at high priority beside the
 * stylesheet) and an inline module script at the end of <body> that imports
 * the route manifest, the route modules and then the client entry. Each
 * prerendered page is rewritten at build time:
 *
 * - the `modulepreload` links are dropped;
 * - the inline module script moves, unchanged, into a content-hashed file
 *   (`/assets/boot-<hash>.js`; pages with the same modules share one);
 * - in its place a small classic script starts hydration once the page has
 *   both fired its load event and painted its first content, or at once when
 *   the visitor presses, touches, types or moves focus before that. It then
 *   preloads every module of the page in one go, so they arrive in one round
 *   trip rather than one level of imports after another, and runs the boot
 *   file;
 * - script and preload tags lose their nonce (see NONCE_ATTRIBUTE).
 *
 * Server-rendered answers (404, 410, pages made per request) keep React
 * Router's own scripts.
 */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const INLINE_MODULE = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;
/**
 * Every route ships in the first load (react-router.config.ts), so the route
 * manifest is a module of its own, which the inline script imports first.
 */
const MANIFEST_IMPORT = /import\s*"([^"]*\/manifest-[\w-]+\.js)"/;
const MANIFEST_MODULE = /^\s*window\.__reactRouterManifest\s*=\s*(\{[\s\S]*\});?\s*$/;
const ROUTE_MODULES = /window\.__reactRouterRouteModules\s*=\s*(\{[^;]*\});/;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

type RouterManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

/** Reads a built file by its public path ("/assets/manifest-1.js"). */
export type ReadAsset = (publicPath: string) => string;

/**
 * What the boot script loads: every module (the route manifest, the client
 * entry, the page's route modules and their static imports) and, among them,
 * the ones the client entry imports (React, React DOM, React Router and the
 * bundler's runtime), which every page shares. `readAsset` reads the
 * manifest module and the shared modules from the build.
 */
export function bootModules(bootSource: string, readAsset: ReadAsset): { entry: string; modules: string[]; framework: string[] } {
  const manifestImport = MANIFEST_IMPORT.exec(bootSource)?.[1];
  const routeModules = ROUTE_MODULES.exec(bootSource);
  const manifestSource = manifestImport ? MANIFEST_MODULE.exec(readAsset(manifestImport))?.[1] : undefined;
  if (!manifestImport || !routeModules || !manifestSource) {
    throw new Error("The inline module script carries no route manifest: has React Router's <Scripts> output changed?");
  }
  const manifest = JSON.parse(manifestSource) as RouterManifest;
  // `{"root":route0,"routes/_site":route1,…}`: the routes this page renders.
  const renderedRoutes = [...routeModules[1]!.matchAll(/"([^"]+)":route\d+/g)].map((route) => route[1]!);
  const modules = new Set<string>([manifestImport, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of renderedRoutes) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The route manifest has no route "${id}"`);
    // A module's imports before the module, so each evaluates on its own when loaded one by one.
    for (const imported of route.imports ?? []) modules.add(imported);
    modules.add(route.module);
  }
  return { entry: manifest.entry.module, modules: [...modules], framework: importsFirst(manifest.entry.imports ?? [], readAsset) };
}

/** A built module's static imports of sibling files (`import{…}from"./x.js"`, `import"./x.js"`). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/**
 * The shared modules ordered so that each one's imports come before it (React
 * DOM before React Router, which imports it). Loaded one by one in that
 * order, each evaluates in a task of its own; a module loaded before its
 * imports would evaluate them all in one long task.
 */
export function importsFirst(shared: string[], readAsset: ReadAsset): string[] {
  const ordered: string[] = [];
  const visit = (module: string, path: string[]) => {
    if (ordered.includes(module)) return;
    if (path.includes(module)) throw new Error(`The shared modules import each other in a cycle: ${[...path, module].join(" → ")}`);
    const folder = module.slice(0, module.lastIndexOf("/") + 1);
    for (const [, file] of readAsset(module).matchAll(STATIC_IMPORT)) {
      const imported = folder + file;
      if (shared.includes(imported)) visit(imported, [...path, module]);
    }
    ordered.push(module);
  };
  for (const module of shared) visit(module, []);
  return ordered;
}

/**
 * The classic inline script that starts hydration. `modules` is every module
 * of the page in the order they are imported, React's shared modules first
 * and the client entry last; every argument is a public path. Once started,
 * it preloads every module, one link a task (starting a request costs the
 * main thread 2–11 ms here with DevTools' network instrumentation on, as in
 * Lighthouse), then imports all but the client entry one at a time, each in
 * a task of its own, so no single task keeps the page from answering input
 * for long; then it runs the boot file, which imports
 * the client entry and hydrates. The script is in every page, so it is
 * written here to be read and minified once when this module loads.
 */
const HYDRATION_LOADER = minified(`(function (boot, modules) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var pending = modules.slice();
    (function preload() {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = pending.shift();
      document.head.appendChild(link);
      if (pending.length) setTimeout(preload);
    })();
    var queue = modules.slice(0, -1);
    function next() {
      var href = queue.shift();
      if (!href) {
        var script = document.createElement("script");
        script.type = "module";
        script.src = boot;
        document.head.appendChild(script);
        return;
      }
      import(href).then(later, later);
    }
    function later() {
      setTimeout(next);
    }
    next();
  }
  ["pointerdown", "touchstart", "keydown", "focusin"].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  });
  var waiting = 2;
  function ready() {
    if (--waiting === 0) setTimeout(start);
  }
  addEventListener("load", function () {
    ready();
    setTimeout(function () { if (!started) start(); }, 3000);
  }, { once: true });
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0) return ready();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    ready();
  }).observe({ type: "paint", buffered: true });
})(BOOT, MODULES);`);

/** The loader minified; BOOT and MODULES are the places each page's paths go. */
function minified(source: string): string {
  const { code, errors } = minifySync("hydration-loader.js", source, { compress: true, mangle: true });
  if (errors.length > 0 || !code.includes("BOOT") || !code.includes("MODULES")) {
    throw new Error(`The hydration loader did not minify: ${errors.map((error) => error.message).join("; ") || "a placeholder is gone"}`);
  }
  return code.trim();
}

/**
 * The loader for one page, from what `bootModules` found: the boot file's
 * path, the client entry, every module and React's shared ones among them.
 */
function hydrationLoader(boot: string, entry: string, modules: string[], framework: string[]): string {
  const ordered = [...framework, ...modules.filter((module) => module !== entry && !framework.includes(module)), entry];
  return HYDRATION_LOADER.replace("BOOT", () => JSON.stringify(boot)).replace("MODULES", () => JSON.stringify(ordered));
}

/**
 * Script and preload tags of a prerendered page keep no nonce: the server
 * allows a prerendered page's inline scripts by their hashes, and a nonce
 * written into a file every visitor receives would be a public one.
 */
const NONCE_ATTRIBUTE = /(<(?:script|link)\b[^>]*?) nonce="[^"]*"/g;

export type DeferredPage = { html: string; boot?: { file: string; source: string } };

/**
 * Rewrites one prerendered page as described above. `readAsset` reads a
 * built file (the route manifest) by its public path; `assetsPath` is the
 * public path of the assets folder ("/assets/"). A page without React
 * Router's inline module script only loses its module preloads and nonces.
 */
export function deferHydration(html: string, readAsset: ReadAsset, assetsPath = "/assets/"): DeferredPage {
  const withoutPreloads = withoutModulePreloads(html);
  const inline = INLINE_MODULE.exec(withoutPreloads);
  if (!inline) return { html: withoutPreloads.replace(NONCE_ATTRIBUTE, "$1") };
  const source = inline[1]!;
  const file = `boot-${createHash("sha256").update(source).digest("base64url").slice(0, 10)}.js`;
  const { entry, modules, framework } = bootModules(source, readAsset);
  const loader = hydrationLoader(`${assetsPath}${file}`, entry, modules, framework);
  const script = `<script>${loader}</script>`;
  const rewritten = withoutPreloads.slice(0, inline.index) + script + withoutPreloads.slice(inline.index + inline[0].length);
  return {
    html: rewritten.replace(NONCE_ATTRIBUTE, "$1"),
    boot: { file, source },
  };
}

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Rewrites every prerendered page under the client build directory; returns how many changed. */
export async function deferPrerenderedModules(clientDirectory: string): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(clientDirectory)) {
    const html = await readFile(file, "utf8");
    const page = deferHydration(html, (publicPath) => readFileSync(path.join(clientDirectory, publicPath), "utf8"));
    if (page.boot) await writeFile(path.join(clientDirectory, "assets", page.boot.file), page.boot.source);
    if (page.html !== html) {
      await writeFile(file, page.html);
      changed += 1;
    }
  }
  return changed;
}
