import { randomBytes } from "node:crypto";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../../tests/support/database.ts";
import type { Store } from "../db/database.server.ts";
import type { StaticStore, StoredFile } from "../http/static-files.ts";
import type { ContentModel, ContentType, SiteContent } from "./content-model.ts";
import { entryOf, publishEntry, saveDraft, seedContent } from "./content-store.server.ts";
import { type LiveContent, startLiveContent } from "./live-content.server.ts";
import { sharedRenders } from "./shared-renders.server.ts";

type Home = { text: string };
const textOf = (content: SiteContent) => (content as unknown as { home: Home }).home.text;

// One page type: Home, shown on `/`.
const home = {
  type: "home",
  label: "Home",
  group: "pages",
  itemLabel: "page",
  collection: false,
  titleOf: () => "Home",
  ownPaths: () => [],
  shownOn: () => ["/"],
  previewPath: () => "/",
  entriesOf: (content: SiteContent) => [{ key: "page", data: (content as unknown as { home: Home }).home }],
  apply: () => {},
} as unknown as ContentType;

const model: ContentModel = {
  contentTypes: [home],
  siteContentFrom: (published) => ({ home: published.get("home")?.[0]?.data ?? { text: "v0" } }) as unknown as SiteContent,
  repositoryContent: { home: { text: "v0" } } as unknown as SiteContent,
  contentJsonSchema: () => ({}) as ReturnType<ContentModel["contentJsonSchema"]>,
};

async function publishHome(store: Store, text: string) {
  const row = (await entryOf(store.db, "home", "page"))!;
  await saveDraft(store.db, { type: "home", key: "page", data: { text }, baseVersion: row.draft_version, by: "test" });
  await publishEntry(store.db, { type: "home", key: "page", version: row.draft_version + 1, by: "test" });
}

