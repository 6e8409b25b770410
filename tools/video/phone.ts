import { bar, easeIn, easeInOut, easeOut, group, n, pulse, rect, scaleAbout, span } from "./motion.ts";
import { envelopeGlyph, sneaker } from "./pieces.ts";
import { c, T } from "./story.ts";
import { bold, regular } from "./text.ts";

// The phone: the shopper's inbox, the email, the tap that brings them back.

const P = { x: 928, y: 40, w: 296, h: 612 };
const S = { x: 940, y: 52, w: 272, h: 588 };
const rowTop = S.y + 156;
const ROW = 74;
const NEW_ROW = 86;
const inboxRows = [
  { sender: "Northwind Air", initial: "N", color: "#93c5fd", time: "9:12", a: 150, b: 118 },
  { sender: "Team Calendar", initial: "T", color: "#fcd34d", time: "8:47", a: 128, b: 150 },
  { sender: "Olive & Co.", initial: "O", color: "#86efac", time: "8:05", a: 160, b: 104 },
  { sender: "Fieldnotes", initial: "F", color: "#f9a8d4", time: "Mon", a: 118, b: 140 },
  { sender: "City Library", initial: "C", color: "#c4b5fd", time: "Sun", a: 140, b: 96 },
  { sender: "Weekend Run Club", initial: "W", color: "#fdba74", time: "Sat", a: 120, b: 130 },
];

function statusBar(): string {
  return `${bold("9:41", S.x + 32, S.y + 31, 14, c.ink)}
    ${rect(S.x + S.w / 2 - 42, S.y + 11, 84, 26, 13, c.ink)}
    <g fill="${c.ink}"><rect x="${S.x + 196}" y="${S.y + 26}" width="3" height="5" rx="1"/><rect x="${S.x + 201}" y="${S.y + 23}" width="3" height="8" rx="1"/><rect x="${S.x + 206}" y="${S.y + 20}" width="3" height="11" rx="1"/></g>
    <path d="M${S.x + 214} ${S.y + 23.5}a8 8 0 0 1 11 0M${S.x + 216.5} ${S.y + 27}a4.5 4.5 0 0 1 6 0" fill="none" stroke="${c.ink}" stroke-width="1.8" stroke-linecap="round"/>
    <rect x="${S.x + 230}" y="${S.y + 20}" width="22" height="11" rx="3" fill="none" stroke="${c.ink}" stroke-width="1.4" opacity=".5"/><rect x="${S.x + 232}" y="${S.y + 22}" width="16" height="7" rx="1.5" fill="${c.ink}"/>`;
}

function newRow(y: number): string {
  const x = S.x;
  return `${rect(x + 8, y + 4, S.w - 16, NEW_ROW - 10, 16, c.bg, ` stroke="${c.border}" stroke-width="1.5"`)}
    <circle cx="${x + 18}" cy="${y + 42}" r="4" fill="${c.primary}"/>
    <circle cx="${x + 46}" cy="${y + 42}" r="20" fill="url(#so)"/>${bold("H&P", x + 46, y + 46.5, 11.5, "#fff", "middle")}
    ${bold("Harbor & Pine", x + 74, y + 30, 14)}${bold("now", x + S.w - 22, y + 30, 11, c.primary, "end")}
    ${bold("Still thinking about it?", x + 74, y + 50, 13, c.ink)}
    ${regular("Your Trail Runner is waiting", x + 74, y + 68, 12)}`;
}

