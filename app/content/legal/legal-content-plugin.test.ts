/**
 * The build-time renderer and Vite plugin in vite/legal-content.ts. (The test
 * lives here because the unit-test run covers app/**; vite/ has no test glob.)
 */
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { describe, expect, it } from "vitest";
import { legalDocumentIds } from "#app/content/legal/index.ts";
import {
  LEGAL_CONTENT_MODULE_ID,
  LegalContentError,
  fillPlaceholders,
  legalContent,
  estimateSectionHeight,
  renderLegalDocument,
  renderLegalMarkdown,
  slugify,
  smartQuotes,
} from "../../../vite/legal-content.ts";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
function hook(plugin: Plugin, name: "configResolved" | "resolveId" | "load"): Hook {
  const value = plugin[name] as Hook | { handler: Hook };
  return typeof value === "function" ? value : value.handler;
}

async function loadVirtualModule(consumer: "client" | "server"): Promise<string> {
  const plugin = legalContent();
  const root = path.resolve(import.meta.dirname, "../../..");
  await hook(plugin, "configResolved").call({}, { root } as ResolvedConfig);
  const resolved = (await hook(plugin, "resolveId").call({}, LEGAL_CONTENT_MODULE_ID)) as string;
  const context = { addWatchFile: () => {}, environment: { config: { consumer } } };
  return (await hook(plugin, "load").call(context, resolved, { ssr: consumer === "server" })) as string;
}

describe("virtual:legal-content", () => {
  it("gives the server build every document's HTML", async () => {
    const code = await loadVirtualModule("server");
    const bodies = JSON.parse(code.replace(/^export const legalBodies = /, "").replace(/;\s*$/, "")) as Record<string, string>;
    expect(Object.keys(bodies).sort()).toEqual([...legalDocumentIds].sort());
    expect(bodies.terms).toContain("Binding Individual Arbitration");
    expect(bodies.msa).toContain("<table>");
  });

  it("gives the browser build no document text at all", async () => {
    const code = await loadVirtualModule("client");
    expect(code.trim()).toBe("export const legalBodies = {};");
  });
});

describe("placeholders", () => {
  const values = { site: { name: "Acme" }, externalUrls: { x: "https://x.example/" } };

  it("are filled from the site config, optionally in capitals", () => {
    expect(fillPlaceholders("{{site.name}} / {{ site.name|upper }} / {{externalUrls.x}}", values)).toBe(
      "Acme / ACME / https://x.example/",
    );
  });

  it("fail the build when unknown", () => {
    expect(() => fillPlaceholders("{{site.nme}}", values, "terms.md")).toThrow(/terms\.md: unknown placeholder \{\{site\.nme\}\}/);
    expect(() => fillPlaceholders("{{site}}", values)).toThrow(LegalContentError);
    expect(() => fillPlaceholders("{{site.name|lower}}", values)).toThrow(/unknown filter/);
  });
});

describe("typography", () => {
  it("uses typographic quotes in prose but not in markup, links or heading ids", () => {
    expect(smartQuotes('(the "**Terms**") and Client\'s 30 days\' notice')).toBe("(the “**Terms**”) and Client’s 30 days’ notice");
    expect(smartQuotes('<td class="num">"a"</td> [x](/a"b) {#id}')).toBe('<td class="num">“a”</td> [x](/a"b) {#id}');
  });

  it("sets all-capitals clauses apart", () => {
    const caps = "THE SERVICES ARE PROVIDED AS IS AND AS AVAILABLE WITHOUT WARRANTIES OF ANY KIND WHATSOEVER, EXPRESS OR IMPLIED.";
    expect(renderLegalMarkdown(caps).articleHtml).toContain('<p class="legal-caps">');
    expect(renderLegalMarkdown("A short NOTE.").articleHtml).toBe("<p>A short NOTE.</p>\n");
  });
});

