import { createHash } from "node:crypto";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, mediaFilePath, mediaSvgPath, mediaWidthsFor } from "#app/content/media.ts";
import { encode, type RawPixels } from "../../vite/lib/responsive.ts";

/*
 * An upload turned into the files the site serves. The type is read from the bytes (never the name), the declared size is
 * checked before a pixel is decoded, and a raster is decoded once, oriented, and encoded by the build's own encoder (AVIF
 * and WebP, its settings) at the content pictures' widths: files made from raw pixels carry no metadata (EXIF, GPS, XMP).
 * An SVG is kept as uploaded once it is shown to hold nothing that runs or loads anything (svgProblem).
 */

export type MediaFormat = "png" | "jpeg" | "webp" | "avif" | "svg";

export type PreparedFile = { path: string; format: "avif" | "webp" | "svg"; width: number; height: number; data: Buffer };

export type PreparedMedia = {
  /** 20 hex digits of the SHA-256 of the bytes: the same upload has the same id, and so the same addresses. */
  id: string;
  kind: "raster" | "svg";
  sourceFormat: MediaFormat;
  width: number;
  height: number;
  bytes: number;
  files: PreparedFile[];
};

/** An upload the site will not take; `message` says why, in the editor's words. */
export class MediaRefusal extends Error {
  readonly status: number;
  constructor(message: string, status = 422) {
    super(message);
    this.status = status;
  }
}

export const ACCEPTED_FORMATS = "PNG, JPEG, WebP, AVIF or SVG";

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

/** The format the bytes are, by their signature; undefined for anything else. */
export function sniffFormat(bytes: Buffer): MediaFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // An ISO-BMFF file: AVIF when its major or a compatible brand says so (HEIC and video are refused).
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) if (at !== 12 && ["avif", "avis"].includes(ascii(bytes, at, at + 4))) return "avif";
    return undefined;
  }
  if (looksLikeSvg(bytes)) return "svg";
  return undefined;
}

/** Markup that opens an <svg> element early on; whether it is a drawing the site may show is svgProblem's to say. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString("utf8").replace(/^\uFEFF/, "");
  return /^\s*</.test(head) && /<svg[\s>]/.test(head);
}

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Character and predefined entities decoded, as the XML parser will: a check on the raw text could be hidden behind them. */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return PREDEFINED[name!.toLowerCase()] ?? whole;
  });
}

