/** A coordinate rounded to 0.1 px, as the drawings write them ("-0" is written "0"). */
export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** An SVG document of `width` × `height` user units, its viewBox the same size. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * Path data of a five-pointed star centred on (cx, cy), pointing up; its
 * inner corners sit at `inner` × the outer radius.
 */
export function starPath(cx: number, cy: number, outer: number, inner = 0.48, format: (value: number) => string = fmt): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : outer * inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${format(cx + radius * Math.cos(angle))} ${format(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join("L")}Z`;
}

/** `from` mixed toward `to` by `amount` (0 to 1); both `#rrggbb`. */
export function mix(from: string, to: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [channels(from), channels(to)];
  return `#${a.map((value, i) => Math.round(value + (b[i]! - value) * amount).toString(16).padStart(2, "0")).join("")}`;
}
