import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A software passkey for the server tests: a real P-256 key pair answering WebAuthn creation
 * (attestation "none": authenticatorData with UP|UV|AT and the EC2 COSE key) and request
 * options (an ECDSA assertion over authenticatorData ‖ SHA-256(clientDataJSON)), so
 * `@simplewebauthn/server` verifies enrolment and sign-in for real. The e2e tests use
 * Chromium's virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

/** The little CBOR WebAuthn needs: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;

export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = "";

  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: "jwk" });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
  };

  const authData = (rpId: string, flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  };

  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),

    /** A registration response to creation options (`navigator.credentials.create`). */
    register(options: CreationOptions, overrides: { origin?: string; flags?: number } = {}) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      userHandle = options.user.id;
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey(publicKey)]);
      const data = authData(rpId, overrides.flags ?? UP | UV | AT, attested);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(
            clientData("webauthn.create", options.challenge, overrides.origin ?? origin),
          ),
          attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData: data })),
          transports: ["internal"],
        },
      };
    },

    /** An assertion to request options (`navigator.credentials.get`). */
    authenticate(options: RequestOptions, overrides: { origin?: string; flags?: number } = {}) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      counter += 1;
      const data = authData(rpId, overrides.flags ?? UP | UV);
      const client = clientData("webauthn.get", options.challenge, overrides.origin ?? origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
      };
    },
  };
}