/** CSS that loads nothing: every url() names a #fragment of this document, no @import or image-set(), no escapes that could spell them. */
function cssProblem(css: string): string | undefined {
  if (css.includes("\\")) return "a style uses an escape";
  if (/@import/i.test(css)) return "a style imports another file";
  if (/image-set\s*\(/i.test(css)) return "a style loads an image set";
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]*)/gi)) {
    if (!match[2]!.trim().startsWith("#")) return `a style loads ${match[2]!.trim().slice(0, 60) || "a file"}`;
  }
  return undefined;
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)/y;
const ATTRIBUTE = /\s*(?:([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')|(\/?>))/y;

/**
 * Why an SVG may not be shown, or undefined when it may: no script, no event handler (on…), no <foreignObject>, no animation
 * that sets a link or a handler, no entity declarations or stylesheet instructions, and every reference (href, xlink:href,
 * url()) to a #fragment of the same document. A scanner of tags and attributes, quotes, comments and CDATA included, that
 * reads a style element's text whole (as CSS will); anything it cannot read is refused.
 */
export function svgProblem(text: string): string | undefined {
  let at = 0;
  let style: string | undefined;
  let sawSvg = false;
  while (at < text.length) {
    const open = text.indexOf("<", at);
    if (style !== undefined) style += decodeEntities(text.slice(at, open === -1 ? text.length : open));
    if (open === -1) break;
    if (text.startsWith("<!--", open)) {
      const end = text.indexOf("-->", open + 4);
      if (end === -1) return "a comment is not closed";
      at = end + 3;
      continue;
    }
    if (text.startsWith("<![CDATA[", open)) {
      const end = text.indexOf("]]>", open);
      if (end === -1) return "a CDATA section is not closed";
      if (style !== undefined) style += text.slice(open + 9, end);
      else if (/<\s*script/i.test(text.slice(open + 9, end))) return "it contains a script";
      at = end + 3;
      continue;
    }
    if (text.startsWith("<?", open)) {
      const end = text.indexOf("?>", open);
      if (end === -1) return "a processing instruction is not closed";
      // Only the XML declaration: <?xml-stylesheet?> would load a file.
      if (!/^<\?xml\s/.test(text.slice(open, open + 6)) || sawSvg) return "it has a processing instruction";
      at = end + 2;
      continue;
    }
    if (text.startsWith("<!", open)) {
      const end = text.indexOf(">", open);
      if (end === -1) return "a declaration is not closed";
      if (/\[|<!ENTITY/i.test(text.slice(open, end)) || text.slice(open, open + 9).toUpperCase() !== "<!DOCTYPE") return "it declares entities";
      at = end + 1;
      continue;
    }
    TAG.lastIndex = open;
    const tag = TAG.exec(text);
    if (!tag) return "it is not well-formed XML";
    const closing = tag[1] === "/";
    const local = tag[2]!.toLowerCase().split(":").pop()!;
    ATTRIBUTE.lastIndex = open + tag[0].length;
    const attributes: [string, string][] = [];
    let selfClosing: boolean;
    // Attributes up to the end of the tag; a quoted value may hold ">".
    for (;;) {
      const attribute = ATTRIBUTE.exec(text);
      if (!attribute) return "it is not well-formed XML";
      if (attribute[4]) {
        selfClosing = attribute[4] === "/>";
        break;
      }
      attributes.push([attribute[1]!.toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? "")]);
    }
    at = ATTRIBUTE.lastIndex;
    if (closing) {
      if (local === "style" && style !== undefined) {
        const problem = cssProblem(style);
        if (problem) return problem;
        style = undefined;
      }
      continue;
    }
    if (!sawSvg && local !== "svg") return "its root element is not <svg>";
    sawSvg = true;
    if (local === "script" || local === "handler" || local === "listener") return "it contains a script";
    if (local === "foreignobject") return "it contains a <foreignObject>";
    if (local === "style" && !selfClosing) style = "";
    for (const [attributeName, value] of attributes) {
      const attributeLocal = attributeName.split(":").pop()!;
      if (attributeLocal.startsWith("on")) return `it has an event handler (${attributeName})`;
      if (attributeLocal === "href" && !value.trim().startsWith("#")) return `it links to ${value.trim().slice(0, 60) || "nothing"} (only #fragments of the drawing itself are allowed)`;
      if (["set", "animate"].includes(local) && attributeLocal === "attributename" && /href|^on/i.test(value)) return "an animation changes a link or a handler";
      const problem = value.includes("(") || attributeLocal === "style" ? cssProblem(value) : undefined;
      if (problem) return problem;
    }
  }
  if (style !== undefined) return "a style element is not closed";
  return sawSvg ? undefined : "its root element is not <svg>";
}

/** An upload's id: 20 hex digits of the SHA-256 of its bytes. */
export const mediaIdOfBytes = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 20);

/** What sharp's decoder calls each accepted raster format (AVIF is HEIF with AV1 inside). */
function decodedAs(metadata: Metadata): MediaFormat | undefined {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : undefined;
  return (["png", "jpeg", "webp"] as const).find((format) => format === metadata.format);
}

const formatNames: Record<MediaFormat, string> = { png: "PNG", jpeg: "JPEG", webp: "WebP", avif: "AVIF", svg: "SVG" };
const article = (format: MediaFormat) => (format === "avif" || format === "svg" ? "an" : "a");

export async function prepareMedia(bytes: Buffer): Promise<PreparedMedia> {
  if (bytes.length === 0) throw new MediaRefusal("Choose a picture to upload: the file sent was empty.", 400);
  if (bytes.length > MEDIA_MAX_BYTES) {
    throw new MediaRefusal(`The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the largest upload is ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`, 413);
  }
  const format = sniffFormat(bytes);
  if (!format) throw new MediaRefusal(`This file is not a picture the site can show: upload a ${ACCEPTED_FORMATS} file.`, 415);
  const id = mediaIdOfBytes(bytes);
  if (format === "svg") {
    // Read as text and checked before any renderer parses it.
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new MediaRefusal("This SVG is not UTF-8 text.", 422);
    }
    const problem = svgProblem(text);
    if (problem) throw new MediaRefusal(`This SVG was refused: ${problem}. Export it again without scripts, event handlers, embedded HTML or links to other files.`, 422);
  }
  const options: SharpOptions = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" };
  let metadata: Metadata;
  try {
    // The header alone: the pixel count is checked below, with a message, before anything is decoded.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRefusal(`This file starts as ${article(format)} ${formatNames[format]} but could not be read as one: it is damaged or not a picture.`, 422);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new MediaRefusal(`This ${formatNames[format]} file does not say how large it is.`, 422);
  if (width * height > MEDIA_MAX_PIXELS) {
    throw new MediaRefusal(
      `The picture is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the largest the site takes is ${MEDIA_MAX_PIXELS / 1e6} megapixels.`,
      422,
    );
  }

  if (format === "svg") {
    if (metadata.format !== "svg") throw new MediaRefusal("This file could not be read as an SVG drawing.", 422);
    // Drawn once, small: a drawing the renderer cannot draw is refused now, not on a visitor's screen.
    await sharp(bytes, options)
      .resize({ width: 64 })
      .png()
      .toBuffer()
      .catch(() => {
        throw new MediaRefusal("This SVG could not be drawn: it is damaged or uses features the site cannot show.", 422);
      });
    return { id, kind: "svg", sourceFormat: "svg", width, height, bytes: bytes.length, files: [{ path: mediaSvgPath(id), format: "svg", width, height, data: bytes }] };
  }

  const decoded = decodedAs(metadata);
  if (decoded !== format) throw new MediaRefusal(`This file starts as ${article(format)} ${formatNames[format]} but its contents are not one the site can read.`, 422);
  const widths = mediaWidthsFor(width);
  let largest: RawPixels;
  try {
    // Decoded once, turned upright (the orientation tag goes with the rest of the metadata), at the largest width made.
    const { data, info } = await sharp(bytes, { ...options, autoOrient: true })
      .resize({ width: widths.at(-1)!, kernel: "lanczos3", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    largest = { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    throw new MediaRefusal(`This ${formatNames[format]} file could not be decoded: it is damaged or truncated.`, 422);
  }
  // Every width and format at once, each encode on one of libuv's threads, so all the cores work on one upload; the largest
  // first, as the widest AVIF is most of the work and the rest fit beside it.
  const resized = (target: number): Promise<RawPixels> =>
    target === largest.raw.width
      ? Promise.resolve(largest)
      : sharp(largest.data, { raw: largest.raw })
          .resize({ width: target, kernel: "lanczos3" })
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({ data, raw: { width: info.width, height: info.height, channels: info.channels } }));
  const files = (
    await Promise.all(
      [...widths].reverse().map(async (target) => {
        const pixels = await resized(target);
        return Promise.all(
          (["avif", "webp"] as const).map(async (output): Promise<PreparedFile> => ({
            path: mediaFilePath(id, target, output),
            format: output,
            width: target,
            height: pixels.raw.height,
            data: await encode(pixels, output),
          })),
        );
      }),
    )
  ).flat();
  return { id, kind: "raster", sourceFormat: format, width, height, bytes: bytes.length, files };
}
