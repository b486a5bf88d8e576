import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blogCategories } from "@/content/blog/categories";
import { blogPagePath, parseListQuery, serializeListQuery, type BlogListState } from "./list-query";

/** The list's starting state (spec §4): page 1, All Categories, empty search. */
const DEFAULT_LIST_STATE: BlogListState = { query: "", category: undefined, page: 1 };

/** Longest search text kept from a URL. */
const MAX_QUERY_LENGTH = 100;

describe("parseListQuery", () => {
  it("gives the default state for an empty query", () => {
    expect(parseListQuery("")).toEqual({ query: "", category: undefined, page: 1 });
    expect(parseListQuery("?")).toEqual(DEFAULT_LIST_STATE);
  });

  it("reads search, category and page, with or without the question mark", () => {
    const expected = { query: "heart", category: "Cardiac Care", page: 2 };
    expect(parseListQuery("?q=heart&category=Cardiac+Care&page=2")).toEqual(expected);
    expect(parseListQuery("q=heart&category=Cardiac%20Care&page=2")).toEqual(expected);
    expect(parseListQuery(new URLSearchParams("q=heart&category=Cardiac+Care&page=2"))).toEqual(
      expected,
    );
  });

  it("reads a category with an ampersand when it is encoded", () => {
    expect(parseListQuery("?category=Insurance+%26+Benefits").category).toBe(
      "Insurance & Benefits",
    );
  });

  it.each(["Dentistry", "cardiac care", "", "all"])("ignores the unknown category %j", (value) => {
    expect(parseListQuery(`?category=${encodeURIComponent(value)}`).category).toBeUndefined();
  });

  it.each(["0", "-1", "1.5", "abc", "", "2e1", " 2", "99999", "0x2"])(
    "falls back to page 1 for page=%j",
    (value) => {
      expect(parseListQuery(`?page=${encodeURIComponent(value)}`).page).toBe(1);
    },
  );

  it("keeps a page past the last one (the list clamps it when it knows the count)", () => {
    expect(parseListQuery("?page=40").page).toBe(40);
  });

  it("keeps the search text as typed, drops a blank one and cuts a long one", () => {
    expect(parseListQuery("?q=+Heart+care").query).toBe(" Heart care");
    expect(parseListQuery("?q=+++").query).toBe("");
    expect(parseListQuery(`?q=${"a".repeat(300)}`).query).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe("serializeListQuery", () => {
  it("leaves out default values", () => {
    expect(serializeListQuery(DEFAULT_LIST_STATE)).toBe("");
    expect(serializeListQuery({ query: "  ", category: undefined, page: 1 })).toBe("");
    expect(serializeListQuery({ query: "", category: undefined, page: 3 })).toBe("?page=3");
  });

  it("writes q, category and page in that order, encoded", () => {
    expect(
      serializeListQuery({ query: "falls & safety", category: "Insurance & Benefits", page: 2 }),
    ).toBe("?q=falls+%26+safety&category=Insurance+%26+Benefits&page=2");
  });

  it("never writes a page that is not a whole number above 1", () => {
    expect(serializeListQuery({ query: "", category: undefined, page: 0 })).toBe("");
    expect(serializeListQuery({ query: "", category: undefined, page: 2.5 })).toBe("");
  });
});

describe("round trip", () => {
  it("parse(serialize(state)) gives the state back (property)", () => {
    const state = fc.record<BlogListState>({
      query: fc
        .string({ maxLength: MAX_QUERY_LENGTH })
        .filter((query) => query.trim() !== "" || query === ""),
      category: fc.option(fc.constantFrom(...blogCategories), { nil: undefined }),
      page: fc.integer({ min: 1, max: 9999 }),
    });
    fc.assert(
      fc.property(state, (value) => {
        expect(parseListQuery(serializeListQuery(value))).toEqual(value);
      }),
    );
  });

  it("serialize(parse(text)) is stable for any input (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = serializeListQuery(parseListQuery(text));
        expect(serializeListQuery(parseListQuery(once))).toBe(once);
      }),
    );
  });
});

describe("blogPagePath", () => {
  it("is /blog for the first page and /blog/page/N after it", () => {
    expect(blogPagePath(1)).toBe("/blog");
    expect(blogPagePath(2)).toBe("/blog/page/2");
    expect(blogPagePath(3)).toBe("/blog/page/3");
  });
});
