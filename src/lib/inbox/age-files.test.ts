// @vitest-environment node
import { readFileSync } from "node:fs";
import { Encrypter, generateX25519Identity, identityToRecipient } from "age-encryption";
import { describe, expect, it } from "vitest";
import { IdentityFileError } from "@/shared/age/keys";
import { sealJson as sealForAgency } from "@/shared/age/seal";
import {
  makeGrant,
  openAttachment,
  openGrant,
  openRequest,
  parseIdentityFile,
  sealText,
  type HeldKey,
} from "./age-files";

const held = async (agencyKeyId: string): Promise<HeldKey> => {
  const identity = await generateX25519Identity();
  return { agencyKeyId, identity, recipient: await identityToRecipient(identity) };
};

describe("parseIdentityFile", () => {
  it("reads the sample agency key file (age-keygen's comments included)", () => {
    const text = readFileSync("test/fixtures/intake/agency.key", "utf8");
    const identities = parseIdentityFile(text);
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatch(/^AGE-SECRET-KEY-1/);
  });

  it("reads a pasted key with blank lines and surrounding spaces", async () => {
    const identity = await generateX25519Identity();
    expect(parseIdentityFile(`\n  ${identity}  \r\n# note\n`)).toEqual([identity]);
  });

  it("refuses a recipient, a typo and an empty paste, saying which line", async () => {
    const recipient = await identityToRecipient(await generateX25519Identity());
    expect(() => parseIdentityFile(`# key\n${recipient}`)).toThrow(/Line 2 is not an age identity/);
    expect(() => parseIdentityFile("AGE-SECRET-KEY-1ABC")).toThrow(IdentityFileError);
    expect(() => parseIdentityFile("# only a comment\n")).toThrow(/holds no age identity/);
  });
});

describe("grants", () => {
  it("seal an agency identity to a member key that alone opens it", async () => {
    const agency = await generateX25519Identity();
    const member = await generateX25519Identity();
    const other = await generateX25519Identity();
    const grant = await makeGrant(agency, await identityToRecipient(member));
    expect(grant).not.toContain(agency);
    expect(await openGrant(grant, member)).toBe(agency);
    await expect(openGrant(grant, other)).rejects.toThrow();
  });

  it("work with a WebCrypto X25519 member key (the device kind)", async () => {
    const pair = (await crypto.subtle.generateKey({ name: "X25519" }, false, [
      "deriveBits",
    ])) as CryptoKeyPair;
    const agency = await generateX25519Identity();
    const grant = await makeGrant(agency, await identityToRecipient(pair.privateKey));
    expect(await openGrant(grant, pair.privateKey)).toBe(agency);
  });
});

describe("openRequest", () => {
  it("opens what the site sealed and says which held key did", async () => {
    const [old, current] = [await held("k-old"), await held("k-new")];
    const sealed = await sealForAgency({ name: "Ada", phone: "847-555-0142" }, [current.recipient]);
    const opened = await openRequest(sealed, [old, current]);
    expect(opened.payload).toEqual({ name: "Ada", phone: "847-555-0142" });
    expect(opened.openedBy.agencyKeyId).toBe("k-new");
  });

  it("throws when no held key opens it", async () => {
    const sealed = await sealForAgency({ a: 1 }, [(await held("x")).recipient]);
    await expect(openRequest(sealed, [await held("y")])).rejects.toThrow(/None of the keys/);
  });
});

describe("openAttachment", () => {
  const seal = async (bytes: Uint8Array, recipient: string) => {
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    return encrypter.encrypt(bytes);
  };

  it("opens a file and says what its bytes are, whatever the payload named it", async () => {
    const key = await held("k");
    const pdf = new TextEncoder().encode("%PDF-1.7\n");
    const opened = await openAttachment(await seal(pdf, key.recipient), [key.identity]);
    expect(opened).toEqual({ kind: "pdf", macros: false, bytes: pdf });
    const exe = new TextEncoder().encode("MZ\x90\x00 This program cannot be run in DOS mode");
    const refused = await openAttachment(await seal(exe, key.recipient), [key.identity]);
    expect(refused.kind).toBeUndefined();
  });
});

describe("openRequest's refusals", () => {
  it("does not quote a plaintext that is not JSON", async () => {
    const key = await held("k");
    const sealed = await sealText("not json: Ada Lovelace", [key.recipient]);
    await expect(openRequest(sealed, [key])).rejects.toThrow(/^The request does not hold/);
    await expect(openRequest(sealed, [key])).rejects.not.toThrow(/Lovelace/);
  });
});
