import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { storedPage, type StaticStore } from "../http/static-files.ts";
import type { Logger } from "../logger.server.ts";
import type { ContentEntry, ContentModel, PageRender, SiteContent } from "./content-model.ts";
import { allEntries, contentRevision, type EntryRow } from "./content-store.server.ts";
import { publicHistoryReader } from "./content-versions.server.ts";
import { mediaInfos } from "./media.server.ts";
import type { SharedPage, SharedRenders } from "./shared-renders.server.ts";

/*
 * What this process shows. Every process watches the database's content revision (every `pollMs`); when it rises, the
 * process builds the new snapshot, drops the pages that show a changed entry from memory (they are rendered per request
 * meanwhile, already new) and renders them again in the background. At start, pages whose entries differ from the
 * repository copy the build prerendered, or that list earlier versions the build knew nothing of, are handled the same way.
 * With `shared`, a page is rendered once for all processes at a revision (shared-renders.server.ts): while another process
 * renders it, this one goes on with its other pages and asks again.
 */

export type LiveContent = {
  current(): SiteContent;
  /** Checks the database now (the publishing process does not wait for its next poll). */
  refresh(): Promise<void>;
  /** The published site with one entry's draft in place of its published copy: what a preview shows. */
  withDraft(type: string, key: string, data: unknown): SiteContent;
  /** Pages still waiting to be rendered again. */
  pending(): number;
  stop(): void;
};

/** `revision`: the content revision read before the rows (the rows are at least that new). */
type Snapshot = { content: SiteContent; rows: Map<string, EntryRow>; revision: number };

const rowId = (row: Pick<EntryRow, "type" | "key">) => `${row.type}\n${row.key}`;
const dataPathOf = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

/** `versions`: the published history the public pages list; `media`: the uploaded pictures' alt text and focus (SiteContent). */
export function snapshotOf(model: ContentModel, rows: readonly EntryRow[], { versions, media }: Pick<SiteContent, "versions" | "media"> = {}): Snapshot {
  const published = new Map<string, ContentEntry[]>();
  const removed = new Set<string>();
  for (const row of rows) {
    const type = model.contentTypes.find((candidate) => candidate.type === row.type);
    if (!type) continue;
    // A type the database holds is the database's, even with none of it published: the repository's copy never returns.
    const list = published.get(row.type) ?? [];
    published.set(row.type, list);
    if (row.published !== null) list.push({ key: row.key, data: JSON.parse(row.published) });
    else if (row.published_version !== null) {
      for (const path of type.ownPaths(JSON.parse(row.draft))) removed.add(path);
    }
  }
  const content = model.siteContentFrom(published, removed);
  if (versions) content.versions = versions;
  if (media) content.media = media;
  return { content, rows: new Map(rows.map((row) => [rowId(row), row])), revision: -1 };
}

/** Pages that show the entry before or after the change. */
function pagesOf(model: ContentModel, before: Snapshot, after: Snapshot, type: string, key: string, beforeData: unknown, afterData: unknown): string[] {
  const contentType = model.contentTypes.find((candidate) => candidate.type === type);
  if (!contentType) return [];
  const paths = new Set<string>();
  if (beforeData !== undefined) for (const path of contentType.shownOn(beforeData, before.content, key)) paths.add(path);
  if (afterData !== undefined) for (const path of contentType.shownOn(afterData, after.content, key)) paths.add(path);
  // Pages that show only some of an entry's fields follow when one of those changed.
  for (const { fields, paths: more } of contentType.partlyShownOn ?? []) {
    const field = (data: unknown, name: string) => JSON.stringify((data as Record<string, unknown> | undefined)?.[name]);
    if (fields.some((name) => field(beforeData, name) !== field(afterData, name))) for (const path of more(after.content)) paths.add(path);
  }
  return [...paths];
}

const publishedData = (row: EntryRow | undefined) => (row?.published ? (JSON.parse(row.published) as unknown) : undefined);