function inbox(t: number): string {
  // The inserted email is reset while the opened email covers the inbox.
  const inserted = t < 12 ? easeInOut(span(t, T.insert, T.insert + 0.55)) : 0;
  const shift = NEW_ROW * inserted;
  let rows = "";
  inboxRows.forEach((row, i) => {
    const y = rowTop + i * ROW + shift;
    if (y > S.y + S.h) return;
    rows += `<circle cx="${S.x + 38}" cy="${n(y + 36)}" r="20" fill="${row.color}"/>${bold(row.initial, S.x + 38, y + 41.5, 15, "#fff", "middle")}
      ${bold(row.sender, S.x + 68, y + 30, 14, c.ink)}${regular(row.time, S.x + S.w - 18, y + 30, 11, c.muted, "end")}
      ${bar(S.x + 68, y + 40, row.a, 9)}${bar(S.x + 68, y + 55, row.b, 8, c.skeletonSoft)}
      <path d="M${S.x + 68} ${n(y + ROW)}H${S.x + S.w}" stroke="${c.line}" stroke-width="1"/>`;
  });
  // The new email slides down from under the search field, pushing the list.
  const fresh = inserted > 0 ? group(newRow(rowTop), Math.min(1, inserted * 1.6), `translate(0 ${n(shift - NEW_ROW)})`) : "";
  return `${rect(S.x, S.y, S.w, S.h, 0, "#fff")}
    ${rows}${fresh}
    ${rect(S.x, S.y, S.w, rowTop - S.y - 2, 0, "#fff")}
    ${bold("Inbox", S.x + 18, S.y + 92, 30)}
    <circle cx="${S.x + S.w - 34}" cy="${S.y + 82}" r="16" fill="${c.bg}"/>
    <path d="M${S.x + S.w - 40} ${S.y + 89}l1.5-5 9-9 3.5 3.5-9 9Z" fill="none" stroke="${c.primary}" stroke-width="1.8" stroke-linejoin="round"/>
    ${rect(S.x + 16, S.y + 108, S.w - 32, 34, 17, c.field)}
    <circle cx="${S.x + 34}" cy="${S.y + 124}" r="5.5" fill="none" stroke="#9aa3b5" stroke-width="2"/><path d="m${S.x + 38} ${S.y + 128} 4 4" stroke="#9aa3b5" stroke-width="2" stroke-linecap="round"/>
    ${regular("Search", S.x + 48, S.y + 130, 13, "#8a93a6")}
    ${rect(S.x, S.y + S.h - 56, S.w, 56, 0, "url(#fade)")}`;
}

function banner(t: number): string {
  const inP = easeOut(span(t, T.banner, T.banner + 0.4));
  const outP = easeIn(span(t, 8.1, 8.4));
  if (inP <= 0 || outP >= 1) return "";
  const dy = -96 * (1 - inP) - 96 * outP;
  const x = S.x + 8;
  const y = S.y + 44;
  const body = `<g filter="url(#shadow-sm)">${rect(x, y, S.w - 16, 72, 20, "#ffffff")}</g>
    ${rect(x + 12, y + 16, 40, 40, 11, "url(#so)")}${envelopeGlyph(x + 21, y + 28, 22, 16, "#fff", 2.2)}
    ${bold("Harbor & Pine", x + 62, y + 32, 13)}${regular("now", x + S.w - 30, y + 32, 11, c.muted, "end")}
    ${regular("Still thinking about it?", x + 62, y + 52, 13, c.inkSoft)}`;
  return group(body, Math.min(1, inP * 1.5) * (1 - outP), `translate(0 ${n(dy)})`);
}

