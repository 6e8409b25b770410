// @vitest-environment jsdom
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type LegalDocumentId, legalDocumentIds, legalDocuments } from "#app/content/legal/index.ts";
import {
  availabilityCredits,
  californiaTableColumns,
  privacySectionIds,
  specFigures,
  termsSections,
} from "../../../tests/support/legal-figures.ts";
import { site } from "#app/config/site.ts";
import { type RenderedLegalDocument, loadLegalDocuments } from "../../../vite/legal-content.ts";

const contentDir = path.join(import.meta.dirname);
let documents: Record<LegalDocumentId, RenderedLegalDocument>;

beforeAll(async () => {
  documents = await loadLegalDocuments(contentDir);
});

function parse(id: LegalDocumentId): Document {
  return new DOMParser().parseFromString(`<main>${documents[id].html}</main>`, "text/html");
}

/** The document as a reader sees it: text only, whitespace collapsed, screen-reader hints removed. */
function visibleText(id: LegalDocumentId): string {
  const page = parse(id);
  for (const hint of page.querySelectorAll(".legal-sr-only")) hint.remove();
  return (page.querySelector("article")?.textContent ?? "").replace(/\s+/g, " ");
}

describe("date lines", () => {
  it("Terms of Use are effective August 7, 2025", () => {
    expect(legalDocuments.terms.dateLine).toBe("Effective August 7, 2025");
  });
  it("the Privacy Policy was last updated August 6, 2025", () => {
    expect(legalDocuments.privacy.dateLine).toBe("Last updated August 6, 2025");
  });
});

describe.each(legalDocumentIds)("%s", (id) => {
  it.each(specFigures[id].map((figure) => [figure.spec, figure.text]))("states %s", (_spec, text) => {
    expect(visibleText(id)).toContain(text);
  });

  it("has a table of contents whose every link has a target", () => {
    const page = parse(id);
    const links = [...page.querySelectorAll<HTMLAnchorElement>("nav a")];
    expect(links.length).toBeGreaterThanOrEqual(documents[id].toc.length * 2);
    for (const link of links) {
      const target = decodeURIComponent(link.getAttribute("href")?.replace(/^#/, "") ?? "");
      expect(page.getElementById(target), `#${target}`).not.toBeNull();
    }
  });

  it("has no link to a missing anchor and no duplicate id", () => {
    const page = parse(id);
    const ids = [...page.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const link of page.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      expect(page.getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull();
    }
  });

  it("takes the brand, addresses and URLs from the site config", () => {
    const text = visibleText(id);
    expect(text).toContain(`${site.name}, Inc.`);
    expect(text).toContain(site.postalAddress);
    expect(parse(id).querySelector(`a[href="mailto:${site.contactEmail}"]`)).not.toBeNull();
    expect(documents[id].html).not.toMatch(/\{\{|\}\}/);
  });

  it("opens external links in a new tab, safely", () => {
    for (const link of parse(id).querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener noreferrer");
    }
  });

  it("puts every table in a labelled, keyboard-scrollable region", () => {
    for (const table of parse(id).querySelectorAll("table")) {
      const region = table.parentElement!;
      expect(region.className).toBe("legal-table");
      expect(region.getAttribute("role")).toBe("region");
      expect(region.getAttribute("tabindex")).toBe("0");
      expect(region.getAttribute("aria-label")).toBe(table.querySelector("caption")?.textContent);
    }
  });
});

describe("Terms of Use", () => {
  it("has the nineteen numbered sections in the spec's order", () => {
    expect(documents.terms.toc.map((entry) => [entry.number, entry.text])).toEqual(
      termsSections.map((title, index) => [`${index + 1}.`, title]),
    );
  });

  it("links to the Privacy Policy and the contact page", () => {
    const page = parse("terms");
    expect(page.querySelector('article a[href="/privacy"]')).not.toBeNull();
    expect(page.querySelector('article a[href="/help"]')).not.toBeNull();
  });
});

describe("Privacy Policy", () => {
  it("has the thirteen anchored sections in the spec's order", () => {
    expect(documents.privacy.toc.map((entry) => entry.id)).toEqual([...privacySectionIds]);
    expect(documents.privacy.toc.map((entry) => entry.number)).toEqual(privacySectionIds.map((_, index) => `${index + 1}.`));
  });

  it("has the California notice table as a real HTML table with the spec's columns", () => {
    const table = parse("privacy").querySelector("#california-notice ~ .legal-table table");
    expect(table).not.toBeNull();
    const headers = [...table!.querySelectorAll("thead th")].map((cell) => cell.textContent);
    expect(headers).toEqual([...californiaTableColumns]);
    const rows = [...table!.querySelectorAll("tbody tr")];
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(row.children).toHaveLength(californiaTableColumns.length);
  });

  it("links to Minty's privacy policy, the preference page and the Contact Us anchor", () => {
    const page = parse("privacy");
    expect(page.querySelector(`a[href="${site.externalUrls.mintyPrivacy}"]`)).not.toBeNull();
    // The preference-management page is the site's own privacy self-service (know, delete, stop marketing).
    expect(page.querySelectorAll('a[href="/privacy/requests"]').length).toBeGreaterThanOrEqual(3);
    const california = page.getElementById("california-notice")!;
    const after = [...page.querySelectorAll('a[href="#contact-us"]')].filter(
      (link) => california.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(after.length).toBeGreaterThan(0);
  });
});

describe("Master Subscription Agreement", () => {
  it("has the availability credit table as a real HTML table", () => {
    const table = parse("msa").querySelector("table");
    const rows = [...(table?.querySelectorAll("tbody tr") ?? [])].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual(availabilityCredits.map((row) => [...row]));
  });

  it("points to the 2024 version, which points back", () => {
    expect(parse("msa").querySelector('article a[href="/msa24"]')).not.toBeNull();
    expect(parse("msa24").querySelector('article a[href="/msa"]')).not.toBeNull();
  });
});
