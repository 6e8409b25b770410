import { PAGE_SCRIPTS_ID } from "#app/lib/page-start.ts";

/*
 * The page's start script (what it does and why: page-start.ts). The build
 * bundles and minifies it into one classic script (vite/inline-script.ts),
 * which app/root.tsx writes at the end of every page: it must request
 * nothing, and its size counts against each page's first round trip.
 */

const doc = document;
const body = doc.body;
/** The presses recorded so far; 0 once the client entry has taken them. */
let presses: HTMLButtonElement[] | 0 = [];
/** React Router's scripts, parsed from the noscript that keeps them inert. */
const scripts = doc.createRange().createContextualFragment(doc.getElementById(PAGE_SCRIPTS_ID)!.textContent);

/** Appends the module scripts and their preloads, each in a task of its own. */
const startModules = () => [...scripts.children].map((element) => setTimeout(() => body.append(element)));

/** Starts the modules once every priority image (the hero) has loaded or failed. */
const afterPriorityImages = () => {
  let pending = 0;
  const arrived = () => --pending || startModules();
  doc
    .querySelectorAll<HTMLImageElement>("img[fetchpriority=high]")
    .forEach((image) => image.complete || (pending++, (image.onload = image.onerror = arrived)));
  if (!pending) startModules();
};

// Capture: a press is recorded even if a handler below stops it.
doc.addEventListener(
  "click",
  (event) => {
    const button = presses && (event.target as Element).closest<HTMLButtonElement>('button[type="button"]:not([popovertarget])');
    if (button) (presses as HTMLButtonElement[]).push(button);
  },
  true,
);

window.__earlyPresses = () => {
  const taken = presses;
  presses = 0;
  return taken;
};

// The classic scripts (the router's context and the data written to it) run at once, where the parser would have run them.
body.append(...scripts.querySelectorAll("script:not([type])"));

new PerformanceObserver((entries, observer) => {
  if (entries.getEntriesByName("first-contentful-paint")[0]) {
    observer.disconnect();
    void doc.fonts.ready.then(afterPriorityImages);
  }
}).observe({ type: "paint", buffered: true });
