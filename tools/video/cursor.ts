import { button, pill, tabClose } from "./browser.ts";
import { easeIn, easeInOut, easeOut, group, lerp, n, pulse, span } from "./motion.ts";
import { c, T } from "./story.ts";

// The cursor: rests on the product, picks a size, adds to cart, closes the tab.

const cursorPath: { t: number; x: number; y: number }[] = [
  { t: 0, x: 352, y: 440 },
  { t: 1.0, x: 352, y: 440 },
  { t: 1.75, x: pill(2).x + 30, y: pill(2).y + 24 },
  { t: 2.1, x: pill(2).x + 30, y: pill(2).y + 24 },
  { t: 2.65, x: button.x + 190, y: button.y + 32 },
  { t: 3.4, x: button.x + 190, y: button.y + 32 },
  { t: 4.05, x: tabClose.x + 2, y: tabClose.y + 2 },
];
const clicks = [T.selectSize, T.addToCart, T.closeTab];

export function cursor(t: number): string {
  const fadeOut = easeIn(span(t, T.closeStart, T.closeStart + 0.35));
  const fadeIn = easeOut(span(t, 13.9, T.backEnd + 0.05));
  const opacity = t < T.reopen ? 1 - fadeOut : fadeIn;
  if (opacity <= 0.002) return "";
  let x = cursorPath[0]!.x;
  let y = cursorPath[0]!.y;
  if (t < T.reopen) {
    for (let i = 1; i < cursorPath.length; i++) {
      const a = cursorPath[i - 1]!;
      const b = cursorPath[i]!;
      if (t >= a.t) {
        const p = easeInOut(span(t, a.t, b.t));
        x = lerp(a.x, b.x, p);
        y = lerp(a.y, b.y, p);
      }
    }
  }
  let rings = "";
  let press = 0;
  for (const at of clicks) {
    if (t >= at - 0.08 && t < at + 0.5) {
      const p = easeOut(span(t, at, at + 0.45));
      rings += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(6 + 20 * p)}" fill="none" stroke="${c.primary}" stroke-width="2.5" opacity="${n(0.55 * (1 - p))}"/>`;
      press = Math.max(press, pulse(t, at - 0.08, at + 0.12));
    }
  }
  const s = 0.72 * (1 - 0.12 * press);
  const arrow = "M0 0v40l11-10 8 18 8-4-8-17h15Z";
  return group(
    `${rings}<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="${arrow}" transform="translate(2 3)" fill="${c.ink}" opacity=".18"/><path d="${arrow}" fill="#fff" stroke="${c.ink}" stroke-width="3.5" stroke-linejoin="round"/></g>`,
    opacity,
  );
}
