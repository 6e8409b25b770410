import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and while hydrating, true once React runs: forms keep the prerendered HTML usable without JS until then.
 * The switch is a transition, rendered in slices rather than re-rendering every user in one task after hydration (as a store
 * with a server snapshot would). A component mounted after a client navigation also starts false.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