describe("live content", () => {
  let database: TestDatabase | undefined;
  let live: LiveContent | undefined;
  afterEach(async () => {
    live?.stop();
    await database?.cleanup();
  });

  it("never stores a page rendered before a publish that landed while it was being compressed", async () => {
    database = await freshDatabase("sqlite");
    const store = await database.open();
    await seedContent(store.db, [{ type: "home", entries: [{ key: "page", data: { text: "v0" } }] }]);
    const stored: (string | undefined)[] = [];
    const pages: StaticStore = {
      get: () => undefined,
      pages: () => ["/"],
      size: () => 1,
      replace(path: string, file: StoredFile | undefined) {
        if (path === "/") stored.push(file && /v\d/.exec(file.identity.toString("utf8"))?.[0]);
      },
    };
    let publishedDuringCompression: Promise<void> | undefined;
    const render = async (_path: string, content: SiteContent) => {
      const text = textOf(content);
      // v1's page is large, so compressing it takes long; v2 is published meanwhile.
      if (text === "v1") publishedDuringCompression ??= new Promise((resolve) => setImmediate(resolve)).then(async () => {
        await publishHome(store, "v2");
        await live!.refresh();
      });
      const filler = text === "v1" ? randomBytes(600_000).toString("base64") : "";
      return { status: 200, html: true, body: Buffer.from(`<html><body>${text}${filler}</body></html>`) };
    };
    live = await startLiveContent({ db: store.db, model, store: pages, render, logger: pino({ level: "silent" }), pollMs: 60_000, freshWithinMs: 60_000, warmUpPauseMs: -1 }).ready;

    await publishHome(store, "v1");
    await live.refresh();
    await expect.poll(() => stored.at(-1), { timeout: 15_000 }).toBe("v2");
    await publishedDuringCompression;
    // The previous copy stays until the new one is stored; the stale render never is.
    expect(stored).toEqual(["v2"]);
    await store.close();
  });

  it("drops a changed page that is not rendered again in time, so it is rendered per request, already new", async () => {
    database = await freshDatabase("sqlite");
    const store = await database.open();
    await seedContent(store.db, [{ type: "home", entries: [{ key: "page", data: { text: "v0" } }] }]);
    const replaced: (string | undefined)[] = [];
    const pages: StaticStore = {
      get: () => undefined,
      pages: () => ["/"],
      size: () => 1,
      replace(path: string, file: StoredFile | undefined) {
        if (path === "/") replaced.push(file ? "stored" : "dropped");
      },
    };
    // A render that never finishes: the previous copy must not outlive the deadline.
    const render = () => new Promise<never>(() => {});
    live = await startLiveContent({ db: store.db, model, store: pages, render, logger: pino({ level: "silent" }), pollMs: 60_000, freshWithinMs: 100, warmUpPauseMs: -1 }).ready;
    await publishHome(store, "v1");
    await live.refresh();
    expect(textOf(live.current())).toBe("v1");
    expect(replaced).toEqual([]);
    await expect.poll(() => replaced, { timeout: 2_000 }).toEqual(["dropped"]);
    await store.close();
  });

  it("renders a changed page once for every process of one edition; the others store its bytes", async () => {
    database = await freshDatabase("sqlite");
    const store = await database.open();
    await seedContent(store.db, [{ type: "home", entries: [{ key: "page", data: { text: "v0" } }] }]);
    const renders: string[] = [];
    const stored: string[][] = [[], []];
    const processes: LiveContent[] = [];
    for (const index of [0, 1]) {
      const pages: StaticStore = {
        get: () => undefined,
        pages: () => ["/"],
        size: () => 1,
        replace(path: string, file: StoredFile | undefined) {
          if (path === "/" && file) stored[index]!.push(`${file.identity.toString("utf8")} ${file.etag} ${file.br ? "br" : ""}`);
        },
      };
      const render = async (_path: string, content: SiteContent) => {
        renders.push(textOf(content));
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { status: 200, html: true, body: Buffer.from(`<html><body>${textOf(content)}${"x".repeat(2_000)}</body></html>`) };
      };
      const shared = sharedRenders({ db: store.db, edition: "build-1 http://localhost" });
      processes.push(await startLiveContent({ db: store.db, model, store: pages, render, logger: pino({ level: "silent" }), pollMs: 60_000, freshWithinMs: 60_000, warmUpPauseMs: -1, shared, askAgainMs: 10 }).ready);
    }
    try {
      await publishHome(store, "v1");
      await Promise.all(processes.map((process) => process.refresh()));
      await expect.poll(() => stored.map((list) => list.length), { timeout: 5_000 }).toEqual([1, 1]);
      expect(renders).toEqual(["v1"]);
      expect(stored[0]![0]).toContain("v1");
      // The same bytes and headers in both: one render, compressed once.
      expect(stored[1]).toEqual(stored[0]);
    } finally {
      for (const process of processes) process.stop();
      await store.close();
    }
  });

  it("takes over a claim whose process never finished it, and renders a page whose shared render failed on its own", async () => {
    database = await freshDatabase("sqlite");
    const store = await database.open();
    let clock = Date.now();
    const first = sharedRenders({ db: store.db, edition: "e", leaseMs: 1_000, now: () => clock });
    const second = sharedRenders({ db: store.db, edition: "e", leaseMs: 1_000, now: () => clock });
    expect((await first.claim("/", 3)).kind).toBe("mine");
    expect((await second.claim("/", 3)).kind).toBe("busy");
    clock += 1_500;
    const taken = await second.claim("/", 3);
    expect(taken.kind).toBe("mine");
    expect((await first.claim("/", 3)).kind).toBe("busy");
    if (taken.kind === "mine") await taken.share?.("failed");
    const afterFailure = await first.claim("/", 3);
    expect(afterFailure).toEqual({ kind: "mine" });
    // Another edition (another build or origin) never reads this one's pages.
    expect((await sharedRenders({ db: store.db, edition: "f" }).claim("/", 3)).kind).toBe("mine");
    await store.close();
  });

  it("renders a waiting page that a visitor asks for before the others", async () => {
    database = await freshDatabase("sqlite");
    const store = await database.open();
    await seedContent(store.db, [{ type: "home", entries: [{ key: "page", data: { text: "v0" } }] }]);
    const everywhere = { ...model, contentTypes: [{ ...home, shownOn: () => ["/a", "/b", "/c"] } as unknown as ContentType] };
    let onRead: ((path: string) => void) | undefined;
    const pages: StaticStore = {
      get(path) {
        onRead?.(path);
        return undefined;
      },
      pages: () => ["/a", "/b", "/c"],
      size: () => 3,
      replace() {},
      onRead: (listener) => (onRead = listener),
    };
    const order: string[] = [];
    let release: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const render = async (path: string) => {
      order.push(path);
      if (order.length === 1) await firstHeld;
      return { status: 200, html: true, body: Buffer.from(`<html>${path}</html>`) };
    };
    live = await startLiveContent({ db: store.db, model: everywhere, store: pages, render, logger: pino({ level: "silent" }), pollMs: 60_000, freshWithinMs: 60_000, warmUpPauseMs: -1 }).ready;
    await publishHome(store, "v1");
    await live.refresh();
    await expect.poll(() => order).toEqual(["/a"]);
    pages.get("/c");
    release();
    await expect.poll(() => order).toEqual(["/a", "/c", "/b"]);
    await store.close();
  });

  it("renders one page of each kind once after start, after publishing's own renders, and stores none of them", async () => {
    database = await freshDatabase("sqlite");
    const store = await database.open();
    await seedContent(store.db, [{ type: "home", entries: [{ key: "page", data: { text: "v0" } }] }]);
    const stored: string[] = [];
    const pages: StaticStore = {
      get: () => undefined,
      pages: () => ["/", "/help", "/stories", "/stories/a", "/stories/b", "/terms", "/terms/versions/1"],
      size: () => 7,
      replace: (path) => void stored.push(path),
    };
    const rendered: string[] = [];
    const render = async (path: string) => {
      rendered.push(path);
      return { status: 200, html: true, body: Buffer.from(`<html>${path}</html>`) };
    };
    live = await startLiveContent({ db: store.db, model, store: pages, render, logger: pino({ level: "silent" }), pollMs: 60_000, freshWithinMs: 60_000, warmUpPauseMs: 0 }).ready;
    await expect.poll(() => rendered).toEqual(["/", "/help", "/stories", "/stories/a", "/terms", "/terms/versions/1"]);
    expect(stored).toEqual([]);
    await store.close();
  });
});
