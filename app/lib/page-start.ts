/**
 * The page before React. A link, a form, a field and a `popover` toggle work
 * from the first paint on their own; a button that only a script can answer
 * (a carousel arrow, an accordion header, a video's play button) does nothing
 * until React has hydrated the page, which on a slow phone is seconds after
 * the page shows. The start script (page-start.client-inline.ts), inline at
 * the end of every page:
 *
 * - records in order each press on a script-only button (`type="button"`
 *   without `popovertarget`) until the client entry takes the list, just
 *   before React starts listening; once hydration has committed, each
 *   recorded button still in the page is clicked again, so the first press
 *   takes effect (from hydrateRoot on, React replays presses itself);
 * - starts React once the page has painted and loaded. React Router's
 *   `<Scripts>` sit inside `<noscript id="rr">`, which a browser
 *   running scripts keeps as inert text and React leaves alone when it
 *   hydrates. The script hands that markup to the browser's HTML parser; the
 *   classic scripts (the router's context, which requests nothing and
 *   which the data scripts after it write to) run at once, where the parser
 *   would have run them; the module scripts and their preloads are appended
 *   to `<body>` once the first contentful paint has been presented and the
 *   fonts and the page's priority images (`fetchpriority="high"`: the hero)
 *   have arrived, so until then the stylesheet, fonts and those images have
 *   the connection to themselves; the other images load beside React.
 *   Each element is appended in a task of its own: inserting a
 *   modulepreload costs a slow phone up to 14 ms, and fifteen in one task
 *   would block its main thread for a long time.
 *   (Every browser the bundles' build target runs in reports paint timing.)
 */
/** The noscript that holds React Router's scripts (short: it is written twice into every page). */
export const PAGE_SCRIPTS_ID = "rr";
