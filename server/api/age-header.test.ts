import { randomBytes } from "node:crypto";
import { armor, Encrypter } from "age-encryption";
import { beforeAll, describe, expect, it } from "vitest";
import { testKeys } from "../test/envelopes";
import { ageBinaryProblem, ageBytesProblem, ageFileProblem } from "../../src/shared/age/header";
import { looksReadable } from "../../src/shared/age/payload";

let recipients: string[];
beforeAll(async () => {
  recipients = await Promise.all(
    Array.from({ length: 8 }, async () => (await testKeys()).recipient),
  );
});

async function seal(plain: Uint8Array | string, to = recipients.slice(0, 1)) {
  const encrypter = new Encrypter();
  for (const recipient of to) encrypter.addRecipient(recipient);
  return encrypter.encrypt(plain);
}

const b64 = (bytes: number) => randomBytes(bytes).toString("base64").replace(/=+$/, "");
const text = "Ada Lovelace, 312 555 0100, knee surgery on March 3rd. ".repeat(40);
const bytes = (...parts: (string | Uint8Array)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part) : part)));
/** A header that parses: one X25519 stanza with random values, and a MAC. */
const plausibleHeader = () =>
  `age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(32)}\n--- ${b64(32)}\n`;

describe("ageBytesProblem", () => {
  it("takes what age-encryption makes: 1 or 8 recipients, empty, one chunk exactly, several chunks", async () => {
    const plains = [new Uint8Array(0), "%PDF-1.4", randomBytes(65_536), Buffer.alloc(200_000, 65)];
    for (const plain of plains) {
      expect(ageBytesProblem(await seal(plain)), `${plain.length} bytes`).toBeUndefined();
    }
    expect(ageBytesProblem(await seal("x", recipients))).toBeUndefined();
  });

  it("refuses the forged headers seen in the wild, with a reason", () => {
    const cases: [Uint8Array, RegExp][] = [
      [bytes("age-encryption.org/v1\n-> X25519 AAAA\n--- AAAA\n", text), /32-byte share/],
      [bytes("age-encryption.org/v1\n-> X25519 AAAA\nAAAA\n--- AAAA\n", text), /32-byte share/],
      [bytes(plausibleHeader(), text), /readable/],
      [bytes(plausibleHeader(), Buffer.from(text, "utf16le")), /readable/],
      [bytes(plausibleHeader(), Buffer.alloc(4096)), /readable/],
      [bytes(`age-encryption.org/v1\n-> X25519 ${b64(31)}\n${b64(32)}\n--- ${b64(32)}\n`), /share/],
      [
        bytes(`age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(16)}\n--- ${b64(32)}\n`),
        /file key/,
      ],
      [bytes(`age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(32)}\n--- AAAA\n`), /MAC/],
      [bytes(`age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(32)}\n---\n`), /neither/],
      [bytes(`age-encryption.org/v1\n--- ${b64(32)}\n`, randomBytes(64)), /no recipient/],
      [
        bytes(`age-encryption.org/v1\n-> scrypt ${b64(16)} 18\n${b64(32)}\n--- ${b64(32)}\n`),
        /scrypt/,
      ],
      [
        bytes(`age-encryption.org/v1\n-> X25519  ${b64(32)}\n${b64(32)}\n--- ${b64(32)}\n`),
        /malformed/,
      ],
      [
        bytes(`age-encryption.org/v1\n-> X25519 ${b64(32)}=\n${b64(32)}\n--- ${b64(32)}\n`),
        /share/,
      ],
      [
        bytes(`age-encryption.org/v1\n-> X25519 ${b64(32)}\n${b64(60)}\n--- ${b64(32)}\n`),
        /64 columns/,
      ],
      [bytes("age-encryption.org/v2\n"), /age-encryption.org\/v1/],
      [bytes(text), /age-encryption.org\/v1|does not end/],
      [bytes(plausibleHeader(), randomBytes(31)), /size/],
      [bytes(plausibleHeader(), randomBytes(16 + 65_552 + 10)), /size/],
      [bytes(`age-encryption.org/v1\n-> X25519 ${b64(32)}\n\xff\n`), /not text/],
    ];
    for (const [file, reason] of cases) {
      expect(ageBytesProblem(file), String(reason)).toMatch(reason);
    }
  });

  it("refuses a non-canonical share (its unused low bits set) that Buffer alone would take", () => {
    // The 43rd character carries 2 bits and 4 zero bits: "B" sets one the 32 bytes cannot hold.
    const bent = `${b64(32).slice(0, -1)}B`;
    expect(Buffer.from(bent, "base64")).toHaveLength(32);
    const header = `age-encryption.org/v1\n-> X25519 ${bent}\n${b64(32)}\n--- ${b64(32)}\n`;
    expect(ageBytesProblem(bytes(header, randomBytes(64)))).toMatch(/share/);
  });

  it("takes random bytes behind a well-formed header: only the key holder could tell", () => {
    expect(ageBytesProblem(bytes(plausibleHeader(), randomBytes(2048)))).toBeUndefined();
  });
});

describe("ageFileProblem and ageBinaryProblem", () => {
  it("read the armored request and the binary upload with the same rules", async () => {
    const file = await seal("hello");
    expect(ageBinaryProblem(file)).toBeUndefined();
    expect(ageFileProblem(armor.encode(file))).toBeUndefined();
    const forged = bytes("age-encryption.org/v1\n-> X25519 AAAA\n--- AAAA\n", text);
    expect(ageBinaryProblem(forged)).toMatch(/^The file must be encrypted with age: .*share/);
    expect(ageFileProblem(armor.encode(forged))).toMatch(/^ciphertext is not an age file: .*share/);
    expect(ageFileProblem("-----BEGIN AGE ENCRYPTED FILE-----\n!!!!\n")).toMatch(/armor/);
  });
});

describe("looksReadable", () => {
  it("never calls random bytes readable, from 32 bytes to several windows", () => {
    for (let round = 0; round < 400; round += 1) {
      const size = 32 + ((round * 977) % 9000);
      expect(looksReadable(randomBytes(size)), `${size} bytes`).toBe(false);
    }
  });

  it("finds text in a later window of a large payload", () => {
    const payload = Buffer.concat([randomBytes(8192), Buffer.from(text.repeat(20))]);
    expect(looksReadable(payload)).toBe(true);
  });
});