const emailButton = { x: S.x + 16, y: S.y + 434, w: S.w - 32, h: 48 };
function emailView(t: number): string {
  // Opens with a slide from the right; "back to the inbox" slides it out again.
  const slide = easeInOut(span(t, T.openEmail + 0.15, T.openEmail + 0.65)) - easeInOut(span(t, T.back, T.backEnd - 0.1));
  if (slide <= 0) return "";
  const x = S.x;
  const y = S.y;
  const pressed = pulse(t, T.clickEmail - 0.05, T.clickEmail + 0.25);
  const bcx = emailButton.x + emailButton.w / 2;
  const bcy = emailButton.y + emailButton.h / 2;
  const body = `${rect(x, y, S.w, S.h, 0, "#fff")}
    <path d="M${x + 22} ${y + 66}l-7 7 7 7" fill="none" stroke="${c.primary}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
    ${regular("Inbox", x + 30, y + 78, 15, c.primary)}
    <circle cx="${x + S.w - 56}" cy="${y + 73}" r="4" fill="#9aa3b5"/><circle cx="${x + S.w - 30}" cy="${y + 73}" r="4" fill="#9aa3b5"/>
    <circle cx="${x + 34}" cy="${y + 120}" r="18" fill="url(#so)"/>${bold("H&P", x + 34, y + 124.5, 10.5, "#fff", "middle")}
    ${bold("Harbor & Pine", x + 60, y + 116, 14)}${regular("to me · now", x + 60, y + 134, 12)}
    ${bold("Still thinking", x + 16, y + 180, 26)}${bold("about it?", x + 16, y + 210, 26)}
    ${rect(x + 16, y + 226, S.w - 32, 140, 16, "url(#peach)")}
    ${sneaker(x + 46, y + 250, 0.9)}
    ${bold("Trail Runner", x + 16, y + 396, 17)}${bold("$128.00", x + S.w - 16, y + 396, 17, c.ink, "end")}
    ${regular("Size 9 · only 3 left in stock", x + 16, y + 418, 13)}
    ${group(
      `${rect(emailButton.x, emailButton.y, emailButton.w, emailButton.h, 24, "url(#so)")}
      ${rect(emailButton.x, emailButton.y, emailButton.w, emailButton.h, 24, c.ink, ` opacity="${n(0.18 * pressed)}"`)}
      ${bold("Complete my order", bcx, bcy + 5.5, 16, "#fff", "middle")}`,
      1,
      scaleAbout(bcx, bcy, 1 - 0.03 * pressed),
    )}
    ${regular("We saved your cart for 48 hours.", x + S.w / 2, y + 508, 12, c.muted, "middle")}
    ${bar(x + 16, y + 530, S.w - 32, 1.5, c.line)}
    ${bar(x + 60, y + 546, S.w - 120, 7, c.skeletonSoft)}${bar(x + 90, y + 560, S.w - 180, 7, c.skeletonSoft)}`;
  return group(body, 1, slide < 1 ? `translate(${n(S.w * (1 - slide))} 0)` : "");
}

/** A fingertip tap on the phone screen. */
function tap(t: number, at: number, x: number, y: number): string {
  if (t < at - 0.35 || t > at + 0.6) return "";
  const finger = span(t, at - 0.35, at - 0.1) * (1 - span(t, at + 0.25, at + 0.5));
  const p = easeOut(span(t, at, at + 0.5));
  const ring = t >= at ? `<circle cx="${x}" cy="${y}" r="${n(12 + 26 * p)}" fill="${c.primary}" opacity="${n(0.25 * (1 - p))}"/>` : "";
  return `${ring}<circle cx="${x}" cy="${y}" r="${n(15 - 2 * pulse(t, at - 0.08, at + 0.15))}" fill="${c.ink}" opacity="${n(0.22 * finger)}" stroke="#fff" stroke-width="2" stroke-opacity="${n(0.8 * finger)}"/>`;
}

export function phone(t: number): string {
  return `<g filter="url(#shadow)">${rect(P.x, P.y, P.w, P.h, 46, c.ink)}</g>
    ${rect(P.x + 3, P.y + 3, P.w - 6, P.h - 6, 43, "none", ` stroke="#2a3550" stroke-width="2"`)}
    <g clip-path="url(#screen)">
      ${inbox(t)}${emailView(t)}${banner(t)}
      ${tap(t, T.openEmail, S.x + S.w / 2 + 20, rowTop + 44)}
      ${tap(t, T.clickEmail, emailButton.x + emailButton.w / 2 + 30, emailButton.y + 26)}
      ${rect(S.x, S.y, S.w, 44, 0, "#fff", ' opacity=".94"')}${statusBar()}
      ${bar(S.x + S.w / 2 - 60, S.y + S.h - 12, 120, 5, c.ink)}
    </g>`;
}
