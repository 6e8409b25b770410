import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { settingMadeOnce } from "../db/settings.server.ts";

/** Bound into the seal, so a token for one use (a never-expiring unsubscribe link) can never be presented as another. */
export type TokenPurpose = "link" | "session" | "unsubscribe" | "console-link" | "content-preview";

export type TokenSealer = {
  seal(purpose: TokenPurpose, payload: Record<string, unknown>): string;
  /** Null for anything not sealed by this secret for this purpose. */
  open(purpose: TokenPurpose, token: string): unknown;
};

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TOKEN_LENGTH = 1_000;

/** AES-256-GCM: authenticated, and encrypted because tokens carry the address in URLs. The key comes from HKDF. */
export function createTokenSealer(secret: string): TokenSealer {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "privacy-token-seal/v1", 32));
  const aad = (purpose: TokenPurpose) => Buffer.from(`privacy:${purpose}`, "utf8");
  return {
    seal(purpose, payload) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(aad(purpose));
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
    },
    open(purpose, token) {
      if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !token.startsWith(`${VERSION}.`)) return null;
      const encoded = token.slice(VERSION.length + 1);
      if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
      const raw = Buffer.from(encoded, "base64url");
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(aad(purpose));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
        return JSON.parse(plain.toString("utf8")) as unknown;
      } catch {
        return null;
      }
    },
  };
}

export const normalizeAddress = (email: string) => email.trim().toLowerCase();

export type AddressHasher = (email: string) => string;

/** HMAC-SHA256 of the lower-cased address: matches it again, but without the key cannot be reversed or guessed. */
export function createAddressHasher(key: string): AddressHasher {
  return (email) => createHmac("sha256", key).update(normalizeAddress(email)).digest("hex");
}

const TOKEN_SECRET_KEY = "privacy_token_secret";
const ADDRESS_KEY = "privacy_address_key";

export type PrivacySecrets = { tokenSecret: string; addressKey: string };

/** The address-hash key is never configured: changing it would orphan every opt-out, while changing the token secret
 * only invalidates links already sent. */
export async function resolvePrivacySecrets(db: Kysely<Database>, configuredTokenSecret?: string): Promise<PrivacySecrets> {
  const tokenSecret = configuredTokenSecret ?? (await settingMadeOnce(db, TOKEN_SECRET_KEY));
  const addressKey = await settingMadeOnce(db, ADDRESS_KEY);
  return { tokenSecret, addressKey };
}

export function resolveAddressKey(db: Kysely<Database>): Promise<string> {
  return settingMadeOnce(db, ADDRESS_KEY);
}
