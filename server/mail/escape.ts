/**
 * What a value must become before it goes into a mail: escaped for an HTML
 * part, one line for a header. Every mail the site sends (sales
 * notifications, visitors' letters, privacy notices) passes its values
 * through these.
 */

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Every value that goes into the HTML body passes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * One line, no control characters: what may go into a header. Nodemailer
 * encodes headers too; this makes a CRLF in a name harmless even before it.
 */
export function headerSafe(value: string, max = 150): string {
  const line = value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
