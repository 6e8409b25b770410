import type { IncomingMessage, ServerResponse } from "node:http";
import type { Kysely } from "kysely";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_FILE, type MediaInfo, mediaFilePath, mediaSvgPath, mediaWidthsFor } from "#app/content/media.ts";
import type { ResponsiveImage } from "#app/content/shared.schema.ts";
import type { Database, MediaTable } from "../db/schema.ts";
import { nextRevision } from "./content-store.server.ts";
import { createServedFiles, pictureContentTypes, sendNotFound } from "./served-files.server.ts";
import { mediaIdOfBytes, MediaRefusal, prepareMedia, type PreparedMedia } from "./media-pipeline.server.ts";

/*
 * The media library: uploads (checked and made into files once, by media-pipeline.server.ts), stored in the database with
 * their files, listed for the editor's picker, and served at stable content-addressed addresses from a small in-memory cache
 * (served-files.server.ts, which serves the repository's own pictures too).
 * An upload raises the content revision, so every process's snapshot knows the new picture's alt text and focus at once.
 */

export type MediaActor = { id: string; email: string };

/** One uploaded picture as the console lists it. */
export type MediaItem = {
  id: string;
  kind: "raster" | "svg";
  name: string;
  alt: string;
  focus: { x: number; y: number };
  width: number;
  height: number;
  bytes: number;
  uploadedAt: string;
  uploadedBy: string;
  /** A small rendition for thumbnails. */
  preview: string;
  /** What a picture field made at several widths stores ({ src, srcSet, width, height }); none for an SVG. */
  responsive?: ResponsiveImage;
  /** What a plain image field stores: the largest WebP, or the SVG. */
  file: string;
};

export type UploadInput = { bytes: Buffer; name: string; alt: string; focus?: { x: number; y: number } };

export type UploadOutcome =
  | { ok: true; item: MediaItem; existed: boolean }
  | { ok: false; status: number; field: "file" | "alt" | "focus"; message: string };

export type MediaAudit = (actor: MediaActor, action: "media-uploaded", subject: string, detail: string) => Promise<void>;

export type MediaLibrary = {
  upload(actor: MediaActor, input: UploadInput): Promise<UploadOutcome>;
  /** Newest first. */
  list(): Promise<MediaItem[]>;
  item(id: string): Promise<MediaItem | undefined>;
  /** Answers GET and HEAD for /media/…; returns false for any other path. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
};

type MediaRow = MediaTable;

export function mediaItemOf(row: MediaRow): MediaItem {
  const base = {
    id: row.id,
    kind: row.kind,
    name: row.name,
    alt: row.alt,
    focus: { x: row.focus_x, y: row.focus_y },
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
  };
  if (row.kind === "svg") return { ...base, preview: mediaSvgPath(row.id), file: mediaSvgPath(row.id) };
  const widths = mediaWidthsFor(row.width);
  const set = (format: "avif" | "webp") => widths.map((width) => `${mediaFilePath(row.id, width, format)} ${width}w`).join(", ");
  const largest = mediaFilePath(row.id, widths.at(-1)!, "webp");
  return {
    ...base,
    preview: mediaFilePath(row.id, widths[0]!, "webp"),
    file: largest,
    responsive: { width: widths.at(-1)!, height: Math.round((widths.at(-1)! * row.height) / row.width), srcSet: { avif: set("avif"), webp: set("webp") }, src: largest },
  };
}

/** What the pages need of every uploaded picture, by id (SiteContent.media). */
export async function mediaInfos(db: Kysely<Database>): Promise<Record<string, MediaInfo>> {
  const rows = await db.selectFrom("media").select(["id", "kind", "alt", "focus_x", "focus_y", "width", "height"]).execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      { alt: row.alt, focus: { x: row.focus_x, y: row.focus_y }, width: row.width, height: row.height, widths: row.kind === "svg" ? [] : mediaWidthsFor(row.width) },
    ]),
  );
}

/** Stores the picture and its files with a new content revision, in one transaction; false when it was there already. */
async function storeMedia(db: Kysely<Database>, prepared: PreparedMedia, meta: Pick<MediaRow, "name" | "alt" | "focus_x" | "focus_y" | "uploaded_at" | "uploaded_by">): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Taken first: concurrent uploads of one picture wait here, and the second finds the first's row.
    await nextRevision(trx);
    if (await trx.selectFrom("media").select("id").where("id", "=", prepared.id).executeTakeFirst()) return false;
    await trx
      .insertInto("media")
      .values({ id: prepared.id, kind: prepared.kind, source_format: prepared.sourceFormat, width: prepared.width, height: prepared.height, bytes: prepared.bytes, ...meta })
      .execute();
    for (const file of prepared.files) {
      await trx.insertInto("media_files").values({ path: file.path, media_id: prepared.id, format: file.format, width: file.width, height: file.height, data: file.data }).execute();
    }
    return true;
  });
}

