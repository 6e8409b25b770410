/**
 * An SVG as a `data:` URI escaped only as an HTML attribute needs (`%`, `#`, `<`, `>`, braces, `"`; white space runs collapsed):
 * shorter than base64 in every page's HTML. Not single quotes: React writes each as a six-character entity.
 */
export function svgDataUri(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#<>{}"]/g, (c) => encodeURIComponent(c));
  return `data:image/svg+xml,${body}`;
}
