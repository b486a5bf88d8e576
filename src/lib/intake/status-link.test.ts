import { afterEach, describe, expect, it, vi } from "vitest";
import { STATUS_HASH, STATUS_SECRET } from "@/shared/wire/status";
import { newStatusSecret, SECRET_PATTERN, statusHashOf, statusUrl } from "./status-link";

afterEach(() => vi.restoreAllMocks());

describe("the status link's secret", () => {
  it("is 22 base64url characters without padding, as the wire's pattern says", () => {
    expect(SECRET_PATTERN.source).toBe(STATUS_SECRET.source);
    for (let i = 0; i < 200; i += 1) {
      const secret = newStatusSecret();
      expect(secret).toHaveLength(22);
      expect(secret).toMatch(STATUS_SECRET);
      expect(secret).not.toMatch(/[+/=]/);
    }
  });

  it("is 16 bytes from crypto.getRandomValues, encoded with the URL-safe alphabet", () => {
    // 0xfb 0xff … encodes to "-_": the two characters standard base64 writes as "+/".
    const fill = (array: Uint8Array) => {
      expect(array.length).toBe(16);
      array.fill(0);
      array.set([0xfb, 0xff, 0xbf]);
      return array;
    };
    vi.spyOn(crypto, "getRandomValues").mockImplementation(
      fill as unknown as typeof crypto.getRandomValues,
    );
    expect(newStatusSecret()).toBe("-_-_AAAAAAAAAAAAAAAAAA");
  });

  it("is different each time", () => {
    const secrets = new Set(Array.from({ length: 100 }, newStatusSecret));
    expect(secrets.size).toBe(100);
  });
});

describe("statusHashOf", () => {
  it("is the SHA-256 of the secret's characters in lowercase hex (sha256sum's answer)", async () => {
    // printf '%s' 'AAAAAAAAAAAAAAAAAAAAAA' | sha256sum
    expect(await statusHashOf("AAAAAAAAAAAAAAAAAAAAAA")).toBe(
      "8a5bdb4cc15164126c6ef2668de9dd240d299ce6397a42c95a9411b93d080ed8",
    );
    expect(await statusHashOf("q0UJ5jR8-b_3ZxWk2T9aLg")).toBe(
      "2075dc325d7d45c3a7314e8c424e634237f224c3aa82b0f99306d98396f72ece",
    );
    expect(await statusHashOf(newStatusSecret())).toMatch(STATUS_HASH);
  });
});

describe("statusUrl", () => {
  it("puts the secret in the fragment of the page in the visitor's language", () => {
    expect(statusUrl("q0UJ5jR8-b_3ZxWk2T9aLg", "en")).toBe("/status#q0UJ5jR8-b_3ZxWk2T9aLg");
    expect(statusUrl("q0UJ5jR8-b_3ZxWk2T9aLg", "es")).toBe("/es/status#q0UJ5jR8-b_3ZxWk2T9aLg");
    expect(statusUrl("q0UJ5jR8-b_3ZxWk2T9aLg", "es", "https://example.org")).toBe(
      "https://example.org/es/status#q0UJ5jR8-b_3ZxWk2T9aLg",
    );
  });
});