/** A file's bytes as a Buffer whichever driver read them (node:sqlite gives a Uint8Array, pg a Buffer). */
const asBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

/** The focus given, or the centre; each coordinate within 0..1. */
function focusOf(focus: UploadInput["focus"]): { x: number; y: number } | undefined {
  if (!focus) return { x: 0.5, y: 0.5 };
  const inRange = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
  return inRange(focus.x) && inRange(focus.y) ? { x: focus.x, y: focus.y } : undefined;
}

/** A name safe to show: no path, no control characters, at most 200 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200) || "picture";

export function createMediaLibrary({
  db,
  audit,
  now = Date.now,
  cacheBytes = 32 * 1024 * 1024,
}: {
  db: Kysely<Database>;
  audit: MediaAudit;
  now?: () => number;
  /** How many bytes of served files each process keeps in memory (least recently used leave first). */
  cacheBytes?: number;
}): MediaLibrary {
  const files = createServedFiles({
    cacheBytes,
    async load(path) {
      const row = await db.selectFrom("media_files").select(["format", "data"]).where("path", "=", path).executeTakeFirst();
      return row && { contentType: pictureContentTypes[row.format], body: asBuffer(row.data), etag: `"${path.slice("/media/".length)}"` };
    },
  });
  // One upload's encoding at a time per process: AVIF at five widths uses every core for a second or two.
  let encoding: Promise<unknown> = Promise.resolve();

  async function item(id: string) {
    const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
    return row && mediaItemOf(row);
  }

  return {
    async upload(actor, input) {
      const alt = input.alt.replace(/\s+/g, " ").trim();
      if (!alt) return { ok: false, status: 400, field: "alt", message: "Describe the picture in a few words (alt text): screen readers read it, and search engines use it." };
      if (alt.length > MEDIA_ALT_MAX_LENGTH) return { ok: false, status: 400, field: "alt", message: `Alt text is at most ${MEDIA_ALT_MAX_LENGTH} characters; put a longer description in the page's words.` };
      const focus = focusOf(input.focus);
      if (!focus) return { ok: false, status: 400, field: "focus", message: "The focus is two numbers from 0 to 1: across from the left, and down from the top." };
      // The same bytes are the same picture: one already in the library is not made again.
      const known = input.bytes.length > 0 ? await item(mediaIdOfBytes(input.bytes)) : undefined;
      if (known) return { ok: true, item: known, existed: true };
      let prepared: PreparedMedia;
      try {
        const turn = encoding.then(() => prepareMedia(input.bytes));
        encoding = turn.catch(() => {});
        prepared = await turn;
      } catch (error) {
        if (error instanceof MediaRefusal) return { ok: false, status: error.status, field: "file", message: error.message };
        throw error;
      }
      const name = cleanName(input.name);
      const added = await storeMedia(db, prepared, { name, alt, focus_x: focus.x, focus_y: focus.y, uploaded_at: new Date(now()).toISOString(), uploaded_by: actor.email });
      const stored = (await item(prepared.id))!;
      if (added) {
        const sizes = prepared.files.map((file) => file.data.length).reduce((sum, size) => sum + size, 0);
        await audit(actor, "media-uploaded", `media/${prepared.id}`, `${name} (${prepared.sourceFormat}, ${prepared.width} × ${prepared.height}, ${prepared.files.length} file(s), ${sizes} bytes): ${alt}`);
      }
      return { ok: true, item: stored, existed: !added };
    },
    async list() {
      const rows = await db.selectFrom("media").selectAll().orderBy("uploaded_at", "desc").orderBy("id").execute();
      return rows.map(mediaItemOf);
    },
    item,
    serve(req, res) {
      const path = (req.url ?? "").split("?")[0]!;
      if (!path.startsWith("/media/")) return false;
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        sendNotFound(res, 405, "Method Not Allowed: use GET, HEAD");
        return true;
      }
      if (!MEDIA_FILE.test(path)) {
        sendNotFound(res);
        return true;
      }
      files.serve(req, res, path);
      return true;
    },
  };
}
