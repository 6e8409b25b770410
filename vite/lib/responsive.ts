import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

// The build-time image pipeline (ADR 0301): one source (SVG or a large bitmap) → AVIF and WebP at a few widths, plus the
// intrinsic size (no layout shift) and srcset. Encoding is slow, so each output is cached on disk by source bytes and settings.

export type ImageFormat = "avif" | "webp";

export type RenderOptions = {
  /** CSS pixels × density; above the source's width for SVG only. */
  widths: number[];
  formats?: ImageFormat[];
  /** 1–100. */
  quality?: Partial<Record<ImageFormat, number>>;
  cacheDir: string;
};

export type RenderedVariant = {
  format: ImageFormat;
  width: number;
  height: number;
  name: string;
  hash: string;
  data: Buffer;
};

export type RenderedImage = {
  /** SVG: its width/height or viewBox. */
  width: number;
  height: number;
  variants: RenderedVariant[];
};

/** Shared with uploads (server/content/media-pipeline.server.ts): an uploaded picture is encoded as the build's are. */
export const DEFAULT_QUALITY: Record<ImageFormat, number> = { avif: 58, webp: 80 };
/** Bump when the encoder settings below change, so cached files are redone. */
const PIPELINE_VERSION = 3;

function hash(...parts: (string | Buffer)[]): string {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("base64url").replace(/[-_]/g, "").slice(0, 10);
}

// Vectors are rasterised at the target width (crisp), bitmaps downscaled; each width is drawn once for all formats.
async function rasterise(source: Buffer, isSvg: boolean, sourceWidth: number, width: number) {
  const input = isSvg ? sharp(source, { density: Math.max(1, (72 * width) / sourceWidth) }) : sharp(source);
  const { data, info } = await input.resize({ width, kernel: "lanczos3" }).raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

export type RawPixels = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

export function encode(pixels: RawPixels, format: ImageFormat, quality: number = DEFAULT_QUALITY[format]): Promise<Buffer> {
  const pipeline = sharp(pixels.data, { raw: pixels.raw });
  // AVIF effort 4, not 6: 6 takes three times as long for little gain, and AVIF is most of a clean build.
  if (format === "avif") return pipeline.avif({ quality, effort: 4, chromaSubsampling: "4:4:4" }).toBuffer();
  return pipeline.webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
}

export async function renderResponsive(file: string, options: RenderOptions): Promise<RenderedImage> {
  const source = await readFile(file);
  const isSvg = path.extname(file).toLowerCase() === ".svg";
  const metadata = await sharp(source).metadata();
  if (!metadata.width || !metadata.height) throw new Error(`${file}: unknown size`);
  const { width: sourceWidth, height: sourceHeight } = metadata;
  const formats = options.formats ?? ["avif", "webp"];
  const widths = [...new Set(options.widths)].sort((a, b) => a - b);
  if (widths.length === 0) throw new Error(`${file}: no widths`);
  if (!isSvg && widths.some((width) => width > sourceWidth)) {
    throw new Error(`${file}: a bitmap cannot be enlarged beyond ${sourceWidth}px`);
  }
  const baseName = path.basename(file, path.extname(file));
  await mkdir(options.cacheDir, { recursive: true });

  const encoded = new Map<string, Buffer>();
  for (const width of widths) {
    let pixels: Promise<Awaited<ReturnType<typeof rasterise>>> | undefined;
    for (const format of formats) {
      const quality = options.quality?.[format] ?? DEFAULT_QUALITY[format];
      const key = hash(String(PIPELINE_VERSION), sharp.versions.vips ?? "", source, format, String(width), String(quality));
      const cached = path.join(options.cacheDir, `${key}.${format}`);
      let data: Buffer;
      data = await readFile(cached).catch(() => Buffer.alloc(0));
      if (data.length === 0) {
        pixels ??= rasterise(source, isSvg, sourceWidth, width);
        data = await encode(await pixels, format, quality);
        // Written aside and renamed: a build running beside this one never reads a half-written file.
        const partial = `${cached}.${process.pid}-${randomUUID()}`;
        await writeFile(partial, data);
        await rename(partial, cached);
      }
      encoded.set(`${format} ${width}`, data);
    }
  }
  const variants: RenderedVariant[] = formats.flatMap((format) =>
    widths.map((width) => {
      const data = encoded.get(`${format} ${width}`) as Buffer;
      const height = Math.round((width * sourceHeight) / sourceWidth);
      return { format, width, height, name: `${baseName}-${width}`, hash: hash(data), data };
    }),
  );
  return { width: sourceWidth, height: sourceHeight, variants };
}
