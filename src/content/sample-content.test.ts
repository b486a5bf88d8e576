import { describe, expect, it } from "vitest";
import { placeholder } from "@/shared/placeholder";
import { holdsPlaceholder, showsSampleContent } from "./sample-content";

describe("the site-wide sample notice", () => {
  it("shows while the registry holds placeholders (today)", () => {
    expect(showsSampleContent).toBe(true);
  });

  it("finds a placeholder however deep, and none among confirmed facts", () => {
    const fact = placeholder("figures.test", "500+", "note");
    expect(holdsPlaceholder(fact)).toBe(true);
    expect(holdsPlaceholder([{ figures: { patients: fact } }])).toBe(true);
    expect(holdsPlaceholder({ figures: { patients: "1,200+" }, years: 2006, list: ["a", 1] })).toBe(
      false,
    );
    expect(holdsPlaceholder([null, undefined, "x"])).toBe(false);
  });
});
