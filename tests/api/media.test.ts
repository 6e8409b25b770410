import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectServedPicture } from "../support/served-picture.ts";
import { MEDIA_MAX_BYTES, MEDIA_WIDTHS, mediaPicture, mediaWidthsFor } from "#app/content/media.ts";
import type { UploadAnswer } from "#app/lib/console-media.ts";
import { consolePages } from "#app/lib/console-paths.ts";
import { STRICT_CSP } from "#app/lib/csp.server.ts";
import * as mediaPage from "#app/routes/console/content-media.tsx";
import { createContentEditing } from "../../server/content/content-editing.server.ts";
import type { ContentModel, SiteContent } from "../../server/content/content-model.ts";
import { contentRevision } from "../../server/content/content-store.server.ts";
import { startLiveContent } from "../../server/content/live-content.server.ts";
import type { MediaLibrary } from "../../server/content/media.server.ts";
import { svgProblem } from "../../server/content/media-pipeline.server.ts";
import { createTokenSealer } from "../../server/tokens/tokens.server.ts";
import { freshDatabase, type TestDatabase, testDatabaseKinds } from "../support/database.ts";
import { CONSOLE_ORIGIN, settle, type SignedIn, type TestConsole, testConsole } from "../support/console.ts";
import { startTestApi, type TestApi } from "./support/harness.ts";

/**
 * Uploads on each database: the type read from the bytes, SVGs that could run or load anything refused, the size and pixel
 * caps (a decompression bomb refused from its header), metadata stripped, alt text required, the gate (members, CSRF,
 * origin), the files made once and served from the database with immutable caching, and the library and pages that use them.
 */

