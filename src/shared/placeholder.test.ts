import { describe, expect, it } from "vitest";
import {
  anyPlaceholder,
  factValue,
  isPlaceholder,
  placeholder,
  placeholderAttrs,
} from "./placeholder";

describe("placeholder facts", () => {
  const sample = placeholder(
    "figures.patients-served",
    "10,000+",
    "Patients served since founding",
  );

  it("keeps the shown value and marks it", () => {
    expect(factValue(sample)).toBe("10,000+");
    expect(isPlaceholder(sample)).toBe(true);
    expect(placeholderAttrs(sample)).toEqual({ "data-placeholder": "figures.patients-served" });
  });

  it("treats a plain value as confirmed", () => {
    expect(factValue("12,400+")).toBe("12,400+");
    expect(isPlaceholder("12,400+")).toBe(false);
    expect(isPlaceholder({ kind: "other" })).toBe(false);
    expect(isPlaceholder(null)).toBe(false);
    expect(placeholderAttrs(2011)).toEqual({});
  });

  it("tells whether any fact in a list is still a placeholder", () => {
    expect(anyPlaceholder(["a", 1, sample])).toBe(true);
    expect(anyPlaceholder(["a", 1])).toBe(false);
  });
});
