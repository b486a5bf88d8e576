import type { RegistrationResponseJSON } from "@simplewebauthn/browser";
import { describe, expect, it } from "vitest";
import { withoutPrfOutput } from "./passkey";

describe("withoutPrfOutput", () => {
  it("drops the PRF output (it never leaves the page) and keeps the rest", () => {
    const response: RegistrationResponseJSON = {
      id: "abc",
      rawId: "abc",
      type: "public-key",
      response: { clientDataJSON: "x", attestationObject: "y" },
      clientExtensionResults: {
        credProps: { rk: true },
        prf: { enabled: true, results: { first: new Uint8Array([1, 2, 3]) } },
      },
    };
    const sent = withoutPrfOutput(response);
    expect(sent.clientExtensionResults).toEqual({ credProps: { rk: true } });
    expect(JSON.stringify(sent)).not.toContain("prf");
    expect(sent.response).toEqual(response.response);
  });
});
