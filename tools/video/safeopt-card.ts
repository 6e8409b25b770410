import { backOut, bar, easeIn, easeInOut, easeOut, group, n, rect, scaleAbout, span } from "./motion.ts";
import { check, envelopeGlyph, safeoptMark } from "./pieces.ts";
import { c, T } from "./story.ts";
import { bold, regular, width } from "./text.ts";

// SafeOpt at work: the visitor is recognised and matched to a permissioned email.

const card = { x: 184, y: 178, w: 520, h: 276 };
const chips = ["Viewed Trail Runner", "Added to cart", "Anonymous visitor"];

export function safeoptCard(t: number): string {
  if (t < T.cardIn || t > T.reopen + 0.5) return "";
  const inP = easeOut(span(t, T.cardIn, T.cardIn + 0.45));
  const outP = easeIn(span(t, T.reopen - 0.15, T.reopen + 0.3));
  const opacity = inP * (1 - outP);
  const scale = (0.95 + 0.05 * backOut(span(t, T.cardIn, T.cardIn + 0.5))) * (1 - 0.03 * outP);
  const { x, y, w } = card;

  // "Live" dot with a ring that keeps pulsing.
  const ring = (t * 1.2) % 1;
  const liveW = width("Live", 12) + 30;
  const live = `${rect(x + w - 28 - liveW, y + 34, liveW, 26, 13, "#ecfdf5")}
    <circle cx="${n(x + w - 28 - liveW + 13)}" cy="${y + 47}" r="${n(4 + 5 * ring)}" fill="${c.successAccent}" opacity="${n(0.35 * (1 - ring))}"/>
    <circle cx="${n(x + w - 28 - liveW + 13)}" cy="${y + 47}" r="4" fill="${c.successAccent}"/>
    ${bold("Live", x + w - 28 - liveW + 22, y + 51.5, 12, c.success)}`;

  let chipX = x + 28;
  let chipRow = "";
  chips.forEach((label, i) => {
    const p = easeOut(span(t, 5.15 + i * 0.2, 5.45 + i * 0.2));
    const cw = width(label, 13) + 38;
    const icon =
      i === 2
        ? `<circle cx="${n(chipX + 14)}" cy="${y + 166}" r="3.5" fill="${c.primary}"/><path d="M${n(chipX + 8.5)} ${y + 176}a5.5 5 0 0 1 11 0" fill="${c.primary}"/>`
        : i === 1
          ? check(chipX + 14, y + 171, 10, c.primary, 2.2)
          : `<circle cx="${n(chipX + 14)}" cy="${y + 171}" r="4.5" fill="none" stroke="${c.primary}" stroke-width="2"/><circle cx="${n(chipX + 14)}" cy="${y + 171}" r="1.6" fill="${c.primary}"/>`;
    chipRow += group(
      `${rect(chipX, y + 156, cw, 30, 15, c.bg, ` stroke="${c.border}" stroke-width="1.2"`)}${icon}${bold(label, chipX + 26, y + 176, 13, c.primary)}`,
      p,
      `translate(0 ${n(8 * (1 - p))})`,
    );
    chipX += cw + 8;
  });

  const progress = easeInOut(span(t, T.match, T.matched));
  const done = easeInOut(span(t, T.matched, T.matched + 0.25));
  const status = `${group(regular("Matching across 450M+ permissioned emails…", x + 28, y + 226, 14, c.inkSoft), 1 - done)}
    ${group(`${check(x + 36, y + 221, 14, c.success, 2.6)}${bold("Matched · personalised email sent", x + 50, y + 226, 14, c.success)}`, done)}
    ${bar(x + 28, y + 242, w - 56, 8, c.skeletonSoft)}
    ${progress > 0.01 ? bar(x + 28, y + 242, Math.max(8, (w - 56) * progress), 8, done > 0.5 ? c.successAccent : "url(#so)") : ""}`;

  const body = `<g filter="url(#shadow)">${rect(x, y, w, card.h, 24, "#fff")}</g>
    ${safeoptMark(x + 28, y + 26, 48)}
    ${bold("SafeOpt", x + 90, y + 48, 22)}${regular("Revenue recovery", x + 90, y + 68, 13)}
    ${live}
    <path d="M${x + 28} ${y + 98}h${w - 56}" stroke="${c.line}" stroke-width="1.5"/>
    ${bold("High-intent shopper left the store", x + 28, y + 136, 19)}
    ${chipRow}${status}`;
  return group(body, opacity, scaleAbout(x + w / 2, y + card.h / 2, scale));
}

/** The matched email travels from SafeOpt to the shopper's phone. */
const flight = { p0: [card.x + card.w + 6, card.y + 138], p1: [820, 316], p2: [850, 142], p3: [972, 142] } as const;
function bezier(p: number): [number, number] {
  const { p0, p1, p2, p3 } = flight;
  const q = 1 - p;
  const at = (i: 0 | 1) => q * q * q * p0[i] + 3 * q * q * p * p1[i] + 3 * q * p * p * p2[i] + p * p * p * p3[i];
  return [at(0), at(1)];
}
export function emailFlight(t: number): { path: string; envelope: string } {
  const show = span(t, T.flyStart - 0.2, T.flyStart + 0.1) * (1 - span(t, 7.4, 7.9));
  const { p0, p1, p2, p3 } = flight;
  const path = group(
    `<path d="M${p0.join(" ")}C${p1.join(" ")} ${p2.join(" ")} ${p3.join(" ")}" fill="none" stroke="${c.primary}" stroke-width="3" stroke-dasharray="1 10" stroke-linecap="round" opacity=".55"/>`,
    show,
  );
  let envelope = "";
  if (t > T.flyStart && t < T.flyEnd + 0.15) {
    const p = easeInOut(span(t, T.flyStart, T.flyEnd));
    const [x, y] = bezier(p);
    const arrive = span(t, T.flyEnd - 0.12, T.flyEnd + 0.12);
    const s = (0.8 + 0.35 * Math.sin(Math.PI * p)) * (1 - 0.5 * arrive);
    envelope = group(
      `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><g filter="url(#shadow-sm)">${rect(-26, -19, 52, 38, 10, "url(#so)")}</g>${envelopeGlyph(-15, -10, 30, 21, "#fff", 2.6)}</g>`,
      easeOut(span(t, T.flyStart, T.flyStart + 0.15)) * (1 - arrive),
    );
  }
  return { path, envelope };
}
