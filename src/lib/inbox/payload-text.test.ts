import { describe, expect, it } from "vitest";
import { clip, own, stripInvisible, TEXT_LIMITS, textOf } from "./payload-text";

describe("own", () => {
  it("finds own entries and never inherited ones", () => {
    const table = { en: "English" };
    expect(own(table, "en")).toBe("English");
    for (const key of ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"]) {
      expect(own(table, key)).toBeUndefined();
    }
  });
});

describe("textOf", () => {
  it("words any JSON value as one string", () => {
    expect(textOf("a")).toBe("a");
    expect(textOf(12.5)).toBe("12.5");
    expect(textOf(false)).toBe("No");
    expect(textOf(null)).toBe("");
    expect(textOf(undefined)).toBe("");
    expect(textOf(["Mon", "Tue"])).toBe("Mon, Tue");
    expect(textOf([{ a: 1 }, [2, 3]])).toBe("(a: 1), (2, 3)");
    expect(textOf(JSON.parse('{"__proto__": "p", "toString": {"valueOf": 1}}'))).toBe(
      "__proto__: p; toString: (valueOf: 1)",
    );
  });

  it("stops at a depth, a number of items and a length", () => {
    let deep: unknown = "bottom";
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(textOf(deep)).toBe("((((…))))");
    expect(textOf(Array.from({ length: 60 }, () => 1))).toBe(
      `${Array.from({ length: TEXT_LIMITS.items }, () => 1).join(", ")}, …`,
    );
    expect(textOf("x".repeat(20_000))).toHaveLength(TEXT_LIMITS.chars + 1);
    expect(clip("abcdef", 3)).toBe("abc…");
  });
});

describe("stripInvisible", () => {
  it("removes bidi controls and zero-width characters", () => {
    expect(stripInvisible("report\u202Elmth.pdf")).toBe("reportlmth.pdf");
    expect(
      stripInvisible("a\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061Cb"),
    ).toBe("ab");
    expect(stripInvisible("a\u200B\u200C\u200D\u2060\uFEFFb")).toBe("ab");
  });
});
