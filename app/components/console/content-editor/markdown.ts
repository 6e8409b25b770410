import { Marked } from "marked";

// The editor's preview of a Markdown field. Raw HTML in the source is shown as text, and a link or image
// whose address is not http(s), mailto, a path or a fragment loses it, so a preview never runs anything.

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const SAFE_ADDRESS = /^(?:https?:|mailto:|\/|#)/i;

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: { html: ({ text }) => escapeHtml(text) },
  walkTokens(token) {
    if ((token.type === "link" || token.type === "image") && !SAFE_ADDRESS.test(token.href)) token.href = "#";
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source) as string;
}
