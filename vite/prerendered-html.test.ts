import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./prerendered-html";

describe("prerendered HTML", () => {
  it("drops the module preloads and keeps everything else, the inline module script included", () => {
    const html =
      '<head><link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/framework-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
      '<body><main>Hi</main><script type="module">import "/assets/entry.client-1.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
        '<body><main>Hi</main><script type="module">import "/assets/entry.client-1.js";</script></body>',
    );
  });
});
