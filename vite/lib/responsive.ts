import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
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
/** Bump when the encoder settings below change, so cached files are redone (and their addresses change). */
const PIPELINE_VERSION = 3;

function hash(...parts: (string | Buffer)[]): string {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("base64url").replace(/[-_]/g, "").slice(0, 10);
}

/**
 * One encoded file's identity: the source's bytes and every setting that changes the output (pipeline and libvips
 * versions, format, width, quality). The disk cache names a file by it and the build puts it in the file's address, so an
 * address never names two different files and stays valid for a year of immutable caching.
 */
export function variantKey(source: Buffer, format: ImageFormat, width: number, quality: number): string {
  return hash(String(PIPELINE_VERSION), sharp.versions.vips ?? "", source, format, String(width), String(quality));
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

/** What one encoded file is made from: enough to make it again anywhere (the build's picture manifest stores this). */
export type VariantRecipe = { format: ImageFormat; width: number; quality: number; isSvg: boolean; sourceWidth: number };

const cachePath = (cacheDir: string, key: string, format: ImageFormat) => path.join(cacheDir, `${key}.${format}`);

/** The cached file, or undefined when it has not been encoded on this machine yet. */
export async function readCachedVariant(cacheDir: string, key: string, format: ImageFormat): Promise<Buffer | undefined> {
  const data = await readFile(cachePath(cacheDir, key, format)).catch(() => undefined);
  return data && data.length > 0 ? data : undefined;
}

export async function hasCachedVariant(cacheDir: string, key: string, format: ImageFormat): Promise<boolean> {
  return ((await stat(cachePath(cacheDir, key, format)).catch(() => undefined))?.size ?? 0) > 0;
}

export async function writeCachedVariant(cacheDir: string, key: string, format: ImageFormat, data: Buffer): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const cached = cachePath(cacheDir, key, format);
  // Written aside and renamed: a process running beside this one never reads a half-written file.
  const partial = `${cached}.${process.pid}-${randomUUID()}`;
  await writeFile(partial, data);
  await rename(partial, cached);
}

/** The source drawn (or scaled) at a file's width: what encodeVariant encodes; the AVIF and the WebP of one width can share it. */
export function rasteriseVariant(source: Buffer, recipe: Omit<VariantRecipe, "format" | "quality">): Promise<RawPixels> {
  return rasterise(source, recipe.isSvg, recipe.sourceWidth, recipe.width);
}

/** Encodes one file from its source (no cache): rasterised at its width, then encoded as every file of the site is. */
export async function encodeVariant(source: Buffer, recipe: VariantRecipe, pixels?: Promise<RawPixels>): Promise<Buffer> {
  return encode(await (pixels ?? rasteriseVariant(source, recipe)), recipe.format, recipe.quality);
}

export type DescribedVariant = VariantRecipe & { height: number; name: string; key: string };

export type DescribedImage = { width: number; height: number; source: Buffer; variants: DescribedVariant[] };

/**
 * What renderResponsive would make, without encoding: the source's size (from its header), and for each format and width
 * the recipe, the intrinsic height and the cache key. Cheap: the build describes every picture and encodes none.
 */
export async function describeResponsive(file: string, options: Omit<RenderOptions, "cacheDir">): Promise<DescribedImage> {
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
  const variants = formats.flatMap((format) =>
    widths.map((width): DescribedVariant => {
      const quality = options.quality?.[format] ?? DEFAULT_QUALITY[format];
      return {
        format,
        width,
        quality,
        isSvg,
        sourceWidth,
        height: Math.round((width * sourceHeight) / sourceWidth),
        name: `${baseName}-${width}`,
        key: variantKey(source, format, width, quality),
      };
    }),
  );
  return { width: sourceWidth, height: sourceHeight, source, variants };
}

/** Every file describeResponsive names, encoded (or read from the cache); a width's AVIF and WebP share one drawing. */
export async function renderResponsive(file: string, options: RenderOptions): Promise<RenderedImage> {
  const { width, height, source, variants } = await describeResponsive(file, options);
  const encoded = new Map<DescribedVariant, Buffer>();
  for (const size of new Set(variants.map((variant) => variant.width))) {
    let drawing: Promise<RawPixels> | undefined;
    for (const variant of variants.filter((candidate) => candidate.width === size)) {
      let data = await readCachedVariant(options.cacheDir, variant.key, variant.format);
      if (!data) {
        drawing ??= rasteriseVariant(source, variant);
        data = await encodeVariant(source, variant, drawing);
        await writeCachedVariant(options.cacheDir, variant.key, variant.format, data);
      }
      encoded.set(variant, data);
    }
  }
  const rendered = variants.map((variant): RenderedVariant => {
    const data = encoded.get(variant)!;
    return { format: variant.format, width: variant.width, height: variant.height, name: variant.name, hash: hash(data), data };
  });
  return { width, height, variants: rendered };
}