/** A photograph-like JPEG: grain over grey, which compresses as a camera's picture does and encodes in a second or two. */
async function noisyJpeg(width: number, height: number, options: { exif?: boolean; quality?: number } = {}): Promise<Buffer> {
  const noise = sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } } });
  const jpeg = noise.jpeg({ quality: options.quality ?? 80 });
  if (!options.exif) return jpeg.toBuffer();
  // Where and with what it was taken: what an upload must not carry onto the site.
  return jpeg
    .withExif({
      IFD0: { Make: "TestCam", Model: "Leaky 1", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that declare `width` × `height` grey pixels: decoding it would take width × height bytes of memory. */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // One row of zeros repeated compresses to almost nothing; a few rows are enough to be a real stream.
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", header), pngChunk("IDAT", rows), pngChunk("IEND", Buffer.alloc(0))]);
}

const svg = (body: string, attributes = "") => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80"${attributes}>${body}</svg>`);

type Parts = Record<string, string | { bytes: Buffer; name: string; type?: string }>;

describe.each(testDatabaseKinds)("media uploads (%s)", (kind) => {
  let database: TestDatabase;
  let api: TestApi;
  let cons: TestConsole;
  let media: MediaLibrary;
  let editor: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    api = await startTestApi({ ...database.env, MAIL_WORKER: "false" });
    cons = testConsole(api);
    media = cons.service.media!;
    [editor, member] = await Promise.all([cons.signedIn("editor"), cons.signedIn("member")]);
  });
  afterAll(async () => {
    await api?.close();
    await database?.cleanup();
  });

  /** The Media page's form, posted as a browser posts it (multipart), by `as` with its CSRF token unless told otherwise. */
  function upload(as: SignedIn | undefined, parts: Parts, { csrf = true, origin = CONSOLE_ORIGIN }: { csrf?: boolean; origin?: string } = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts)) {
      if (typeof value === "string") form.set(name, value);
      else form.set(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type ?? "application/octet-stream" }));
    }
    if (as && csrf) form.set("csrf", as.csrfToken);
    const headers = new Headers({ accept: "text/html", origin });
    if (as) headers.set("cookie", as.cookie);
    const request = new Request(new URL(consolePages.media, CONSOLE_ORIGIN), { method: "POST", headers, body: form });
    return settle(async () => mediaPage.action({ request, context: cons.context, params: {} } as never));
  }
  const answerOf = (result: { value?: unknown }) => result.value as UploadAnswer;
  const uploaded = (result: { value?: unknown }) => {
    const answer = answerOf(result);
    if (!("uploaded" in answer)) throw new Error(`refused: ${answer.refused}`);
    return answer.uploaded;
  };
  const rowsOf = (id: string) => api.store.db.selectFrom("media_files").select(["path", "format", "width", "height", "data"]).where("media_id", "=", id).orderBy("path").execute();
  const audits = (action: string) => api.store.db.selectFrom("console_audit").select(["actor_id", "subject", "detail"]).where("action", "=", action as never).execute();
  const mediaCount = async () => Number((await api.store.db.selectFrom("media").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const get = (path: string, init?: RequestInit) => fetch(`${api.url}${path}`, init);

  it("reads the type from the bytes: a JPEG named .png is taken as a JPEG, made at the content widths in AVIF and WebP, and audited", async () => {
    const revision = await contentRevision(api.store.db);
    const photo = await noisyJpeg(800, 600);
    const result = await upload(editor, { file: { bytes: photo, name: "team photo.png", type: "image/png" }, alt: "The team at the spring offsite", focusX: "0.25", focusY: "0.75" });
    expect(result.status).toBe(200);
    const picture = uploaded(result);
    expect(picture.id).toMatch(/^[0-9a-f]{20}$/);
    const row = await api.store.db.selectFrom("media").selectAll().where("id", "=", picture.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "raster", source_format: "jpeg", name: "team photo.png", alt: "The team at the spring offsite", focus_x: 0.25, focus_y: 0.75, width: 800, height: 600, uploaded_by: editor.user.email });

    // 400, 560 and 720 of the content widths, and its own 800 (never enlarged); each in AVIF and WebP, each what it says it is.
    expect(mediaWidthsFor(800)).toEqual([400, 560, 720, 800]);
    const files = await rowsOf(picture.id);
    expect(files.map((file) => file.path).sort()).toEqual(
      [400, 560, 720, 800].flatMap((width) => [`/media/${picture.id}-${width}.avif`, `/media/${picture.id}-${width}.webp`]).sort(),
    );
    for (const file of files) {
      const metadata = await sharp(Buffer.from(file.data)).metadata();
      expect(metadata.format).toBe(file.format === "avif" ? "heif" : "webp");
      expect([metadata.width, metadata.height]).toEqual([file.width, file.height]);
      expect(file.height).toBe(Math.round((file.width * 600) / 800));
    }
    expect(picture.file).toBe(`/media/${picture.id}-800.webp`);
    expect(picture.responsive).toEqual({
      width: 800,
      height: 600,
      src: `/media/${picture.id}-800.webp`,
      srcSet: {
        avif: [400, 560, 720, 800].map((width) => `/media/${picture.id}-${width}.avif ${width}w`).join(", "),
        webp: [400, 560, 720, 800].map((width) => `/media/${picture.id}-${width}.webp ${width}w`).join(", "),
      },
    });
    expect(await audits("media-uploaded")).toEqual([{ actor_id: editor.user.id, subject: `media/${picture.id}`, detail: expect.stringContaining("team photo.png (jpeg, 800 × 600") }]);
    // Every process learns the new picture's alt text and focus with the next content revision.
    expect(await contentRevision(api.store.db)).toBeGreaterThan(revision);

    // The same bytes again are the same picture: nothing is made or audited twice.
    const again = await upload(editor, { file: { bytes: photo, name: "copy.jpg" }, alt: "Another description" });
    expect(answerOf(again)).toMatchObject({ existed: true, uploaded: { id: picture.id, alt: "The team at the spring offsite" } });
    expect(await audits("media-uploaded")).toHaveLength(1);
  }, 60_000);

  it("refuses what is not a picture it can decode, whatever its name, and says why", async () => {
    const before = await mediaCount();
    const text = await upload(editor, { file: { bytes: Buffer.from("Quarterly numbers, not a picture.\n"), name: "chart.png", type: "image/png" }, alt: "A chart" });
    expect(text.status).toBe(415);
    expect(answerOf(text)).toMatchObject({ problem: "file", refused: "This file is not a picture the site can show: upload a PNG, JPEG, WebP, AVIF or SVG file." });

    const real = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } }).png().toBuffer();
    const truncated = await upload(editor, { file: { bytes: real.subarray(0, 40), name: "cut.png" }, alt: "Half a square" });
    expect(truncated.status).toBe(422);
    expect(answerOf(truncated)).toMatchObject({ problem: "file", refused: expect.stringMatching(/PNG/) });

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).gif().toBuffer();
    expect((await upload(editor, { file: { bytes: gif, name: "tiny.webp" }, alt: "A GIF" })).status).toBe(415);
    expect((await upload(editor, { file: { bytes: Buffer.alloc(0), name: "empty.png" }, alt: "Nothing" })).status).toBe(400);
    expect(await mediaCount()).toBe(before);
  });

  it("refuses an SVG with a script, an event handler, a foreignObject or a reference outside itself; a clean one is kept as it is", async () => {
    const refusals: [string, Buffer, RegExp][] = [
      ["script", svg(`<script>alert(document.cookie)</script><rect width="10" height="10"/>`), /script/],
      ["namespaced script", svg(`<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>`), /script/],
      ["event handler", svg(`<rect width="10" height="10" onclick="alert(1)"/>`), /event handler \(onclick\)/],
      ["handler on the root", svg(`<rect width="10" height="10"/>`, ` onload="alert(1)"`), /event handler \(onload\)/],
      ["foreignObject", svg(`<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>`), /foreignObject/],
      ["external image", svg(`<image href="https://tracker.example/pixel.png" width="10" height="10"/>`), /links to https:\/\/tracker\.example/],
      ["xlink to another file", svg(`<use xlink:href="other.svg#shape"/>`), /links to other\.svg/],
      ["javascript link", svg(`<a href="javascript:alert(1)"><rect width="10" height="10"/></a>`), /links to javascript:/],
      ["entity-hidden link", svg(`<a href="&#106;avascript:alert(1)"><rect width="10" height="10"/></a>`), /links to javascript:/],
      ["style url", svg(`<rect width="10" height="10" style="fill: url(https://tracker.example/x)"/>`), /loads https:\/\/tracker\.example/],
      ["stylesheet import", svg(`<style>@import "https://tracker.example/a.css";</style>`), /imports/],
      ["animated link", svg(`<a><set attributeName="href" to="javascript:alert(1)"/></a>`), /animation/],
      ["entity declaration", Buffer.from(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">&a;</svg>`), /entities/],
    ];
    for (const [what, bytes, reason] of refusals) {
      const result = await upload(editor, { file: { bytes, name: `${what}.svg`, type: "image/svg+xml" }, alt: what });
      expect({ what, status: result.status }).toEqual({ what, status: 422 });
      expect(answerOf(result)).toMatchObject({ problem: "file", refused: expect.stringMatching(reason) });
    }
    expect(svgProblem(`<svg xmlns="http://www.w3.org/2000/svg"><circle r="1" fill="url(&#x27;https://x.example/a&#x27;)"/></svg>`)).toMatch(/loads/);

    const clean = svg(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#5b3df5"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient><path id="p" d="M0 0h10v10z"/></defs>` +
        `<style>.a { fill: url(#g); }</style><rect class="a" width="120" height="80"/><use href="#p"/><use xlink:href="#p" x="20"/>`,
    );
    const result = await upload(editor, { file: { bytes: clean, name: "banner.svg", type: "image/svg+xml" }, alt: "A purple to blue banner" });
    const picture = uploaded(result);
    expect(picture).toMatchObject({ file: `/media/${picture.id}.svg`, preview: `/media/${picture.id}.svg` });
    expect(picture.responsive).toBeUndefined();
    const served = await get(picture.file);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toBe(STRICT_CSP);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(clean);
  });

  it("refuses a file over the size limit and a decompression bomb before decoding it", async () => {
    const over = Buffer.concat([await noisyJpeg(64, 64), Buffer.alloc(MEDIA_MAX_BYTES)]);
    const big = await upload(editor, { file: { bytes: over, name: "huge.jpg" }, alt: "Too big" });
    expect(big.status).toBe(413);
    expect(answerOf(big)).toMatchObject({ problem: "file", refused: expect.stringContaining("the largest upload is 10 MB") });

    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: "png", width: 30_000, height: 30_000 });
    const started = performance.now();
    const refused = await upload(editor, { file: { bytes: bomb, name: "small.png" }, alt: "A small grey square" });
    expect(refused.status).toBe(422);
    expect(answerOf(refused)).toMatchObject({ problem: "file", refused: expect.stringContaining("30000 × 30000 pixels (900 megapixels); the largest the site takes is 40 megapixels") });
    // Refused from its header: 900 million pixels were never decoded.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("strips the metadata: a photo's camera and location never reach the files the site serves", async () => {
    const photo = await noisyJpeg(640, 480, { exif: true });
    const source = await sharp(photo).metadata();
    // The source carries the camera and a GPS block (tag 0x8825 points at it).
    expect(source.exif?.includes(Buffer.from("Leaky 1"))).toBe(true);
    expect(source.exif?.includes(Buffer.from([0x88, 0x25])) || source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const picture = uploaded(await upload(editor, { file: { bytes: photo, name: "located.jpg" }, alt: "A photo with a location" }));
    const files = await rowsOf(picture.id);
    expect(files).toHaveLength(mediaWidthsFor(640).length * 2);
    for (const file of files) {
      const data = Buffer.from(file.data);
      const metadata = await sharp(data).metadata();
      expect({ path: file.path, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc }).toEqual({ path: file.path, exif: undefined, xmp: undefined, iptc: undefined });
      expect(data.includes(Buffer.from("Leaky 1"))).toBe(false);
      expect(data.includes(Buffer.from("TestCam"))).toBe(false);
    }
  });

  it("requires alt text and a focus within the picture", async () => {
    const photo = await noisyJpeg(500, 300);
    const before = await mediaCount();
    const noAlt = await upload(editor, { file: { bytes: photo, name: "no-alt.jpg" }, alt: "   " });
    expect(noAlt.status).toBe(400);
    expect(answerOf(noAlt)).toMatchObject({ problem: "alt", refused: expect.stringContaining("alt text") });
    const missing = await upload(editor, { file: { bytes: photo, name: "no-alt.jpg" } });
    expect(answerOf(missing)).toMatchObject({ problem: "alt" });
    const outside = await upload(editor, { file: { bytes: photo, name: "focus.jpg" }, alt: "A field", focusX: "1.5" });
    expect(outside.status).toBe(400);
    expect(answerOf(outside)).toMatchObject({ problem: "focus" });
    expect(await mediaCount()).toBe(before);

    // No focus given: the centre.
    const centred = uploaded(await upload(editor, { file: { bytes: photo, name: "centred.jpg" }, alt: "A field at dusk" }));
    const row = await api.store.db.selectFrom("media").select(["focus_x", "focus_y"]).where("id", "=", centred.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ focus_x: 0.5, focus_y: 0.5 });
  });

  it("refuses members, the signed out, posts without the CSRF token and posts from another site", async () => {
    const photo = await noisyJpeg(300, 200);
    const parts = { file: { bytes: photo, name: "gate.jpg" }, alt: "A gate" };
    const before = await mediaCount();
    expect((await upload(member, parts)).status).toBe(403);
    expect((await upload(undefined, parts)).status).toBe(401);
    expect((await upload(editor, parts, { csrf: false })).status).toBe(403);
    expect((await upload(editor, { ...parts, csrf: "not-the-token" }, { csrf: false })).status).toBe(403);
    expect((await upload(editor, parts, { origin: "https://evil.example" })).status).toBe(403);
    expect(await mediaCount()).toBe(before);
    const request = (as: SignedIn) => new Request(new URL(consolePages.media, CONSOLE_ORIGIN), { headers: { cookie: as.cookie, accept: "text/html" } });
    expect((await settle(async () => mediaPage.loader({ request: request(member), context: cons.context, params: {} } as never))).status).toBe(403);
    const listed = await settle(async () => mediaPage.loader({ request: request(editor), context: cons.context, params: {} } as never));
    expect(listed.status).toBe(200);
    expect((listed.value as { items: { name: string }[] }).items.map((item) => item.name)).toContain("team photo.png");
  });

  it("returns a picker's upload to its entry without JavaScript, and answers in place with it", async () => {
    const photo = await noisyJpeg(420, 300);
    const back = "/console/content/case-study/3";
    const parts = { field: "image", "file@image": { bytes: photo, name: "picked.jpg" }, "alt@image": "A picked photo", file: { bytes: Buffer.alloc(0), name: "" }, back };
    const returned = await upload(editor, parts);
    expect(returned.status).toBe(302);
    expect(returned.response?.headers.get("location")).toBe(back);
    const again = await upload(editor, { ...parts, inPlace: "1" });
    expect(answerOf(again)).toMatchObject({ field: "image", existed: true, uploaded: { name: "picked.jpg", alt: "A picked photo" } });
    // Only a console page: never another site.
    const elsewhere = await upload(editor, { ...parts, back: "https://evil.example/console/" });
    expect(elsewhere.status).toBe(200);
  });

  it("takes an upload's body on the upload path only, and refuses one over the limit before reading it", async () => {
    const declare = (target: string, length: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${api.url}${target}`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(length) } }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on("error", reject);
        // Headers only: the answer comes before any of the body.
        request.flushHeaders();
        setTimeout(() => request.destroy(), 2_000).unref();
      });
    expect(await declare(consolePages.media, MEDIA_MAX_BYTES + 1024 * 1024)).toEqual({ status: 413, body: "Payload Too Large: the largest picture is 10 MB." });
    expect(await declare(`${consolePages.media}.data`, MEDIA_MAX_BYTES + 1024 * 1024)).toMatchObject({ status: 413 });
    expect(await declare(consolePages.content, 1024 * 1024)).toEqual({ status: 413, body: "Payload Too Large" });
  });

  it("makes the widths the build makes for content pictures", () => {
    const minty = readFileSync(path.resolve(import.meta.dirname, "../../app/content/minty.ts"), "utf8");
    const widths = /hero\.svg\?w=([\d;]+)&(?:priority&)?responsive/.exec(minty)?.[1]?.split(";").map(Number);
    expect(widths).toEqual([...MEDIA_WIDTHS]);
    expect(mediaWidthsFor(4000)).toEqual([...MEDIA_WIDTHS]);
    expect(mediaWidthsFor(300)).toEqual([300]);
  });

  it("serves each file from the database with its type, immutable caching and the strict CSP; 404 for one it does not have", async () => {
    const [item] = (await media.list()).filter((candidate) => candidate.name === "team photo.png");
    const path = `/media/${item!.id}-400.avif`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expectServedPicture(first, "image/avif");
    const body = Buffer.from(await first.arrayBuffer());
    expect(Number(first.headers.get("content-length"))).toBe(body.length);
    expect(await sharp(body).metadata()).toMatchObject({ format: "heif", width: 400, height: 300 });
    // The second answer comes from the process's memory, the same bytes.
    const second = await get(path);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(body);
    const webp = await get(`/media/${item!.id}-800.webp`);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const revalidated = await get(path, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    const head = await get(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(body.length));

    for (const unknown of [`/media/${"0".repeat(20)}-400.avif`, `/media/${item!.id}-1440.avif`, `/media/${item!.id}-400.png`, "/media/%2e%2e%2fleads.sqlite", "/media/"]) {
      const missing = await get(unknown);
      expect({ unknown, status: missing.status }).toEqual({ unknown, status: 404 });
      expect(missing.headers.get("cache-control")).toBe("no-store");
    }
    expect((await get(path, { method: "POST" })).status).toBe(405);
  });

  it("offers uploads in the image library with stable ids, and a page finds their alt text and focus in the published snapshot", async () => {
    const items = await media.list();
    const team = items.find((item) => item.name === "team photo.png")!;
    const banner = items.find((item) => item.name === "banner.svg")!;
    const editing = createContentEditing({
      db: api.store.db,
      model: emptyModel,
      live: { current: () => emptyModel.repositoryContent, withDraft: () => emptyModel.repositoryContent, refresh: async () => {}, pending: () => 0, stop() {} },
      sealer: createTokenSealer("media test"),
      audit: async () => {},
      pageExists: () => true,
      media,
    });
    const library = await editing.images();
    expect(library.find((image) => image.id === `${team.id}:responsive`)).toEqual({ id: `${team.id}:responsive`, label: "team photo.png (uploaded)", preview: `/media/${team.id}-400.webp`, value: team.responsive, kind: "responsive", alt: team.alt });
    expect(library.find((image) => image.id === `${team.id}:file`)).toMatchObject({ value: `/media/${team.id}-800.webp`, kind: "file" });
    expect(library.find((image) => image.id === `${banner.id}:file`)).toMatchObject({ value: `/media/${banner.id}.svg`, kind: "file" });
    expect(library.some((image) => image.id === `${banner.id}:responsive`)).toBe(false);

    const live = await startLiveContent({
      db: api.store.db,
      model: emptyModel,
      store: { get: () => undefined, pages: () => [], size: () => 0, replace: () => {} },
      render: async () => ({ status: 200, html: true, body: Buffer.from("") }),
      logger: pino({ level: "silent" }),
      pollMs: 50,
    }).ready;
    try {
      const shown = mediaPicture(team.file, live.current().media);
      expect(shown).toEqual({
        src: `/media/${team.id}-800.webp`,
        srcSet: team.responsive!.srcSet,
        width: 800,
        height: 600,
        alt: "The team at the spring offsite",
        position: "25% 75%",
      });
      expect(mediaPicture(`/media/${banner.id}.svg`, live.current().media)).toMatchObject({ src: `/media/${banner.id}.svg`, alt: "A purple to blue banner", position: "50% 50%" });
      expect(mediaPicture("/images/case-studies/avon.svg", live.current().media)).toBeUndefined();
    } finally {
      live.stop();
    }
  });
});

/** No content types: the library and the snapshot's media alone. */
const emptyModel: ContentModel = {
  contentTypes: [],
  repositoryContent: { caseStudies: [], webinars: [], removed: new Set() } as unknown as SiteContent,
  siteContentFrom: (_published, removed) => ({ caseStudies: [], webinars: [], removed }) as unknown as SiteContent,
  contentJsonSchema: () => ({}),
};
