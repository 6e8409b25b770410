/**
 * An SVG document as a `data:` URI, escaped only as far as a URI inside an
 * HTML attribute needs: the characters a URI reserves (`%`, `#`, `<`, `>`,
 * braces) and the double quote are percent-encoded, runs of white space become
 * one space. Shorter than base64 or full percent-encoding, so it costs little
 * inside every page's HTML. (Single quotes would do for the attribute values,
 * but React writes each one as a six-character entity.)
 */
export function svgDataUri(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#<>{}"]/g, (c) => encodeURIComponent(c));
  return `data:image/svg+xml,${body}`;
}
