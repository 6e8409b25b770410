import { describe, expect, it } from "vitest";
import { testContentModel } from "../../tests/support/content-model.ts";
import { createTokenSealer } from "../tokens/tokens.server.ts";
import { createContentEditing } from "./content-editing.server.ts";
import type { ContentType, SiteContent } from "./content-model.ts";
import type { LiveContent } from "./live-content.server.ts";

/** A picture the build made at several widths, as content stores it. */
const picture = (name: string, key: string) => ({
  src: `/assets/${name}-720-${key}.avif`,
  srcSet: { avif: `/assets/${name}-720-${key}.avif 720w`, webp: `/assets/${name}-720-${key}.webp 720w` },
  width: 720,
  height: 480,
});

type Page = { hero: ReturnType<typeof picture>; art?: ReturnType<typeof picture> };

const pageType = (type: string, label: string, field: "minty" | "boost"): ContentType =>
  ({
    type,
    label,
    group: "pages",
    itemLabel: "page",
    collection: false,
    schema: {} as never,
    titleOf: () => label,
    ownPaths: () => [],
    shownOn: () => [],
    previewPath: () => "/",
    entriesOf: (content: SiteContent) => [{ key: "page", data: (content as unknown as Record<string, Page>)[field] }],
    apply() {},
  }) as ContentType;

describe("the image library's build pictures", () => {
  it("names each by its file, and two that share a name by the entry that uses each", async () => {
    const repository = {
      minty: { hero: picture("hero", "AAAAAAAA"), art: picture("channel-art", "CCCCCCCC") },
      boost: { hero: picture("hero", "BBBBBBBB") },
    };
    const model = testContentModel([pageType("minty", "Minty", "minty"), pageType("boost", "Minty Cashback Boost", "boost")], repository);
    const current = () => model.repositoryContent;
    const editing = createContentEditing({
      db: {} as never,
      model,
      live: { current, withDraft: current, refresh: async () => {}, pending: () => 0, stop() {} } as LiveContent,
      sealer: createTokenSealer("library test"),
      audit: async () => {},
      pageExists: () => true,
    });

    const library = await editing.images();
    expect(library.map(({ id, label }) => ({ id, label }))).toEqual([
      { id: "/assets/channel-art-720-CCCCCCCC.avif", label: "channel-art" },
      { id: "/assets/hero-720-AAAAAAAA.avif", label: "hero (Minty)" },
      { id: "/assets/hero-720-BBBBBBBB.avif", label: "hero (Minty Cashback Boost)" },
    ]);
    expect(library[1]!.value).toEqual(repository.minty.hero);
  });
});
