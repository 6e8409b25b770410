import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once React runs in
 * the browser. Forms use it to keep the prerendered HTML usable without
 * JavaScript (native validation, enabled buttons) and switch to the scripted
 * behaviour only when the script is really there; sections use it to hold
 * back what only a running page can show.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
