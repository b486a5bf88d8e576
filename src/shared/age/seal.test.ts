// @vitest-environment node
import { armor, Decrypter, generateX25519Identity, identityToRecipient } from "age-encryption";
import { describe, expect, it } from "vitest";
import { padJson, sealJson } from "./seal";

describe("padJson", () => {
  it("pads to a multiple of 1 KiB that JSON.parse still reads", () => {
    for (const value of [{}, { name: "A" }, { note: "x".repeat(1500) }, { name: "Zoë 😀" }]) {
      const padded = padJson(value);
      const bytes = new TextEncoder().encode(padded).length;
      expect(bytes % 1024).toBe(0);
      expect(bytes).toBeGreaterThan(0);
      expect(JSON.parse(padded)).toEqual(value);
    }
  });

  it("gives the same length to short requests of different lengths", () => {
    expect(padJson({ a: "x" }).length).toBe(padJson({ a: "x".repeat(900) }).length);
  });
});

describe("sealJson", () => {
  it("encrypts to each recipient, and each identity opens it", async () => {
    const agency = await generateX25519Identity();
    const recovery = await generateX25519Identity();
    const recipients = [await identityToRecipient(agency), await identityToRecipient(recovery)];
    const sealed = await sealJson({ name: "Ada Marker-7Q" }, recipients);
    expect(sealed).toMatch(/^-----BEGIN AGE ENCRYPTED FILE-----/);
    expect(sealed).not.toContain("Marker-7Q");
    for (const identity of [agency, recovery]) {
      const decrypter = new Decrypter();
      decrypter.addIdentity(identity);
      const text = await decrypter.decrypt(armor.decode(sealed), "text");
      expect(JSON.parse(text)).toEqual({ name: "Ada Marker-7Q" });
    }
  });

  it("refuses to seal without a recipient, and with a bad one", async () => {
    await expect(sealJson({ a: 1 }, [])).rejects.toThrow(/recipient/);
    await expect(sealJson({ a: 1 }, ["age1notarecipient"])).rejects.toThrow();
  });
});
