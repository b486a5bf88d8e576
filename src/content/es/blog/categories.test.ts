import { describe, expect, it } from "vitest";
import { blogCategories, categoryLabels as english } from "../../blog/categories";
import { categoryLabels } from "./categories";

describe("the blog categories in Spanish", () => {
  it("give every category Spanish words (the card, the article and the filter show them)", () => {
    expect(Object.keys(categoryLabels)).toEqual([...blogCategories]);
    expect(Object.keys(english)).toEqual([...blogCategories]);
    for (const category of blogCategories) {
      expect(categoryLabels[category], category).not.toBe(english[category]);
    }
  });
});
