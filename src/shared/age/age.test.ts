import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleRecipients } from "../facts";
import { factValue } from "../placeholder";
import { canonicalBase64 } from "./base64";
import { ageBinaryProblem, ageFileProblem } from "./header";
import { openBytes, openText } from "./open";
import { AGE_IDENTITY, AGE_RECIPIENT, isAgeRecipient } from "./patterns";
import { sealBytes, sealJson, sealText } from "./seal";

/*
 * The site's test environment (jsdom): the module the pages import runs here as in a browser.
 * Node's Buffer is taken away where a check must not lean on it.
 */
afterEach(() => vi.unstubAllGlobals());

/** `run` with Buffer gone (the assertions run after, as the test runner needs it). */
async function withoutBuffer<T>(run: () => T | Promise<T>): Promise<T> {
  vi.stubGlobal("Buffer", undefined);
  try {
    return await run();
  } finally {
    vi.unstubAllGlobals();
  }
}

const keyPair = async () => {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
};

describe("the age patterns", () => {
  it("take real recipients and identities", async () => {
    const { identity, recipient } = await keyPair();
    expect(AGE_RECIPIENT.test(recipient)).toBe(true);
    expect(AGE_IDENTITY.test(identity)).toBe(true);
    for (const sample of factValue(sampleRecipients)) expect(isAgeRecipient(sample)).toBe(true);
  });

  it("refuse the other half, the wrong case, a letter bech32 lacks, a short key", async () => {
    const { identity, recipient } = await keyPair();
    expect(AGE_RECIPIENT.test(identity)).toBe(false);
    expect(AGE_IDENTITY.test(recipient)).toBe(false);
    expect(AGE_RECIPIENT.test(recipient.toUpperCase())).toBe(false);
    expect(AGE_IDENTITY.test(identity.toLowerCase())).toBe(false);
    expect(AGE_RECIPIENT.test(`age1b${recipient.slice(5)}`)).toBe(false);
    expect(AGE_RECIPIENT.test(recipient.slice(0, -1))).toBe(false);
    expect(isAgeRecipient(42)).toBe(false);
  });
});

describe("canonicalBase64", () => {
  it("decodes age's unpadded base64", () => {
    expect(canonicalBase64("")).toEqual(new Uint8Array(0));
    expect(canonicalBase64("AAEC")).toEqual(Uint8Array.of(0, 1, 2));
    expect(canonicalBase64("/w")).toEqual(Uint8Array.of(255));
  });

  it("refuses padding, base64url, a stray length and unused bits set", () => {
    for (const text of ["/w==", "_w", "AAAAA", "/x", "AA A"]) {
      expect(canonicalBase64(text), text).toBeUndefined();
    }
  });
});

describe("seal and open", () => {
  it("round-trip bytes, text and JSON (padded) to every recipient", async () => {
    const [a, b] = [await keyPair(), await keyPair()];
    const bytes = Uint8Array.of(0, 1, 2, 250);
    const sealed = await sealBytes(bytes, [a.recipient, b.recipient]);
    const reopened = await openBytes(sealed, [b.identity]);
    const text = await openText(await sealText("Zoë", [a.recipient]), [a.identity]);
    const opened = await openText(await sealJson({ name: "Ada" }, [a.recipient]), [a.identity]);
    expect(reopened).toEqual(bytes);
    expect(text).toBe("Zoë");
    expect(opened.length % 1024).toBe(0);
    expect(JSON.parse(opened)).toEqual({ name: "Ada" });
  });

  it("refuse to seal to no one and to open with nothing", async () => {
    await expect(sealBytes(Uint8Array.of(1), [])).rejects.toThrow(/recipient/);
    await expect(sealText("x", [])).rejects.toThrow(/recipient/);
    const { recipient } = await keyPair();
    await expect(openText(await sealText("x", [recipient]), [])).rejects.toThrow(/No identity/);
  });
});

describe("the header check, as a page would run it", () => {
  it("takes what the page seals and refuses a forged file, without Buffer", async () => {
    const { recipient } = await keyPair();
    const request = await sealJson({ name: "Ada" }, [recipient]);
    const file = await sealBytes(new TextEncoder().encode("%PDF-1.4"), [recipient]);
    const text = new TextEncoder().encode("Ada Lovelace, 312 555 0100. ".repeat(40));
    const forged = new Uint8Array([...file.subarray(0, file.length - 32), ...text]);
    const v2 = new TextEncoder().encode("age-encryption.org/v2\n");
    const problems = await withoutBuffer(() => [
      ageFileProblem(request),
      ageBinaryProblem(file),
      ageBinaryProblem(forged),
      ageFileProblem("-----BEGIN AGE ENCRYPTED FILE-----\nAA\n"),
      ageBinaryProblem(v2),
    ]);
    expect(problems[0]).toBeUndefined();
    expect(problems[1]).toBeUndefined();
    expect(problems[2]).toMatch(/payload is readable/);
    expect(problems[3]).toMatch(/not valid age armor/);
    expect(problems[4]).toMatch(/does not start with age-encryption.org\/v1/);
  });
});
