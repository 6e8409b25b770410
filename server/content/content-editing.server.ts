import type { Kysely } from "kysely";
import { buildPictureName, isBuildPicture } from "#app/content/build-pictures.server.ts";
import { PREVIEW_LINK_DAYS, PREVIEW_PARAM } from "#app/config/preview.ts";
import { staticPaths } from "#app/config/routes.ts";
import type { Database } from "../db/schema.ts";
import type { TokenSealer } from "../tokens/tokens.server.ts";
import { fieldErrorsOf } from "#app/forms/fields.ts";
import { compareData, type FieldChange, type VersionView } from "#app/content/editing/version-diff.ts";
import type { ContentModel, ContentType, FormSchema, PageRender, SiteContent } from "./content-model.ts";
import {
  type AlongsideChange,
  withRequiredFields,
  countsOfType,
  createEntry,
  entriesOfType,
  entryOf,
  type EntryRow,
  type EntryStatus,
  publishEntry,
  restoreEntry,
  saveDraft,
  statusOf,
  unpublishEntry,
} from "./content-store.server.ts";
import { versionOf, versionsOf, type VersionSummary } from "./content-versions.server.ts";
import type { LiveContent } from "./live-content.server.ts";
import type { MediaLibrary } from "./media.server.ts";

/*
 * What the console's content pages do: list, read, save drafts (refused when stale), create collection entries, publish
 * (only a draft its schema accepts) and unpublish, list, compare and restore published versions, and sign preview links.
 * Every change is audited by the caller's `audit`.
 */

export type Actor = { id: string; email: string };

/** Dotted field path ("summary.2", "" for the whole entry) to what is wrong there. */
export type FieldErrors = Record<string, string>;

export type EntrySummary = { key: string; title: string; status: EntryStatus; savedAt: string; savedBy: string; publishedAt: string | null };

export type EntryView = EntrySummary & {
  type: string;
  data: unknown;
  version: number;
  publishedBy: string | null;
  /** What stops the draft from being published. */
  problems: FieldErrors;
};

/** `value`: what a field stores when the picture is chosen; `kind`: which fields take it ("file": a plain path, "responsive": an object). */
export type LibraryImage = { id: string; label: string; preview: string; value: unknown; kind: "file" | "responsive"; alt?: string };

export type TypeSummary = Pick<ContentType, "type" | "label" | "group" | "itemLabel" | "collection" | "newKey">;

export type SaveOutcome =
  | { ok: true; version: number }
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  | { ok: false; reason: "conflict"; current: EntryView; changed: string[] }
  | { ok: false; reason: "missing" };

export type PublishOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  | { ok: false; reason: "render"; message: string }
  | { ok: false; reason: "stale" | "missing" | "not-published" };

export type { VersionView };

export type VersionComparison = { from: VersionView; to: VersionView; changes: FieldChange[] };

export type RestoreOutcome =
  | { ok: true; version: number }
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  | { ok: false; reason: "render"; message: string }
  | { ok: false; reason: "missing" | "no-version" | "not-restorable" | "stale" };

/**
 * A schedule carrying out a publish or unpublish: `alongside` records it in the same transaction as the change (so it is
 * carried out once), `note` goes into the audit entry, and a publish's `pinned` copy is the draft as it was when scheduled.
 */
export type ScheduledChange = { alongside: AlongsideChange; note: string; pinned?: { data: unknown } };

export type ContentAudit = (
  actor: Actor,
  action: "content-saved" | "content-created" | "content-published" | "content-unpublished" | "content-restored",
  subject: string,
  detail: string,
) => Promise<void>;

