import { startTransition, useEffect, useState } from "react";

/**
 * False in the server render and during hydration, true once React runs in
 * the browser. Forms use it to keep the prerendered HTML usable without
 * JavaScript (native validation, enabled buttons) and switch to the scripted
 * behaviour only when the script is really there; sections use it to hold
 * back what only a running page can show.
 *
 * The switch is a transition: React renders it in slices between other
 * work, instead of re-rendering every such component in one task right
 * after hydration (which is what a store with a server snapshot does). A
 * component mounted later, after a client-side navigation, also starts
 * from false and switches right after its first paint.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
