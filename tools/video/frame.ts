import { compactMarkup } from "../lib/files.ts";
import { svgDocument } from "../lib/svg.ts";
import { browser } from "./browser.ts";
import { cursor } from "./cursor.ts";
import { revenueChip, stepRow } from "./overlay.ts";
import { phone } from "./phone.ts";
import { background, defs } from "./pieces.ts";
import { emailFlight, safeoptCard } from "./safeopt-card.ts";
import { H, W } from "./story.ts";
import { glyphDefs } from "./text.ts";

/** The picture at `t` seconds: one SVG document, glyph outlines included. */
export function frame(t: number): string {
  const flightParts = emailFlight(t);
  const body = [
    background,
    flightParts.path,
    safeoptCard(t),
    browser(t),
    phone(t),
    flightParts.envelope,
    revenueChip(t),
    stepRow(t),
    cursor(t),
  ].join("");
  return compactMarkup(svgDocument(W, H, `${defs}<defs>${glyphDefs(body)}</defs>${body}`));
}
