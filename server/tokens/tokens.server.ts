import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { settingMadeOnce } from "../db/settings.server.ts";

/**
 * What a sealed token is for. The purpose is bound into the seal, so a token
 * made for one use (an unsubscribe link, which never expires) can never be
 * presented as another (a session). `console-link` is a console user's
 * sign-in link.
 */
export type TokenPurpose = "link" | "session" | "unsubscribe" | "console-link";

export type TokenSealer = {
  seal(purpose: TokenPurpose, payload: Record<string, unknown>): string;
  /** The payload, or null for anything not sealed by this secret for this purpose (forged, altered, truncated, another purpose). */
  open(purpose: TokenPurpose, token: string): unknown;
};

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Longer than any token this code makes; anything longer is refused before decoding. */
const MAX_TOKEN_LENGTH = 1_000;

/**
 * Tokens are sealed with AES-256-GCM: authenticated like an HMAC signature
 * (a changed byte fails the tag) and encrypted as well, because they carry
 * the visitor's address and travel in URLs (mail links, unsubscribe headers)
 * where the address must not be readable. The key is derived from the
 * secret with HKDF, so the secret itself never keys a cipher directly.
 */
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

/** The form every address is compared and hashed in. */
export const normalizeAddress = (email: string) => email.trim().toLowerCase();

export type AddressHasher = (email: string) => string;

/**
 * The opt-out list and the audit trail name an address only by this keyed
 * hash (HMAC-SHA256 of the lower-cased address): it matches the same address
 * again, and without the key it cannot be turned back into one or checked
 * against a list of guesses.
 */
export function createAddressHasher(key: string): AddressHasher {
  return (email) => createHmac("sha256", key).update(normalizeAddress(email)).digest("hex");
}

const TOKEN_SECRET_KEY = "privacy_token_secret";
const ADDRESS_KEY = "privacy_address_key";

export type PrivacySecrets = { tokenSecret: string; addressKey: string };

/**
 * The token secret is PRIVACY_TOKEN_SECRET when set, otherwise one made once
 * and kept in the database. The address-hash key is always the database's
 * own and is never configured: changing it would orphan every opt-out
 * (a later lead would no longer match its withdrawal), while changing the
 * token secret only invalidates links and unsubscribe URLs already sent.
 */
export async function resolvePrivacySecrets(db: Kysely<Database>, configuredTokenSecret?: string): Promise<PrivacySecrets> {
  const tokenSecret = configuredTokenSecret ?? (await settingMadeOnce(db, TOKEN_SECRET_KEY));
  const addressKey = await settingMadeOnce(db, ADDRESS_KEY);
  return { tokenSecret, addressKey };
}

/** The address-hash key alone (the leads CLI looks an address's requests up with it). */
export function resolveAddressKey(db: Kysely<Database>): Promise<string> {
  return settingMadeOnce(db, ADDRESS_KEY);
}
