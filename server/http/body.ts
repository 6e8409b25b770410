import type { Request } from "express";

export type BodyKind = "json" | "form";

export class BodyError extends Error {
  override name = "BodyError";
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

export const BODY_LIMIT_BYTES = 16 * 1024;

export function bodyKindOf(req: Request): BodyKind | undefined {
  const header = req.headers["content-type"];
  if (typeof header !== "string") return undefined;
  const mediaType = header.split(";")[0]?.trim().toLowerCase();
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

/** Refuses more than `limit` bytes, by Content-Length first, then by counting. */
export function readBody(req: Request, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyError(413, "Request body is too large"));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      if (error) {
        // The rest is never read: the answer closes the connection (http/serve.ts).
        req.pause();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(new BodyError(413, "Request body is too large"));
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = () => finish(new BodyError(400, "The request body could not be read"));
    const onClose = () => finish(new BodyError(400, "The request body could not be read"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/** Keys that could reach an object's prototype if a consumer ever merged the body naively. */
const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(buffer: Buffer): string {
  try {
    return utf8.decode(buffer);
  } catch {
    throw new BodyError(400, "Request body is not valid UTF-8");
  }
}

function checkString(value: string): void {
  // PostgreSQL cannot store NUL in text; no form field ever needs it.
  if (value.includes("\u0000")) throw new BodyError(400, "Request body contains invalid characters");
}

/** Far deeper than any form body nests; checked before parsing. */
export const MAX_JSON_DEPTH = 32;

/** Counted without parsing: a body nested thousands deep would exhaust the stack while parsed. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "{" || char === "[") {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === "}" || char === "]") {
      depth -= 1;
    }
  }
  return deepest;
}

export function parseJsonBody(buffer: Buffer): Record<string, unknown> {
  const text = decodeUtf8(buffer);
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new BodyError(400, `JSON in request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (forbiddenKeys.has(key)) throw new BodyError(400, "Request body contains a forbidden key");
      checkString(key);
      if (typeof value === "string") checkString(value);
      return value;
    });
  } catch (error) {
    if (error instanceof BodyError) throw error;
    throw new BodyError(400, "Malformed JSON in request body");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new BodyError(400, "Request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

export function parseFormBody(buffer: Buffer): Record<string, string> {
  const params = new URLSearchParams(decodeUtf8(buffer));
  const result: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of params) {
    if (forbiddenKeys.has(key)) throw new BodyError(400, "Request body contains a forbidden key");
    if (Object.hasOwn(result, key)) throw new BodyError(400, `Field "${key.slice(0, 50)}" was sent more than once`);
    checkString(key);
    checkString(value);
    result[key] = value;
  }
  return { ...result };
}