export type ContentEditing = {
  types(): TypeSummary[];
  typeOf(type: string): TypeSummary | undefined;
  list(type: string): Promise<EntrySummary[]>;
  /** One page of a collection, in its order. */
  page(type: string, page: number): Promise<{ entries: EntrySummary[]; total: number; page: number; pages: number; first: number }>;
  counts(type: string): Promise<{ total: number; notLive: number }>;
  entry(type: string, key: string): Promise<EntryView | undefined>;
  /** The JSON Schema the editor's form is made from. */
  formSchema(type: string): unknown;
  /** The site's pages, for link fields. */
  pages(): { path: string; label: string }[];
  /**
   * The site's image library: the pictures editors uploaded (newest first; each offered to a picture field made at several
   * widths as its { src, srcSet, width, height }, and to a plain one as its largest WebP or its SVG), then every picture file
   * the published content shows.
   */
  images(): Promise<LibraryImage[]>;
  save(actor: Actor, type: string, key: string, data: unknown, baseVersion: number): Promise<SaveOutcome>;
  create(actor: Actor, type: string, key?: string): Promise<{ ok: true; key: string } | { ok: false; message: string }>;
  publish(actor: Actor, type: string, key: string, version: number, scheduled?: ScheduledChange): Promise<PublishOutcome>;
  unpublish(actor: Actor, type: string, key: string, scheduled?: Omit<ScheduledChange, "pinned">): Promise<PublishOutcome>;
  /** Every published version of the entry, newest first; undefined for an entry that does not exist. */
  versions(type: string, key: string): Promise<VersionView[] | undefined>;
  /** What changed from one version to another, field by field; undefined when either does not exist. */
  compare(type: string, key: string, from: number, to: number): Promise<VersionComparison | undefined>;
  /**
   * Publishes an earlier version's data again, checked as a publish is, as a new version; the draft becomes it too. Refused
   * as stale when the draft moved on from `baseVersion`.
   */
  restore(actor: Actor, type: string, key: string, version: number, baseVersion: number): Promise<RestoreOutcome>;
  /** The published site with an earlier version of the entry whose public page is `path` in place; null when there is none. */
  publicVersion(path: string, version: number): Promise<SiteContent | null>;
  /** A link to the entry's draft on its public page: anyone holding it may look until it expires. */
  previewLink(type: string, key: string): Promise<string | undefined>;
  /** The site with the linked draft in place, or null for a link that is forged, expired or names nothing. */
  previewContent(token: string): Promise<SiteContent | null>;
};

/** Entries a collection's list shows at once. */
export const CONTENT_PAGE_SIZE = 50;
const PREVIEW_LINK_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;



