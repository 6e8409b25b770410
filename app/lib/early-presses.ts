/**
 * Presses made before React runs. A link, a form, a field and a `popover`
 * toggle work from the first paint on their own; a button that only a script
 * can answer (a carousel arrow, an accordion header, a video's play button)
 * does nothing until React has hydrated the page, which on a slow phone is
 * seconds after the page shows.
 *
 * An inline script at the top of every page (EARLY_PRESSES_SCRIPT) records,
 * in order, each press on a script-only button (`type="button"` without
 * `popovertarget`) until the client entry takes the list, just before React
 * starts listening; once hydration has committed, each recorded button still
 * in the page is clicked again, so the visitor's first press takes effect.
 * From hydrateRoot on, React replays presses made during hydration itself.
 */
export const EARLY_PRESSES_SCRIPT =
  '(function(){var p=[];function r(e){var b=e.target instanceof Element&&e.target.closest(\'button[type="button"]:not([popovertarget])\');if(b)p.push(b)}' +
  'document.addEventListener("click",r,true);window.__earlyPresses=function(){document.removeEventListener("click",r,true);return p.splice(0)}})()';

declare global {
  interface Window {
    /** Stops recording and returns the buttons pressed so far (see EARLY_PRESSES_SCRIPT). */
    __earlyPresses?: () => HTMLButtonElement[];
  }
}

/** Stops recording presses and returns them; call right before hydrating. */
export function takeEarlyPresses(): HTMLButtonElement[] {
  return window.__earlyPresses?.() ?? [];
}

/** Presses each recorded button again, in order; one that React replaced or removed is skipped. */
export function replayPresses(buttons: HTMLButtonElement[]): void {
  for (const button of buttons.splice(0)) if (button.isConnected && !button.disabled) button.click();
}
