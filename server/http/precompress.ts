import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

/** `.br` and `.gz` siblings made at build time, so the server never spends start-up or request time on them. */
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
  ".data",
]);

/** Smaller files are sent as they are: compression would not pay for its header. */
export const MIN_COMPRESS_BYTES = 512;

export async function brotliBest(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export async function gzipBest(body: Buffer): Promise<Buffer> {
  return gz(body, { level: 9 });
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        if (body.length < MIN_COMPRESS_BYTES) return;
        const [br, gzipped] = await Promise.all([brotliBest(body), gzipBest(body)]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        count++;
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}
