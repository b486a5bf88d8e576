import { describe, expect, it } from "vitest";
import { filterArticles } from "./search";
import type { ArticleSummary } from "./types";

const article = (id: string, patch: Partial<ArticleSummary>): ArticleSummary => ({
  id,
  title: `Title ${id}`,
  excerpt: `Excerpt ${id}`,
  category: "Nutrition",
  author: "A. Writer, RN",
  publishedAt: "2026-01-01",
  readTime: 5,
  tags: [],
  image: "blog-1",
  featured: false,
  ...patch,
});

const articles = [
  article("1", { title: "Staying Safe at Home", category: "Patient Safety", tags: ["falls"] }),
  article("2", { excerpt: "How Medicare pays for HOME visits.", category: "Insurance & Benefits" }),
  article("3", { tags: ["Heart health", "exercise"], category: "Cardiac Care" }),
  article("4", { title: "Eating well", category: "Nutrition", tags: ["diet"] }),
];

const ids = (list: readonly ArticleSummary[]) => list.map((a) => a.id);

describe("filterArticles", () => {
  it("returns every article, in order, for an empty or blank query and no category", () => {
    expect(ids(filterArticles(articles, { query: "" }))).toEqual(["1", "2", "3", "4"]);
    expect(ids(filterArticles(articles, { query: "   ", category: "all" }))).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
  });

  it("matches the title, the excerpt or a tag, ignoring case", () => {
    expect(ids(filterArticles(articles, { query: "home" }))).toEqual(["1", "2"]);
    expect(ids(filterArticles(articles, { query: "HEART" }))).toEqual(["3"]);
    expect(ids(filterArticles(articles, { query: "Diet" }))).toEqual(["4"]);
  });

  it("matches substrings inside words and trims the query", () => {
    expect(ids(filterArticles(articles, { query: "  edicar " }))).toEqual(["2"]);
  });

  it("does not search the category, the author or other fields", () => {
    expect(filterArticles(articles, { query: "Cardiac" })).toEqual([]);
    expect(filterArticles(articles, { query: "Writer" })).toEqual([]);
  });

  it("combines the query with the category", () => {
    expect(ids(filterArticles(articles, { query: "", category: "Nutrition" }))).toEqual(["4"]);
    expect(ids(filterArticles(articles, { query: "home", category: "Patient Safety" }))).toEqual([
      "1",
    ]);
    expect(filterArticles(articles, { query: "home", category: "Nutrition" })).toEqual([]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterArticles(articles, { query: "zzz" })).toEqual([]);
  });
});
