import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The repository's root folder: generators name the files they write relative to it. */
export const root = path.resolve(import.meta.dirname, "../..");

/** Markup as it is committed: no white space between tags, every other line break folded to one space. */
export function compactMarkup(markup: string): string {
  return markup.replace(/>\s+</g, "><").replace(/\n\s*/g, " ").trim();
}

export type WriteOptions = {
  /** Printed between the file's name and its size, e.g. "640×480  ". */
  note?: string;
  /** A file larger than this many KB is reported and fails the run (exit code 1). */
  budgetKb?: number;
};

/**
 * Writes SVG markup, compacted and ending in one newline, to `relative` (from
 * the repository root), creating its folder; prints its size and returns it
 * in bytes.
 */
export function writeSvg(relative: string, markup: string, options: WriteOptions = {}): number {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  const content = `${compactMarkup(markup)}\n`;
  writeFileSync(file, content);
  const bytes = Buffer.byteLength(content);
  const over = options.budgetKb !== undefined && bytes > options.budgetKb * 1024;
  console.log(`${relative}  ${options.note ?? ""}${(bytes / 1024).toFixed(1)} KB${over ? `  OVER ${options.budgetKb} KB BUDGET` : ""}`);
  if (over) process.exitCode = 1;
  return bytes;
}
