import { useRef, useState, useSyncExternalStore } from "react";
import { useInView } from "#app/components/motion/use-autoplay.ts";
import { surfaceClass } from "#app/components/sections/section.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/cn.ts";

/** The board frame is 1100 px tall at every width (the page scrolls, not a squeezed frame). */
export const JOB_BOARD_HEIGHT = 1100;

function subscribeToLoad(onChange: () => void) {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}

/** False on the server and while hydrating. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === "complete",
    () => false,
  );
}

/** How close (px) the box must come to the viewport before the board is asked for. */
const NEAR_MARGIN = "1250px 0px";

/**
 * The external job board in a frame, plus a new-tab link for browsers that block embeds. A third party, so it is asked for
 * only after the load event and once the visitor comes near: `loading="lazy"` alone loads a frame within a few thousand px at
 * once, delaying the load event. Without JS a lazy frame comes from <noscript>. The box keeps the frame's height throughout.
 */
export function JobBoard({
  src,
  title,
  fallbackLead,
  fallbackLinkText,
}: {
  src: string;
  title: string;
  fallbackLead: string;
  fallbackLinkText: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const loaded = usePageLoaded();
  const near = useInView(box, { rootMargin: NEAR_MARGIN, once: true });
  const [boardLoaded, setBoardLoaded] = useState(false);
  const frameProps = { src, title, loading: "lazy", height: JOB_BOARD_HEIGHT, style: { height: JOB_BOARD_HEIGHT } } as const;
  const frameClass = "relative block w-full bg-white";
  return (
    <div className="mt-10">
      <p className="flex flex-wrap items-center justify-center gap-x-2 text-center text-muted">
        {fallbackLead}{" "}
        <Link
          href={src}
          newTabHint
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
        >
          {fallbackLinkText}
        </Link>
      </p>
      <div
        ref={box}
        data-testid="job-board"
        style={{ minHeight: JOB_BOARD_HEIGHT }}
        className={cn(surfaceClass, "relative mt-4 box-content overflow-hidden rounded-[1.75rem]")}
      >
        {boardLoaded ? null : <BoardSkeleton />}
        {loaded && near ? (
          <iframe
            {...frameProps}
            onLoad={() => setBoardLoaded(true)}
            className={cn(frameClass, "transition-opacity duration-300", boardLoaded ? "opacity-100" : "opacity-0")}
          />
        ) : (
          <noscript>
            <iframe {...frameProps} className={frameClass} />
          </noscript>
        )}
      </div>
    </div>
  );
}

/** Until the board has loaded: an outline of a list of roles, and a word on what is coming. */
function BoardSkeleton() {
  return (
    <div data-testid="job-board-placeholder" className="absolute inset-x-0 top-0 p-6 sm:p-10">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div aria-hidden="true" className="h-6 w-40 rounded-full bg-line/70" />
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-muted">
          <span className="size-2 rounded-full bg-brand motion-safe:animate-pulse" aria-hidden="true" />
          Loading the open roles…
        </p>
      </div>
      <div aria-hidden="true" className="mt-8 space-y-4">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex items-center justify-between gap-6 rounded-2xl border border-line/70 p-5">
            <div className="min-w-0 flex-1 space-y-2.5">
              <div className="h-4 w-3/5 max-w-72 rounded-full bg-line/80" />
              <div className="h-3 w-2/5 max-w-48 rounded-full bg-line/50" />
            </div>
            <div className="hidden h-9 w-24 rounded-full bg-brand-soft sm:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
