/**
 * Presses made before React started, recorded by the page's start script
 * (page-start.client-inline.ts): the client entry takes them just
 * before hydrating and presses each again once hydration has committed.
 */
declare global {
  interface Window {
    /** Stops recording and returns the buttons pressed so far (the page's start script); a second call returns 0. */
    __earlyPresses?: () => HTMLButtonElement[] | 0;
  }
}

/** Stops recording presses and returns them; call right before hydrating. */
export function takeEarlyPresses(): HTMLButtonElement[] {
  return window.__earlyPresses?.() || [];
}

/** Presses each recorded button again, in order; one that React replaced or removed is skipped. */
export function replayPresses(buttons: HTMLButtonElement[]): void {
  for (const button of buttons.splice(0)) if (button.isConnected && !button.disabled) button.click();
}