export function startLiveContent({
  db,
  model,
  store,
  render,
  logger,
  pollMs = 500,
  freshWithinMs = 1_500,
  shared,
  askAgainMs = 40,
  warmUpPauseMs = 50,
}: {
  db: Kysely<Database>;
  model: ContentModel;
  store: StaticStore;
  render: PageRender;
  logger: Logger;
  pollMs?: number;
  freshWithinMs?: number;
  /** Renders shared with the other processes through the database; without it each process renders its own. */
  shared?: SharedRenders;
  /** How soon a page another process is rendering is asked for again. */
  askAgainMs?: number;
  /** The pause between the start's warm-up renders; below 0, no warm-up. */
  warmUpPauseMs?: number;
}): { ready: Promise<LiveContent> } {
  const log = logger.child({ component: "content" });
  let snapshot: Snapshot = { content: model.repositoryContent, rows: new Map(), revision: -1 };
  let revision = -1;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const queue = new Set<string>();
  /** Pages another process is rendering: when to ask the database for them again. */
  const later = new Map<string, number>();
  /** Changed pages whose new copy is not stored yet. */
  const awaiting = new Set<string>();
  let rendering: Promise<void> | undefined;
  const publicHistory = publicHistoryReader(db, model);

  // A page visitors ask for while it waits to be rendered again goes first: a change that shows on every page reaches
  // the pages people are reading before the rest.
  store.onRead?.((path) => {
    if (!queue.has(path) || queue.values().next().value === path) return;
    const rest = [...queue];
    queue.clear();
    queue.add(path);
    for (const other of rest) queue.add(other);
  });

  /**
   * A changed page keeps its previous copy in memory while its new one renders (visitors are not all sent to the renderer
   * at once); one not rendered again within `freshWithinMs` is dropped, and rendered per request, already new, until then.
   * At start the build's copies are dropped at once.
   */
  function invalidate(paths: readonly string[], { dropNow = false } = {}) {
    for (const path of paths) {
      store.replace(dataPathOf(path), undefined);
      if (dropNow) store.replace(path, undefined);
      queue.add(path);
      later.delete(path);
      awaiting.add(path);
    }
    if (!dropNow) {
      setTimeout(() => {
        for (const path of paths) if (awaiting.has(path)) store.replace(path, undefined);
      }, freshWithinMs).unref();
    }
    rendering ??= renderQueued().finally(() => (rendering = undefined));
  }

  /** The next page to render: queued ones first, then one another process was rendering, once it is time to ask again. */
  function nextPath(): string | number | undefined {
    const queued = queue.values().next();
    if (!queued.done) {
      queue.delete(queued.value);
      return queued.value;
    }
    let soonest: number | undefined;
    for (const [path, at] of later) {
      if (at <= Date.now()) {
        later.delete(path);
        return path;
      }
      soonest = Math.min(soonest ?? at, at);
    }
    return soonest;
  }

  /** The page at the snapshot's revision: read when another process rendered it, else rendered here (and shared). */
  async function pageFor(path: string, content: SiteContent, revision: number): Promise<SharedPage | "busy"> {
    const claim = shared && revision >= 0 ? await shared.claim(path, revision) : { kind: "mine" as const };
    if (claim.kind !== "mine") return claim.kind === "busy" ? "busy" : claim.page;
    try {
      const page = await render(path, content);
      const rendered = { status: page.status, file: page.status === 200 && page.html ? await storedPage(page.body) : undefined };
      await claim.share?.(rendered).catch((error: unknown) => log.warn({ path, error: error instanceof Error ? error.message : String(error) }, "a rendered page was not shared"));
      return rendered;
    } catch (error) {
      await claim.share?.("failed").catch(() => {});
      throw error;
    }
  }

  // One page at a time: the visitors' requests keep the processor.
  async function renderQueued() {
    while ((queue.size > 0 || later.size > 0) && !stopped) {
      const next = nextPath();
      if (typeof next === "number") {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
        continue;
      }
      if (next === undefined) break;
      const path = next;
      const { content, revision } = snapshot;
      try {
        const page = await pageFor(path, content, revision);
        if (page === "busy") {
          later.set(path, Date.now() + askAgainMs);
          continue;
        }
        // Kept only if the page was not changed again meanwhile (compression included); else its new render is queued.
        if (queue.has(path) || later.has(path)) continue;
        // A page that no longer renders as a page (taken down: 410) leaves memory.
        store.replace(path, page.file);
        awaiting.delete(path);
      } catch (error) {
        // The page keeps the copy it has: a failed render never takes a page off the site.
        awaiting.delete(path);
        log.error({ path, error: error instanceof Error ? error.message : String(error) }, "a page failed to render; its previous copy stays");
      }
    }
  }

  /** The first look: entries that differ from what the build prerendered. */
  function differencesFromBuild(next: Snapshot): string[] {
    const build = { content: model.repositoryContent, rows: new Map<string, EntryRow>(), revision: -1 };
    const paths = new Set<string>();
    const repository = new Map<string, unknown>();
    for (const type of model.contentTypes) {
      for (const entry of type.entriesOf(model.repositoryContent)) repository.set(`${type.type}\n${entry.key}`, entry.data);
    }
    for (const row of next.rows.values()) {
      const type = model.contentTypes.find((candidate) => candidate.type === row.type);
      // A published entry the build did not prerender (added since): its own pages go into memory too.
      if (type && row.published) for (const path of type.ownPaths(JSON.parse(row.published))) if (!store.get(path)) paths.add(path);
      const before = repository.get(rowId(row));
      const after = publishedData(row);
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      for (const path of pagesOf(model, build, next, row.type, row.key, before, after ?? (row.published_version !== null ? JSON.parse(row.draft) : undefined))) paths.add(path);
    }
    return [...paths];
  }

  // One check at a time: a publish's refresh and the poll never build two snapshots at once.
  let checking: Promise<void> = Promise.resolve();
  const check = (): Promise<void> => (checking = checking.catch(() => {}).then(checkOnce));

  async function checkOnce(): Promise<void> {
    const latest = await contentRevision(db);
    if (latest === revision) return;
    const rows = await allEntries(db);
    const next = { ...snapshotOf(model, rows, { versions: await publicHistory(), media: await mediaInfos(db) }), revision: latest };
    const paths = new Set<string>();
    const starting = revision === -1;
    if (starting) {
      for (const path of differencesFromBuild(next)) paths.add(path);
      // The build lists no earlier versions: a page that has some shows them once rendered here.
      for (const [subject, versions] of Object.entries(next.content.versions ?? {})) {
        const row = next.rows.get(subject.replace("/", "\n"));
        const type = model.contentTypes.find((candidate) => candidate.type === row?.type);
        if (row?.published && type && versions.length > 1) for (const path of type.shownOn(JSON.parse(row.published), next.content, row.key)) paths.add(path);
      }
    } else {
      for (const row of rows) {
        if (row.revision <= revision) continue;
        const before = snapshot.rows.get(rowId(row));
        const takenDown = row.published === null ? (JSON.parse(row.draft) as unknown) : undefined;
        for (const path of pagesOf(model, snapshot, next, row.type, row.key, publishedData(before), publishedData(row) ?? takenDown)) paths.add(path);
      }
    }
    snapshot = next;
    revision = latest;
    if (paths.size > 0) {
      log.info({ revision, pages: paths.size }, "content changed; pages rendered again");
      invalidate([...paths], { dropNow: starting });
    }
  }

  /**
   * A just-started process renders its first pages two to three times slower than later ones (its code is not compiled
   * yet), so a change every page shows, published soon after a start, would take the longest to reach them. After start,
   * one page of each kind (first path segment and depth) is rendered once in the background and thrown away, one at a
   * time, always after publishing's own renders.
   */
  async function warmUp() {
    const kinds = new Map<string, string>();
    for (const path of store.pages()) {
      const segments = path.split("/").filter(Boolean);
      const kind = `${segments[0] ?? ""} ${segments.length}`;
      if (!kinds.has(kind)) kinds.set(kind, path);
    }
    for (const path of kinds.values()) {
      while (rendering && !stopped) await rendering;
      if (stopped) return;
      await render(path, snapshot.content).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, warmUpPauseMs));
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      check()
        .catch((error: unknown) => log.warn({ error: error instanceof Error ? error.message : String(error) }, "content check failed; retrying"))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  const live: LiveContent = {
    current: () => snapshot.content,
    withDraft(type, key, data) {
      const rows = new Map(snapshot.rows);
      const row = rows.get(`${type}\n${key}`);
      const draft = JSON.stringify(data);
      const base = row ?? { type, key, position: Number.MAX_SAFE_INTEGER, draft, draft_version: 0, draft_saved_at: "", draft_saved_by: "", published_at: null, published_by: null, revision: 0 };
      rows.set(`${type}\n${key}`, { ...base, draft, published: draft, published_version: base.draft_version } as EntryRow);
      return snapshotOf(model, [...rows.values()].sort((a, b) => a.position - b.position), { versions: snapshot.content.versions, media: snapshot.content.media }).content;
    },
    refresh: () => check(),
    pending: () => queue.size + later.size,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return {
    ready: check().then(
      () => {
        schedule();
        if (warmUpPauseMs >= 0) void warmUp();
        return live;
      },
      (error: unknown) => {
        schedule();
        throw error;
      },
    ),
  };
}
