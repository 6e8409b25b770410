import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { replayPresses, takeEarlyPresses } from "#app/lib/early-presses.ts";

/**
 * Its effect runs once hydration has committed, when every control answers:
 * it records that moment (the "hydrated" performance mark, which the bench
 * and the journeys wait for) and replays the early presses.
 */
function AfterHydration({ earlyPresses }: { earlyPresses: HTMLButtonElement[] }) {
  useEffect(() => {
    performance.mark("hydrated");
    replayPresses(earlyPresses);
  }, [earlyPresses]);
  return null;
}

// React Router's client entry, plus the presses made before it ran (see early-presses.ts). It runs in a task of its own:
// evaluating React DOM is one long task on a slow phone, and hydrateRoot (which adds React's listeners to the document)
// another; back to back they would be one task twice as long. The presses are taken in the same task as hydrateRoot,
// so none falls between the recorder and React's listeners.
setTimeout(() => {
  const earlyPresses = takeEarlyPresses();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
        <AfterHydration earlyPresses={earlyPresses} />
      </StrictMode>,
    );
  });
});
