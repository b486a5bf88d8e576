import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { afterEach, describe, expect, it } from "vitest";
import { sealText } from "./age-files";
import { clearKeys, hold } from "./keys";
import { cachedPreview, openPreview } from "./list-open";

async function key() {
  const identity = await generateX25519Identity();
  return { agencyKeyId: "k", identity, recipient: await identityToRecipient(identity) };
}

afterEach(() => clearKeys());

describe("the list's decryption cache", () => {
  it("opens once per request, and forgets everything when the keys are cleared (sign-out)", async () => {
    const agency = await key();
    hold(agency);
    const item = { reference: "BC-AAAAA", formType: "contact", sealedTo: [agency.recipient] };
    const sealed = await sealText(JSON.stringify({ name: "Ada", message: "Hi" }), [
      agency.recipient,
    ]);
    expect(await openPreview(item, sealed)).toMatchObject({ name: "Ada", firstWords: "Hi" });
    expect(cachedPreview("BC-AAAAA")).toMatchObject({ name: "Ada" });
    // Cached: another ciphertext for the same reference is not opened again.
    expect(await openPreview(item, "not age")).toMatchObject({ name: "Ada" });
    clearKeys();
    expect(cachedPreview("BC-AAAAA")).toBeUndefined();
  });

  it("says locked when no held key opens it, unreadable when it opens to something else", async () => {
    const agency = await key();
    const other = await key();
    hold(agency);
    const locked = await sealText('{"name":"X"}', [other.recipient]);
    expect(
      await openPreview({ reference: "BC-LOCKD", formType: "contact", sealedTo: [] }, locked),
    ).toBe("locked");
    const list = await sealText("[1,2]", [agency.recipient]);
    expect(
      await openPreview({ reference: "BC-LIST0", formType: "contact", sealedTo: [] }, list),
    ).toBe("unreadable");
  });

  it("tries again with a key granted later (a new ring, a new cache)", async () => {
    const agency = await key();
    const granted = await key();
    hold(agency);
    const item = { reference: "BC-LATER", formType: "contact", sealedTo: [granted.recipient] };
    const sealed = await sealText('{"name":"Bo"}', [granted.recipient]);
    expect(await openPreview(item, sealed)).toBe("locked");
    hold(granted);
    expect(cachedPreview("BC-LATER")).toBeUndefined();
    expect(await openPreview(item, sealed)).toMatchObject({ name: "Bo" });
  });
});
