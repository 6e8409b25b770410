import { measureText, textPath } from "../../lib/outline-text.ts";
import { Art, write } from "./art.ts";
import { mark } from "./shapes.ts";
import { c, fontFiles, minty } from "./style.ts";

/** The Minty mark and a wordmark sized to fill about 160 × 48 (one outlined path, like the site's logos). */
export function mintyLogo() {
  const tracking = -0.025;
  const x = 58;
  const width = 160;
  const size = Math.floor(((width - 1 - x) / measureText(fontFiles.bold, "Minty", 1, tracking)) * 2) / 2;
  // Caps centred on the mark; the descender of "y" still ends inside 48 px.
  const baseline = 24 + (size * 0.729) / 2;
  const d = textPath(fontFiles.bold, "Minty", { x, y: baseline, size, tracking });
  const logo = new Art("mi-l", Math.ceil(x + measureText(fontFiles.bold, "Minty", size, tracking) + 1), 48);
  write("app/assets/minty/logo.svg", logo, mark(logo, "minty", minty, 0, 0, 48) + `<path fill="${c.ink}" d="${d}"/>`);
}
