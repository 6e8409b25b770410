import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { replayPresses, takeEarlyPresses } from "#app/lib/early-presses.ts";

/** React Router's client entry, plus the presses made before it ran (see early-presses.ts). */
const earlyPresses = takeEarlyPresses();

/**
 * Its effect runs once hydration has committed, when every control answers:
 * it records that moment (the "hydrated" performance mark, which the bench
 * and the journeys wait for) and replays the early presses.
 */
function AfterHydration() {
  useEffect(() => {
    performance.mark("hydrated");
    replayPresses(earlyPresses);
  }, []);
  return null;
}

// hydrateRoot runs in the task that evaluates this module, right after the presses are taken: React's listeners are on
// the document from then on, so no event (a change, a scroll) falls between the press recorder and React.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <AfterHydration />
    </StrictMode>,
  );
});
