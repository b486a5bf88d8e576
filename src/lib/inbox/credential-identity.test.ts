// @vitest-environment node
import { webauthn } from "age-encryption";
import { describe, expect, it } from "vitest";
import { credentialIdentity, fromBase64Url } from "./credential-identity";

/** What age's own decoder reads back from an identity string (its fields are private). */
function decoded(identity: string) {
  const read = new webauthn.WebAuthnIdentity({ identity }) as unknown as {
    credId: Uint8Array;
    rpId: string;
    transports: string[];
  };
  return { credId: [...read.credId], rpId: read.rpId, transports: read.transports };
}

describe("credentialIdentity", () => {
  it("names the credential the way age-encryption's webauthn module reads it", () => {
    const id = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";
    const identity = credentialIdentity(id, "inbox.example.org", ["internal", "hybrid"]);
    expect(identity).toMatch(/^AGE-PLUGIN-FIDO2PRF-1[0-9A-Z]+$/);
    expect(decoded(identity)).toEqual({
      credId: Array.from({ length: 32 }, (_, i) => i),
      rpId: "inbox.example.org",
      transports: ["internal", "hybrid"],
    });
  });

  it("carries long credential ids (two-byte CBOR lengths) and no transports", () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => i % 256);
    const id = Buffer.from(bytes).toString("base64url");
    expect(decoded(credentialIdentity(id, "localhost"))).toEqual({
      credId: [...bytes],
      rpId: "localhost",
      transports: [],
    });
  });
});

describe("fromBase64Url", () => {
  it("reads unpadded base64url", () => {
    expect([...fromBase64Url("-_8")]).toEqual([0xfb, 0xff]);
  });
});