describe("headings", () => {
  it("get stable slug ids that keep their section numbers", () => {
    expect(slugify("4.2 Feedback")).toBe("section-4-2-feedback");
    expect(slugify("12. SMS/Text Messaging Disclosures")).toBe("section-12-sms-text-messaging-disclosures");
    expect(slugify("Privacy & Security")).toBe("privacy-and-security");
  });

  it("take an explicit {#id}, show their number apart, and build the table of contents from ##", () => {
    const { articleHtml, toc } = renderLegalMarkdown("## 12. Contact Us {#contact-us}\n\n### 12.1 By email\n\nText.");
    expect(articleHtml).toContain('<h2 id="contact-us"><span class="legal-num">12.</span> Contact Us</h2>');
    expect(articleHtml).toContain('<h3 id="section-12-1-by-email">');
    expect(toc).toEqual([{ id: "contact-us", number: "12.", text: "Contact Us" }]);
  });

  it("put each ## section in its own <section>, what comes before the first outside, and average the estimated heights after the first", () => {
    const long = "A sentence of the kind legal documents are made of, said once more. ".repeat(30);
    const short = "## 1. Short\n\nText.";
    const longer = `## 2. Long\n\n${long}\n\n- one\n- two`;
    const { articleHtml, sectionHeight } = renderLegalMarkdown(`Intro.\n\n${short}\n\n${longer}`);
    expect(articleHtml.startsWith("<p>Intro.</p>\n<section><h2 ")).toBe(true);
    const sections = [...articleHtml.matchAll(/<section>([\s\S]*?)<\/section>/g)];
    expect(sections.map((section) => /<h2 id="([^"]+)"/.exec(section[1]!)?.[1])).toEqual(["section-1-short", "section-2-long"]);
    // The first section is laid out with the first screens; the average is the later sections'.
    const third = "## 3. Third\n\nSome text, neither short nor long.";
    const [secondHeight, thirdHeight] = [longer, third].map((markdown) => renderLegalMarkdown(markdown).sectionHeight);
    expect(renderLegalMarkdown(`${short}\n\n${longer}\n\n${third}`).sectionHeight).toBe(Math.round((secondHeight! + thirdHeight!) / 2));
    expect(sectionHeight).toBe(secondHeight);
    expect(renderLegalMarkdown("No sections.").sectionHeight).toBe(0);
  });

  it("estimate a section's height on a phone from its text and its blocks", () => {
    // About 46 characters to a 28 px line, 393-412 px wide.
    const paragraph = estimateSectionHeight('<h2 id="a">A</h2>\n<p>' + "word ".repeat(100) + "</p>");
    expect(paragraph).toBeGreaterThan(380);
    expect(paragraph).toBeLessThan(520);
    const list = estimateSectionHeight('<h2 id="a">A</h2>\n<ul><li>x</li><li>y</li><li>z</li></ul>');
    expect(list).toBeGreaterThan(estimateSectionHeight('<h2 id="a">A</h2>\n<p>xyz</p>'));
  });

  it("reject an <h1> and duplicate ids", () => {
    expect(() => renderLegalMarkdown("# Title")).toThrow(/the page supplies the <h1>/);
    expect(() => renderLegalMarkdown("## A\n\n## A")).toThrow(/duplicate heading id "a"/);
  });
});

describe("documents", () => {
  it("fail the build on a link to a missing anchor", () => {
    expect(() => renderLegalDocument({ file: "x.md", title: "X" }, "## One\n\nSee [two](#two).")).toThrow(
      /x\.md: links to missing anchors: #two/,
    );
  });

  it("give the article its sections' average estimated height, for the sections a phone has not laid out yet", () => {
    const { html } = renderLegalDocument({ file: "x.md", title: "X" }, "## One\n\nText.\n\n## Two\n\nMore text.");
    const height = Number(/<article class="legal-prose" style="--section-height:(\d+)px">/.exec(html)?.[1]);
    expect(height).toBe(renderLegalMarkdown("## One\n\nText.\n\n## Two\n\nMore text.").sectionHeight);
    expect(height).toBeGreaterThan(100);
  });

  it("set lettered clauses without bullets and wrap tables in a scrollable region", () => {
    const { articleHtml } = renderLegalMarkdown(
      "- (a) first\n- (b) second\n\n<table>\n<caption>Credits</caption>\n<tr><td>1</td></tr>\n</table>\n",
    );
    expect(articleHtml).toContain('<ul class="legal-enum">');
    expect(articleHtml).toContain('<div class="legal-table" role="region" aria-label="Credits" tabindex="0"><table>');
  });

  it("reject scripts", () => {
    expect(() => renderLegalMarkdown("## A\n\n<script>alert(1)</script>\n")).toThrow(/scripts are not allowed/);
  });
});
