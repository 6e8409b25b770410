import { mix } from "../lib/svg.ts";
import { B } from "./browser.ts";
import { backOut, clamp01, easeIn, easeInOut, easeOut, group, n, rect, scaleAbout, span } from "./motion.ts";
import { c, steps, T } from "./story.ts";
import { bold, width } from "./text.ts";

// Recovered revenue ticks up, and the four steps of the story.

const chip = { x: 640, y: 492, w: 272, h: 100 };
export function revenueChip(t: number): string {
  if (t < T.chip || t > T.reset + 0.5) return "";
  const inP = backOut(span(t, T.chip, T.chip + 0.45));
  const outP = easeIn(span(t, T.reset, T.reset + 0.4));
  const value = 128 * easeOut(span(t, T.chip + 0.2, 12.0));
  const { x, y, w, h } = chip;
  const body = `<g filter="url(#shadow)">${rect(x, y, w, h, 22, "#fff")}</g>
    <circle cx="${x + 48}" cy="${y + 50}" r="26" fill="url(#ok)"/>
    <path d="M${x + 35} ${y + 58}l9-9 6 6 11-12" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><path d="M${x + 53} ${y + 42}h9v9" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
    ${bold("Recovered revenue", x + 88, y + 40, 14, c.muted)}
    ${bold(`+$${value.toFixed(2)}`, x + 88, y + 76, 30, c.success)}`;
  const opacity = Math.min(1, span(t, T.chip, T.chip + 0.25)) * (1 - outP);
  return group(body, opacity, scaleAbout(x + w / 2, y + h / 2, Math.max(0.01, (0.85 + 0.15 * inP) * (1 - 0.06 * outP))));
}

function activeness(t: number, index: number): number {
  const on = (at: number) => easeInOut(span(t, at, at + 0.3));
  const next = steps[index + 1]?.from ?? T.back;
  const start = index === 0 ? 1 - on(steps[1]!.from) + on(T.back) : on(steps[index]!.from);
  return index === 0 ? clamp01(start) : clamp01(start - on(next));
}

export function stepRow(t: number): string {
  const y = 618;
  const h = 40;
  const padding = { left: 8, gap: 10, right: 18 };
  const widths = steps.map((step) => padding.left + 24 + padding.gap + width(step.label, 15) + padding.right);
  const total = widths.reduce((a, b) => a + b, 0);
  const space = (B.w - total) / (steps.length - 1);
  let x = B.x;
  let out = "";
  steps.forEach((step, i) => {
    const a = activeness(t, i);
    const w = widths[i]!;
    const cx = x + padding.left + 12;
    out += `${group(`<g filter="url(#shadow-sm)">${rect(x, y, w, h, h / 2, "#fff")}</g>`, a)}
      ${rect(x, y, w, h, h / 2, "none", ` stroke="${c.border}" stroke-width="1.5" opacity="${n(0.35 + 0.65 * a)}"`)}
      <circle cx="${n(cx)}" cy="${y + h / 2}" r="12" fill="${mix("#dbe7fb", c.primary, a)}"/>
      ${bold(String(i + 1), cx, y + h / 2 + 4.5, 13, mix(c.primary, "#ffffff", a), "middle")}
      ${bold(step.label, x + padding.left + 24 + padding.gap, y + h / 2 + 5.5, 15, mix("#7b8496", c.ink, a))}`;
    x += w + space;
  });
  return out;
}
