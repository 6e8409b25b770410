import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey in software: a P-256 key pair answering WebAuthn ceremonies the
 * way an authenticator and a browser do together (the clientDataJSON a
 * browser writes, "none" attestation, user present and verified, a
 * signature counter). The API tests run the server's real verification
 * against it; the browser journey uses Chromium's virtual authenticator.
 */
export type SoftwarePasskey = {
  id: string;
  register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON;
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON;
};

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export function softwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
    ]),
  );

  function authenticatorData(rpID: string, flags: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpID), Buffer.from([flags]), count];
    if (flags & AT) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(coseKey));
    }
    return Buffer.concat(parts);
  }

  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    register(options, origin) {
      userHandle = options.user.id;
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", new Uint8Array(authenticatorData(options.rp.id ?? new URL(origin).hostname, UP | UV | AT))],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: { clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
      };
    },
    authenticate(options, origin) {
      counter += 1;
      const data = authenticatorData(options.rpId ?? new URL(origin).hostname, UP | UV);
      const client = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature), ...(userHandle ? { userHandle } : {}) },
        clientExtensionResults: {},
      };
    },
  };
}