/** Every internal link field's value with its path, found through the type's JSON Schema (fields marked `editor: "link"`). */
function linksIn(schema: FormSchema, value: unknown, path: string[] = [], found: { path: string; href: string }[] = []) {
  if (schema.editor === "link" && typeof value === "string") found.push({ path: path.join("."), href: value });
  for (const option of schema.anyOf ?? []) linksIn(option, value, path, found);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const itemSchema = schema.prefixItems?.[index] ?? (schema.items || undefined);
      if (itemSchema) linksIn(itemSchema, item, [...path, String(index)], found);
    });
  } else if (value && typeof value === "object" && schema.properties) {
    for (const [name, child] of Object.entries(schema.properties)) linksIn(child, (value as Record<string, unknown>)[name], [...path, name], found);
  }
  return found;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createContentEditing({
  db,
  model,
  live,
  sealer,
  audit,
  pageExists,
  render,
  media,
  now = Date.now,
}: {
  db: Kysely<Database>;
  model: ContentModel;
  live: LiveContent;
  sealer: TokenSealer;
  audit: ContentAudit;
  /** A public page or file at this path, besides the collections' own pages. */
  pageExists: (path: string) => boolean;
  /** Renders the entry's page with the draft before it is published: a draft the page cannot show is refused. */
  render?: PageRender;
  /** Uploaded pictures, offered first in the image library. */
  media?: MediaLibrary | null;
  now?: () => number;
}): ContentEditing {
  const typeOf = (type: string) => model.contentTypes.find((candidate) => candidate.type === type);
  const jsonSchemas = new Map<string, FormSchema>();
  const jsonSchemaOf = (type: ContentType): FormSchema => {
    let schema = jsonSchemas.get(type.type);
    if (!schema) {
      schema = model.contentJsonSchema(type);
      jsonSchemas.set(type.type, schema);
    }
    return schema;
  };

  function summaryOf(type: ContentType, row: EntryRow): EntrySummary {
    const data = JSON.parse(row.draft) as unknown;
    let title = row.key;
    try {
      title = type.titleOf(data) || row.key;
    } catch {
      // A draft missing its title field is listed by key.
    }
    return { key: row.key, title, status: statusOf(row), savedAt: row.draft_saved_at, savedBy: row.draft_saved_by, publishedAt: row.published_at };
  }

  function viewOf(type: ContentType, row: EntryRow): EntryView {
    const data = JSON.parse(row.draft) as unknown;
    const parsed = type.schema.safeParse(data);
    return {
      ...summaryOf(type, row),
      type: type.type,
      data,
      version: row.draft_version,
      publishedBy: row.published_by,
      problems: parsed.success ? {} : fieldErrorsOf(parsed.error, ""),
    };
  }

  function collectionPaths(): Set<string> {
    const paths = new Set<string>();
    const content = live.current();
    for (const type of model.contentTypes) {
      for (const entry of type.entriesOf(content)) for (const path of type.ownPaths(entry.data)) paths.add(path);
    }
    return paths;
  }

  /** What a save must not break: the entry's key, unique fields, and links to pages that exist. */
  async function saveProblems(type: ContentType, key: string, data: unknown): Promise<FieldErrors> {
    if (!data || typeof data !== "object" || Array.isArray(data)) return { "": "The entry must be a set of fields." };
    const errors: FieldErrors = {};
    const record = data as Record<string, unknown>;
    if (type.collection && type.keyOf) {
      let ownKey: string | undefined;
      try {
        ownKey = type.keyOf(data);
      } catch {
        ownKey = undefined;
      }
      if (ownKey !== key) errors[type.unique?.[0] ?? ""] = "This field names the entry and cannot change once it is created.";
    }
    if (type.unique?.length) {
      const others = (await entriesOfType(db, type.type)).filter((row) => row.key !== key).map((row) => JSON.parse(row.draft) as Record<string, unknown>);
      for (const field of type.unique) {
        const value = record[field];
        if (value !== undefined && others.some((other) => String(other[field]).toLowerCase() === String(value).toLowerCase())) {
          errors[field] ??= `Another ${type.itemLabel} already uses “${String(value)}”.`;
        }
      }
    }
    for (const [field, message] of Object.entries(type.clashes?.(data as never, live.current()) ?? {})) errors[field] ??= message;
    const known = collectionPaths();
    for (const own of type.ownPaths(data as never)) known.add(own);
    for (const { path, href } of linksIn(jsonSchemaOf(type), data)) {
      if (!href.startsWith("/")) continue;
      const page = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
      if (!known.has(page) && !pageExists(page)) errors[path] ??= `There is no page at ${page}. Choose one of the site's pages.`;
    }
    return errors;
  }

  const subject = (type: ContentType, key: string) => `${type.type}/${key}`;

  /** Why `data` may not go on the site: its schema, what a save must not break, or its page failing to render with it. */
  async function publishRefusal(type: ContentType, key: string, data: unknown, what: "draft" | "version"): Promise<Extract<PublishOutcome, { reason: "invalid" | "render" }> | null> {
    const parsed = type.schema.safeParse(data);
    const errors = parsed.success ? await saveProblems(type, key, data) : fieldErrorsOf(parsed.error, "");
    if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
    if (!render) return null;
    const path = type.previewPath(data, key);
    const status = await render(path, live.withDraft(type.type, key, data)).then(
      (page) => page.status,
      () => 500,
    );
    if (status < 500) return null;
    return { ok: false, reason: "render", message: `${path} could not be shown with this ${what}, so it was not published and the site keeps the published version. The server's log names the cause.` };
  }

  function versionView(row: VersionSummary, latest: VersionSummary | undefined): VersionView {
    return {
      version: row.version,
      action: row.action,
      publishedAt: row.published_at,
      publishedBy: row.published_by,
      restoredFrom: row.restored_from,
      unpublished: row.unpublished,
      current: row === latest && !row.unpublished,
    };
  }

  return {
    types: () => model.contentTypes.map(({ type, label, group, itemLabel, collection, newKey }) => ({ type, label, group, itemLabel, collection, newKey })),
    typeOf(type) {
      const found = typeOf(type);
      return found && { type: found.type, label: found.label, group: found.group, itemLabel: found.itemLabel, collection: found.collection, newKey: found.newKey };
    },
    async list(typeName) {
      const type = typeOf(typeName);
      if (!type) return [];
      return (await entriesOfType(db, type.type)).map((row) => summaryOf(type, row));
    },
    async page(typeName, wanted) {
      const type = typeOf(typeName);
      if (!type) return { entries: [], total: 0, page: 1, pages: 1, first: 1 };
      const { total } = await countsOfType(db, type.type);
      const pages = Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE));
      const page = Math.min(Math.max(1, Math.trunc(wanted) || 1), pages);
      const rows = await entriesOfType(db, type.type, { limit: CONTENT_PAGE_SIZE, offset: (page - 1) * CONTENT_PAGE_SIZE });
      return { entries: rows.map((row) => summaryOf(type, row)), total, page, pages, first: (page - 1) * CONTENT_PAGE_SIZE + 1 };
    },
    counts: (typeName) => countsOfType(db, typeName),
    async entry(typeName, key) {
      const type = typeOf(typeName);
      const row = type && (await entryOf(db, type.type, key));
      return type && row ? viewOf(type, row) : undefined;
    },
    formSchema(typeName) {
      const type = typeOf(typeName);
      if (!type) return undefined;
      const schema = jsonSchemaOf(type);
      const keyField = type.keyField && schema.properties?.[type.keyField];
      // The key names the entry's pages: shown, never edited.
      return keyField ? { ...schema, properties: { ...schema.properties, [type.keyField!]: { ...keyField, readOnly: true, description: "Names this entry; it cannot change." } } } : schema;
    },
    pages() {
      const content = live.current();
      const pages = new Map<string, string>();
      for (const path of staticPaths) pages.set(path, path);
      for (const study of content.caseStudies) pages.set(`/success-stories/${study.slug}`, study.title);
      for (const webinar of content.webinars) pages.set(`/webinar/${webinar.id}`, webinar.title);
      return [...pages].map(([path, label]) => ({ path, label: label === path ? path : `${label} (${path})` }));
    },
    async images() {
      const uploaded: LibraryImage[] = (await media?.list())?.flatMap((item) => {
        const label = `${item.name} (uploaded)`;
        const file: LibraryImage = { id: `${item.id}:file`, label, preview: item.preview, value: item.file, kind: "file", alt: item.alt };
        return item.responsive ? [file, { id: `${item.id}:responsive`, label, preview: item.preview, value: item.responsive, kind: "responsive", alt: item.alt }] : [file];
      }) ?? [];
      const files = new Set<string>();
      // Each picture the build made, with the entry it was first found in (uploaded pictures are listed above, by their own names).
      const pictures = new Map<string, { value: object; where: string }>();
      const walk = (value: unknown, where: string) => {
        if (typeof value === "string") {
          if (/^\/images\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif)$/.test(value)) files.add(value);
        } else if (Array.isArray(value)) value.forEach((item) => walk(item, where));
        else if (value && typeof value === "object") {
          if (!isBuildPicture(value)) Object.values(value).forEach((field) => walk(field, where));
          else if (!pictures.has(value.src)) pictures.set(value.src, { value, where });
        }
      };
      const content = live.current();
      for (const type of model.contentTypes) {
        for (const entry of type.entriesOf(content)) walk(entry.data, type.collection ? `${type.label}: ${type.titleOf(entry.data as never)}` : type.label);
      }
      const nameOf = (src: string) => buildPictureName(src) ?? src.split("/").pop() ?? src;
      // Two pictures may share a name (Minty's and Boost's heroes are both "hero"): those are told apart by where they are used.
      const sharing = new Map<string, number>();
      for (const src of pictures.keys()) sharing.set(nameOf(src), (sharing.get(nameOf(src)) ?? 0) + 1);
      const labelOf = (src: string, where: string) => (sharing.get(nameOf(src))! > 1 ? `${nameOf(src)} (${where})` : nameOf(src));
      return [
        ...uploaded,
        ...[...files].sort().map((path): LibraryImage => ({ id: path, label: path.replace(/^\/images\//, ""), preview: path, value: path, kind: "file" })),
        ...[...pictures]
          .sort(([a, first], [b, second]) => nameOf(a).localeCompare(nameOf(b)) || first.where.localeCompare(second.where))
          .map(([src, { value, where }]): LibraryImage => ({ id: src, label: labelOf(src, where), preview: src, value, kind: "responsive" })),
      ];
    },
    async save(actor, typeName, key, data, baseVersion) {
      const type = typeOf(typeName);
      if (!type || !(await entryOf(db, type.type, key))) return { ok: false, reason: "missing" };
      const errors = await saveProblems(type, key, data);
      if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };
      const saved = await saveDraft(db, { type: type.type, key, data, baseVersion, by: actor.email, now: now() });
      if (!saved.ok) {
        if (!saved.current) return { ok: false, reason: "missing" };
        const current = viewOf(type, saved.current);
        const theirs = (current.data ?? {}) as Record<string, unknown>;
        const mine = data as Record<string, unknown>;
        const changed = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])].filter((field) => !sameJson(theirs[field], mine[field]));
        return { ok: false, reason: "conflict", current, changed };
      }
      await audit(actor, "content-saved", subject(type, key), `draft version ${saved.version}`);
      return saved;
    },
    async create(actor, typeName, named) {
      const type = typeOf(typeName);
      if (!type?.collection || !type.blank || !type.keyOf) return { ok: false, message: "This content takes no new entries." };
      const wanted = named?.trim().toLowerCase();
      if (type.newKey && !(wanted && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(wanted) && wanted.length <= 80)) {
        return { ok: false, message: `${type.newKey.label}: ${type.newKey.hint}` };
      }
      if (type.newKey && (await entryOf(db, type.type, wanted!))) return { ok: false, message: `Another ${type.itemLabel} already has the address ${wanted}.` };
      const rows = await entriesOfType(db, type.type);
      const drafts = rows.map((row) => JSON.parse(row.draft) as unknown);
      const content = { ...live.current() };
      type.apply(content, drafts.map((data, index) => ({ key: rows[index]!.key, data })));
      const data = type.blank(content, type.newKey ? wanted : undefined);
      const key = type.keyOf(data);
      if (!(await createEntry(db, { type: type.type, key, data, by: actor.email, now: now() }))) {
        return { ok: false, message: "Someone added an entry at the same moment. Try again." };
      }
      await audit(actor, "content-created", subject(type, key), type.titleOf(data));
      return { ok: true, key };
    },
    async publish(actor, typeName, key, version, scheduled) {
      const type = typeOf(typeName);
      const row = type && (await entryOf(db, type.type, key));
      if (!type || !row) return { ok: false, reason: "missing" };
      const pinned = scheduled?.pinned;
      if (pinned ? row.draft_version < version || (row.published_version ?? 0) > version : row.draft_version !== version) return { ok: false, reason: "stale" };
      const data = pinned ? pinned.data : (JSON.parse(row.draft) as unknown);
      const refused = await publishRefusal(type, key, data, "draft");
      if (refused) return refused;
      if ((await publishEntry(db, { type: type.type, key, version, by: actor.email, now: now(), pinned, alongside: scheduled?.alongside })) === false) return { ok: false, reason: "stale" };
      await audit(actor, "content-published", subject(type, key), `${type.titleOf(data)} (draft version ${version})${scheduled ? `, ${scheduled.note}` : ""}`);
      await live.refresh();
      return { ok: true };
    },
    async unpublish(actor, typeName, key, scheduled) {
      const type = typeOf(typeName);
      if (!type) return { ok: false, reason: "missing" };
      if (!type.collection) return { ok: false, reason: "not-published" };
      if ((await unpublishEntry(db, { type: type.type, key, by: actor.email, now: now(), alongside: scheduled?.alongside })) === false) return { ok: false, reason: "not-published" };
      await audit(actor, "content-unpublished", subject(type, key), scheduled?.note ?? "");
      await live.refresh();
      return { ok: true };
    },
    async versions(typeName, key) {
      const type = typeOf(typeName);
      if (!type || !(await entryOf(db, type.type, key))) return undefined;
      const rows = await versionsOf(db, type.type, key);
      return rows.map((row) => versionView(row, rows[0]));
    },
    async compare(typeName, key, from, to) {
      const type = typeOf(typeName);
      if (!type) return undefined;
      const [before, after, rows] = await Promise.all([versionOf(db, type.type, key, from), versionOf(db, type.type, key, to), versionsOf(db, type.type, key)]);
      const summaryOf = (version: number) => rows.find((row) => row.version === version);
      const [fromRow, toRow] = [summaryOf(from), summaryOf(to)];
      if (!before || !after || !fromRow || !toRow) return undefined;
      const dataOf = (text: string | null) => (text === null ? undefined : (JSON.parse(text) as unknown));
      return { from: versionView(fromRow, rows[0]), to: versionView(toRow, rows[0]), changes: compareData(dataOf(before.data), dataOf(after.data), jsonSchemaOf(type)) };
    },
    async restore(actor, typeName, key, number, baseVersion) {
      const type = typeOf(typeName);
      const row = type && (await entryOf(db, type.type, key));
      if (!type || !row) return { ok: false, reason: "missing" };
      const version = await versionOf(db, type.type, key, number);
      if (!version) return { ok: false, reason: "no-version" };
      if (version.data === null) return { ok: false, reason: "not-restorable" };
      if (row.draft_version !== baseVersion) return { ok: false, reason: "stale" };
      // A version from before its type gained a required field takes that field from the current draft.
      const data = withRequiredFields(JSON.parse(version.data), JSON.parse(row.draft), jsonSchemaOf(type).required ?? []);
      const refused = await publishRefusal(type, key, data, "version");
      if (refused) return refused;
      const revision = await restoreEntry(db, { type: type.type, key, data, baseVersion, restoredFrom: number, by: actor.email, now: now() });
      if (revision === false) return { ok: false, reason: "stale" };
      const restored = (await versionsOf(db, type.type, key)).find((candidate) => candidate.revision === revision)!;
      await audit(actor, "content-restored", subject(type, key), `${type.titleOf(data)}: version ${number} published again as version ${restored.version}`);
      await live.refresh();
      return { ok: true, version: restored.version };
    },
    async publicVersion(path, number) {
      const content = live.current();
      for (const type of model.contentTypes) {
        if (!type.publicHistory) continue;
        const entry = type.entriesOf(content).find((candidate) => type.previewPath(candidate.data, candidate.key) === path);
        if (!entry) continue;
        const version = await versionOf(db, type.type, entry.key, number);
        if (!version || version.data === null) return null;
        const data = JSON.parse(version.data) as unknown;
        const effectiveDate = type.publicHistory.effectiveDateOf(data);
        return {
          ...live.withDraft(type.type, entry.key, data),
          shownVersion: { subject: subject(type, entry.key), version: number, publishedAt: version.published_at, ...(effectiveDate ? { effectiveDate } : {}) },
        };
      }
      return null;
    },
    async previewLink(typeName, key) {
      const type = typeOf(typeName);
      const row = type && (await entryOf(db, type.type, key));
      if (!type || !row) return undefined;
      const token = sealer.seal("content-preview", { t: type.type, k: key, e: now() + PREVIEW_LINK_MS });
      return `${type.previewPath(JSON.parse(row.draft), key)}?${PREVIEW_PARAM}=${token}`;
    },
    async previewContent(token) {
      const claim = sealer.open("content-preview", token) as { t?: unknown; k?: unknown; e?: unknown } | null;
      if (!claim || typeof claim.t !== "string" || typeof claim.k !== "string" || typeof claim.e !== "number" || claim.e < now()) return null;
      const type = typeOf(claim.t);
      const row = type && (await entryOf(db, type.type, claim.k));
      if (!type || !row) return null;
      const parsed = type.schema.safeParse(JSON.parse(row.draft));
      if (!parsed.success) return null;
      return live.withDraft(type.type, row.key, JSON.parse(row.draft));
    },
  };
}
