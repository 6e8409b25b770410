import { Marked, type RendererObject, type Tokens } from "marked";
import { site } from "#app/config/site.ts";
import type { LegalDocumentMeta } from "#app/content/legal/index.ts";

// A legal document's Markdown rendered to the page's HTML. Placeholders (`{{site.name}}`) come from app/config/site.ts; an
// unknown placeholder, an anchor link without a target or a duplicate id throws LegalContentError, so such a text is never shown.

export type LegalTocEntry = {
  id: string;
  number?: string;
  text: string;
};

export type RenderedLegalDocument = {
  html: string;
  articleHtml: string;
  toc: LegalTocEntry[];
};

export const placeholderValues = {
  site: {
    name: site.name,
    tagline: site.tagline,
    contactEmail: site.contactEmail,
    supportEmail: site.supportEmail,
    postalAddress: site.postalAddress,
  },
  externalUrls: site.externalUrls,
} as const;

type PlaceholderTree = { readonly [key: string]: string | PlaceholderTree };

export class LegalContentError extends Error {
  override name = "LegalContentError";
}

/** `{{a.b|upper}}` in capitals; an unknown name throws, never an empty string. */
export function fillPlaceholders(source: string, values: PlaceholderTree = placeholderValues, file = "document"): string {
  return source.replace(/\{\{\s*([\w.]+)\s*(?:\|\s*(\w+)\s*)?\}\}/g, (_match, name: string, filter?: string) => {
    let value: string | PlaceholderTree | undefined = values;
    for (const key of name.split(".")) {
      value = typeof value === "object" ? value[key] : undefined;
    }
    if (typeof value !== "string") {
      throw new LegalContentError(`${file}: unknown placeholder {{${name}}}`);
    }
    if (filter === undefined) return value;
    if (filter === "upper") return value.toUpperCase();
    throw new LegalContentError(`${file}: unknown filter "${filter}" in {{${name}|${filter}}}`);
  });
}

