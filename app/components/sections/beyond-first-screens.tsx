import type { CSSProperties, ReactNode } from "react";
import { HydrateWhenNear } from "~/components/sections/hydrate-when-near";

/**
 * Sections far enough down a page that a phone's first screens never show
 * them. With `content-visibility: auto` the browser lays them out (and so
 * starts their lazy images) only as the visitor scrolls near: Chrome's margin
 * is 1.5 viewport heights beyond the screen, so on a phone anything starting
 * below about 2.5 screen heights stays out of the first screens' downloads.
 * Place it where that holds at 375-412 px wide, or it changes nothing.
 *
 * Until laid out, the block counts as `phoneHeight` tall (`wideHeight` from
 * 768 px up): give about their real heights so the scrollbar barely moves;
 * once laid out, the real height is kept. The content stays in the
 * accessibility tree and find-in-page, and anchors into it still scroll.
 * React takes them over as they come near too (`HydrateWhenNear`).
 */
export function BeyondFirstScreens({ phoneHeight, wideHeight, children }: { phoneHeight: number; wideHeight: number; children: ReactNode }) {
  const heights = { "--phone-height": `${phoneHeight}px`, "--wide-height": `${wideHeight}px` } as CSSProperties;
  return (
    <HydrateWhenNear
      style={heights}
      className="[content-visibility:auto] [contain-intrinsic-size:auto_var(--phone-height)] md:[contain-intrinsic-size:auto_var(--wide-height)]"
    >
      {children}
    </HydrateWhenNear>
  );
}
