import { describe, expect, it } from "vitest";
import { newReference, REFERENCE_PATTERN } from "./reference";

describe("newReference", () => {
  it("is BC- and five characters people can read out", () => {
    for (let i = 0; i < 500; i += 1) expect(newReference()).toMatch(/^BC-[0-9A-Z]{5}$/);
    for (let i = 0; i < 500; i += 1) expect(newReference()).not.toMatch(/[ILOU]/);
  });

  it("uses the whole alphabet's ends", () => {
    expect(newReference(() => 0)).toBe("BC-00000");
    expect(newReference((max) => max - 1)).toBe("BC-ZZZZZ");
    expect(REFERENCE_PATTERN.test("BC-7F3K2")).toBe(true);
    expect(REFERENCE_PATTERN.test("BC-7F3KI")).toBe(false);
  });
});