const PROTECTED = /(<[^>\n]*>|\]\([^)\s]*\)|\{#[\w-]+\})/;

/** Never inside HTML tags, link destinations or heading ids. */
export function smartQuotes(markdown: string): string {
  let previous = "";
  return markdown
    .split(PROTECTED)
    .map((part, index) => {
      if (index % 2 === 1) {
        // After an opening tag a quote opens (<td>"…); after a closing tag or a link it closes.
        previous = part.startsWith("<") && !part.startsWith("</") ? " " : ")";
        return part;
      }
      let out = "";
      for (const char of part) {
        const opens = previous === "" || /[\s([{\u2014\u2013/]/.test(previous);
        if (char === '"') out += opens ? "\u201c" : "\u201d";
        else if (char === "'") out += opens ? "\u2018" : "\u2019";
        else out += char;
        if (char !== "*" && char !== "_") previous = char;
      }
      return out;
    })
    .join("");
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // Ids that start with a digit are valid HTML but awkward in CSS selectors.
  return /^\d/.test(slug) ? `section-${slug}` : slug || "section";
}

const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;
const SECTION_NUMBER = /^(\d+(?:\.\d+)*\.?)\s+([\s\S]+)$/;

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

// Stable heading ids (`{#id}` or the slug), external links in a new tab, each table in a focusable scroll region.
export function renderLegalMarkdown(markdown: string, file = "document"): { articleHtml: string; sectionHeight: number; toc: LegalTocEntry[] } {
  const toc: LegalTocEntry[] = [];
  const usedIds = new Set<string>();

  const renderer: RendererObject = {
    heading({ tokens, depth }: Tokens.Heading) {
      if (depth === 1) throw new LegalContentError(`${file}: use ## and below; the page supplies the <h1>`);
      let inner = this.parser.parseInline(tokens);
      let id: string | undefined;
      const explicit = EXPLICIT_ID.exec(inner);
      if (explicit) {
        id = explicit[1];
        inner = inner.slice(0, explicit.index);
      }
      const numbered = SECTION_NUMBER.exec(inner);
      const number = numbered?.[1];
      const label = numbered?.[2] ?? inner;
      id ??= slugify(htmlToText(inner));
      if (usedIds.has(id)) throw new LegalContentError(`${file}: duplicate heading id "${id}"`);
      usedIds.add(id);
      if (depth === 2) toc.push({ id, number, text: htmlToText(label) });
      const numberHtml = number ? `<span class="legal-num">${number}</span> ` : "";
      return `<h${depth} id="${id}">${numberHtml}${label}</h${depth}>\n`;
    },
    paragraph({ tokens }: Tokens.Paragraph) {
      const inner = this.parser.parseInline(tokens);
      const letters = htmlToText(inner).replace(/[^A-Za-z]/g, "");
      const caps = letters.length > 80 && letters.replace(/[^A-Z]/g, "").length / letters.length > 0.9;
      return `<p${caps ? ' class="legal-caps"' : ""}>${inner}</p>\n`;
    },
    list(token: Tokens.List) {
      const body = token.items.map((item) => this.listitem(item)).join("");
      const tag = token.ordered ? "ol" : "ul";
      const start = token.ordered && token.start !== 1 && token.start !== "" ? ` start="${token.start}"` : "";
      const enumerated = !token.ordered && token.items.every((item) => /^\([a-z0-9]+\)\s/i.test(item.text));
      return `<${tag}${start}${enumerated ? ' class="legal-enum"' : ""}>\n${body}</${tag}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      if (isExternal(href)) {
        return `<a href="${escapeHtml(href)}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}<span class="legal-sr-only"> (opens in a new tab)</span></a>`;
      }
      return `<a href="${escapeHtml(href)}"${titleAttr}>${text}</a>`;
    },
  };

  const marked = new Marked({ gfm: true, async: false, renderer });
  let articleHtml = marked.parse(markdown) as string;
  if (/<script\b/i.test(articleHtml)) throw new LegalContentError(`${file}: scripts are not allowed in legal content`);

  articleHtml = articleHtml.replace(/<table\b[\s\S]*?<\/table>/g, (table) => {
    const caption = /<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(table)?.[1];
    const label = caption ? htmlToText(caption) : "Table";
    return `<div class="legal-table" role="region" aria-label="${escapeHtml(label)}" tabindex="0">${table}</div>`;
  });
  const sections = wrapSections(articleHtml);
  return { articleHtml: sections.html, sectionHeight: sections.sectionHeight, toc };
}

const PX_PER_CHAR = 0.613;
const PX_PER_BLOCK = 30.5;
const PX = 72;

// Coefficients fitted on phones at 393 and 412 px (ADR 0201).
export function estimateSectionHeight(sectionHtml: string): number {
  const chars = htmlToText(sectionHtml).length;
  const blocks = sectionHtml.match(/<(?:h2|h3|h4|p|li|tr|dt|dd|blockquote|hr)\b/g)?.length ?? 0;
  return Math.round(PX_PER_CHAR * chars + PX_PER_BLOCK * blocks + PX);
}

// legal-prose.css lets a phone skip laying out far sections, each counting as the average estimated height meanwhile.
function wrapSections(articleHtml: string): { html: string; sectionHeight: number } {
  const heights: number[] = [];
  const html = articleHtml
    .split(/(?=<h2 )/)
    .map((chunk) => {
      if (!chunk.startsWith("<h2 ")) return chunk;
      heights.push(estimateSectionHeight(chunk));
      return `<section>${chunk}</section>`;
    })
    .join("");
  // The first section is always laid out, so the average is of the others.
  const later = heights.length > 1 ? heights.slice(1) : heights;
  const sectionHeight = later.length ? Math.round(later.reduce((sum, height) => sum + height, 0) / later.length) : 0;
  return { html, sectionHeight };
}

function tocList(toc: LegalTocEntry[]): string {
  const items = toc
    .map((entry) => {
      const number = entry.number ? `<span class="legal-num">${escapeHtml(entry.number)}</span>` : "";
      return `<li><a href="#${entry.id}">${number}<span>${escapeHtml(entry.text)}</span></a></li>`;
    })
    .join("");
  return `<ol class="legal-toc-list">${items}</ol>`;
}

export function anchorsOf(html: string): { ids: string[]; hashLinks: string[] } {
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? "");
  const hashLinks = [...html.matchAll(/\shref="#([^"]*)"/g)].map((match) => match[1] ?? "");
  return { ids, hashLinks };
}

export function renderLegalDocument(meta: Pick<LegalDocumentMeta, "file" | "title">, markdown: string): RenderedLegalDocument {
  const filled = smartQuotes(fillPlaceholders(markdown, placeholderValues, meta.file));
  const { articleHtml, sectionHeight, toc } = renderLegalMarkdown(filled, meta.file);
  if (toc.length === 0) throw new LegalContentError(`${meta.file}: no ## sections`);

  const list = tocList(toc);
  const count = `${toc.length} sections`;
  const html =
    `<div class="legal-aside">` +
    `<details class="legal-toc-mobile"><summary><span>On this page</span><span class="legal-toc-count">${count}</span></summary>` +
    `<nav aria-label="Table of contents">${list}</nav></details>` +
    `<nav class="legal-toc-desktop" aria-label="Table of contents"><p class="legal-toc-title" aria-hidden="true">On this page</p>${list}</nav>` +
    `</div>` +
    `<article class="legal-prose" style="--section-height:${sectionHeight}px">${articleHtml}</article>`;

  const { ids, hashLinks } = anchorsOf(html);
  const idSet = new Set(ids);
  if (idSet.size !== ids.length) {
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
    throw new LegalContentError(`${meta.file}: duplicate id "${duplicate}"`);
  }
  const broken = hashLinks.filter((target) => !idSet.has(target));
  if (broken.length > 0) throw new LegalContentError(`${meta.file}: links to missing anchors: #${broken.join(", #")}`);
  if (/\{\{|\}\}/.test(html)) throw new LegalContentError(`${meta.file}: an unfilled placeholder remains`);
  return { html, articleHtml, toc };
}


const renderedBodies = new Map<string, string>();

/** The page's HTML for a document's Markdown, remembered for the texts in use (published and previewed). */
export function legalBodyHtml(title: string, markdown: string): string {
  const known = renderedBodies.get(markdown);
  if (known !== undefined) return known;
  const { html } = renderLegalDocument({ file: `${title}.md`, title }, markdown);
  if (renderedBodies.size >= 16) renderedBodies.delete(renderedBodies.keys().next().value as string);
  renderedBodies.set(markdown, html);
  return html;
}
