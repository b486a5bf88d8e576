// @vitest-environment node
import { armor, Encrypter, generateX25519Identity, identityToRecipient } from "age-encryption";
import { describe, expect, it } from "vitest";
import { openJson } from "./open";
import { sealJson } from "./seal";

describe("openJson", () => {
  it("opens what the page sealed, padding stripped, with any one of the identities", async () => {
    const agency = await generateX25519Identity();
    const other = await generateX25519Identity();
    const value = { name: "Zoë Marker-4T", note: "x".repeat(1500) };
    const sealed = await sealJson(value, [await identityToRecipient(agency)]);
    await expect(openJson(sealed, [other, agency])).resolves.toEqual(value);
  });

  it("refuses a request no identity opens, no identity, and a payload that is not JSON", async () => {
    const agency = await generateX25519Identity();
    const stranger = await generateX25519Identity();
    const sealed = await sealJson({ a: 1 }, [await identityToRecipient(agency)]);
    await expect(openJson(sealed, [stranger])).rejects.toThrow();
    await expect(openJson(sealed, [])).rejects.toThrow(/No identity/);
    const encrypter = new Encrypter();
    encrypter.addRecipient(await identityToRecipient(agency));
    const notJson = armor.encode(await encrypter.encrypt("not json"));
    await expect(openJson(notJson, [agency])).rejects.toThrow(SyntaxError);
  });
});
