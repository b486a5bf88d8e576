/**
 * The `AGE-PLUGIN-FIDO2PRF-1…` identity string of a passkey, as `age-encryption`'s `webauthn`
 * module writes it (`encodeIdentity` in its webauthn.js, not exported): bech32 (upper case, no
 * length limit) of the CBOR sequence version 1, credential id (bytes), RP ID (text),
 * transports (array of text). `WebAuthnRecipient` and `WebAuthnIdentity` given this string
 * ask the authenticator for that one credential, so another passkey cannot be picked by mistake.
 */
const PREFIX = "age-plugin-fido2prf-";
const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (const [i, g] of GENERATOR.entries()) if ((top >>> i) & 1) chk ^= g;
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string) => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

/** Bytes as 5-bit words (bech32's `toWords`). */
function toWords(bytes: Uint8Array): number[] {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >>> bits) & 31);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  return words;
}

/** bech32 (BIP 173) of `bytes`, upper case. */
function bech32Upper(hrp: string, bytes: Uint8Array): string {
  const words = toWords(bytes);
  const mod = polymod([...hrpExpand(hrp), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => CHARSET[w]).join("")}`.toUpperCase();
}

/** A CBOR head (major type, argument up to 16 bits), as age's cbor.js reads it. */
function head(major: number, argument: number): number[] {
  if (argument <= 23) return [(major << 5) | argument];
  if (argument <= 0xff) return [(major << 5) | 24, argument];
  if (argument <= 0xffff) return [(major << 5) | 25, argument >> 8, argument & 0xff];
  throw new Error("cbor: argument too large");
}

const textBytes = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return [...head(3, bytes.length), ...bytes];
};

/** base64url (as WebAuthn JSON carries credential ids) to bytes. @internal */
export function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The age identity string naming a passkey (credential id in base64url, RP ID, transports). */
export function credentialIdentity(
  credentialId: string,
  rpId: string,
  transports: readonly string[] = [],
): string {
  const id = fromBase64Url(credentialId);
  const bytes = [
    ...head(0, 1),
    ...head(2, id.length),
    ...id,
    ...textBytes(rpId),
    ...head(4, transports.length),
    ...transports.flatMap(textBytes),
  ];
  return bech32Upper(PREFIX, Uint8Array.from(bytes));
}
