import { startAuthentication } from "@simplewebauthn/browser";
import { describe, expect, it, vi } from "vitest";
import { reauthenticate } from "./passkey";

vi.mock("@simplewebauthn/browser", async (original) => ({
  ...(await original<typeof import("@simplewebauthn/browser")>()),
  startAuthentication: vi.fn(),
}));

const assertion = {
  id: "cred",
  rawId: "cred",
  type: "public-key" as const,
  response: { clientDataJSON: "x", authenticatorData: "y", signature: "z" },
  clientExtensionResults: {},
};

describe("reauthenticate", () => {
  it("asks the browser for the person's passkey with user verification required, then sends it", async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion);
    const reauth = vi.fn(async () => ({}));
    const options = {
      challenge: "abc",
      allowCredentials: [{ id: "cred", type: "public-key" }],
      userVerification: "preferred",
    };
    await reauthenticate({ reauthOptions: async () => ({ options }), reauth });
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { ...options, userVerification: "required" },
    });
    expect(reauth).toHaveBeenCalledWith(assertion);
  });

  it("refuses options it cannot use, before any prompt", async () => {
    vi.mocked(startAuthentication).mockClear();
    const reauth = vi.fn(async () => ({}));
    await expect(
      reauthenticate({ reauthOptions: async () => ({ options: { nope: 1 } }), reauth }),
    ).rejects.toThrow(/passkey options/);
    expect(startAuthentication).not.toHaveBeenCalled();
    expect(reauth).not.toHaveBeenCalled();
  });
});
