import { type CSSProperties, type ReactNode, Suspense, createElement, use, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { UNSAFE_DataRouterContext } from "react-router";

/**
 * A part of a prerendered page that React takes over only when the visitor
 * comes near it: within one screen height of the viewport (or on a press,
 * touch, key or focus inside it). Until then it is the server's HTML, shown
 * and read as it is, with its links working as plain links. A page then
 * hydrates its first screens at load and the rest as it is scrolled, in
 * small pieces, instead of all of it in the tasks after the first paint.
 *
 * It is React's own selective hydration: the content sits in a Suspense
 * boundary whose hydration waits on a gate. React keeps a waiting boundary's
 * server HTML on screen, and a click inside one hydrates it synchronously
 * before the click is dispatched, which is why the gate opens on the press
 * (a capture listener on `window`, ahead of React's own on the document).
 *
 * React replaces a waiting boundary's HTML with its (empty) fallback if an
 * update reaches it before it hydrates, so a gate also opens when the
 * wrapper gets new children (its parent rendered again), and every gate
 * opens on any router change (a navigation, a form or fetcher submitting),
 * which changes the router's contexts inside every boundary. The site's own
 * contexts above pages (dialogs, toasts) keep one value for good.
 * Rendered on the client after the first hydration (a client-side
 * navigation), it has no gate: the content renders at once.
 */
export function HydrateWhenNear({
  as = "div",
  className,
  style,
  children,
}: {
  /** The wrapping element: a `li` where the part is an item of a list, `footer` for the page's footer. */
  as?: "div" | "li" | "footer";
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const hydrating = useIsHydrating();
  const [gate] = useState(() => (hydrating && typeof window !== "undefined" && !firstPassCommitted ? createGate() : undefined));
  const ref = useRef<HTMLElement>(null);
  const rendered = useRef<ReactNode>(children);
  useRouterChangesOpenGates();

  if (gate && rendered.current !== children) gate.open();
  // The same element object on every render with the same children: React
  // then skips the boundary instead of treating the render as an update.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
      </Suspense>
    ),
    [gate, children],
  );

  useEffect(() => {
    rendered.current = children;
  });
  useEffect(() => {
    firstPassCommitted = true;
    const element = ref.current;
    if (!gate || !element) return;
    return watch(element, gate);
  }, [gate]);

  return createElement(as, { ref, [WRAPPER]: "", className, style }, boundary);
}

function Held({ gate, children }: { gate: Gate | undefined; children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return children;
}

/**
 * Opening marks the promise fulfilled as React's `use()` marks thenables it
 * has seen, so React reads it as resolved in the same task (a press hydrates
 * synchronously) rather than a microtask later.
 */
type Gate = { promise: Promise<void>; opened: boolean; open: () => void; element?: Element };

const WRAPPER = "data-hydrate-when-near";
const waiting = new Set<Gate>();
/**
 * Set by a press inside a part while React was still rendering the page's
 * first pass, before the part's gate could be found: every gate opens, and
 * those created after it start open.
 */
let pressedEarly = false;
/**
 * Whether hydration's first pass (everything outside the parts) has
 * committed. Only parts rendered in it wait; a part inside another one
 * hydrates with it.
 */
let firstPassCommitted = false;

function createGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    promise,
    opened: false,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      Object.assign(promise, { status: "fulfilled", value: undefined });
      waiting.delete(gate);
      if (gate.element) observer?.unobserve(gate.element);
      resolve();
    },
  };
  if (pressedEarly) gate.open();
  else waiting.add(gate);
  return gate;
}

function openAll() {
  for (const gate of [...waiting]) gate.open();
}

/** Opens the gate of a part's wrapper, known from the part's first effect on. */
function openPart(part: Element) {
  const gate = [...waiting].find((candidate) => candidate.element === part);
  if (gate) gate.open();
  else if (!firstPassCommitted) {
    pressedEarly = true;
    openAll();
  }
}

/** Near means within one screen height above or below the viewport. */
const NEAR = "100% 0px";
let observer: IntersectionObserver | undefined;

function watch(element: Element, gate: Gate): () => void {
  if (typeof IntersectionObserver === "undefined") {
    gate.open();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) openPart(entry.target);
    },
    { rootMargin: NEAR },
  );
  gate.element = element;
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/**
 * A press, touch, key or focus inside a waiting part opens its gate (and
 * those of the parts around it) before React sees the event, so React
 * hydrates it and then dispatches the event to it. Listening starts when
 * this module loads, before hydration, so a press while React is still
 * rendering the page counts too.
 */
function onInput(event: Event) {
  let part = event.target instanceof Element ? event.target.closest(`[${WRAPPER}]`) : null;
  while (part) {
    openPart(part);
    part = part.parentElement?.closest(`[${WRAPPER}]`) ?? null;
  }
}

if (typeof window !== "undefined") {
  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) window.addEventListener(type, onInput, { capture: true, passive: true });
}

let subscribed = false;

function useRouterChangesOpenGates() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router || subscribed) return;
    subscribed = true;
    router.subscribe(openAll);
  }, [router]);
}

const noSubscription = () => () => {};

/** True while React hydrates the server's HTML (it reads the server's snapshot then), false in a client render. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
