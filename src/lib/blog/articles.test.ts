import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blogCategories } from "@/content/blog/categories";
import {
  getArticle,
  getArticles,
  getArticleSummaries,
  getNeighbours,
  loadArticles,
  parseArticle,
} from "./articles";
import { readTime } from "./markdown";

const frontmatter = (n: number, patch = "") => `---
title: "Article number ${n}"
excerpt: "A short excerpt for article ${n}, long enough to pass the fifty character rule."
category: "${blogCategories[n - 1]}"
author: "Pat Writer, RN"
publishedAt: "2026-0${(n % 9) + 1}-1${n % 10}"
tags: ["tag ${n}", "care"]
image: "blog-${n}"
${patch}---
`;

const body =
  "Intro paragraph with a few words.\n\n## Section\n\nText here.\n\n### Detail\n\n- one\n- two\n";

describe("parseArticle (fixtures)", () => {
  it("takes the id from the file name and computes the read time from the words", () => {
    const article = parseArticle("7.md", frontmatter(7, "featured: true\n") + body);
    expect(article).toMatchObject({
      id: "7",
      title: "Article number 7",
      category: "Chronic Care",
      featured: true,
      publishedAt: "2026-08-17",
      toc: [
        { id: "heading-1", text: "Section", level: 2 },
        { id: "heading-2", text: "Detail", level: 3 },
      ],
    });
    expect(article.wordCount).toBe(12);
    expect(article.readTime).toBe(1);
    const long = parseArticle("7.md", frontmatter(7) + body + "\nword ".repeat(389));
    expect(long.wordCount).toBe(401);
    expect(long.readTime).toBe(3);
    expect(article.plainText.split("\n")[0]).toBe("Intro paragraph with a few words.");
    expect(article.html).toContain('<h2 id="heading-1">Section</h2>');
  });

  it("names the file and the field when the frontmatter is bad", () => {
    const source = frontmatter(3).replace('image: "blog-3"', 'image: "nope"') + body;
    expect(() => parseArticle("3.md", source)).toThrow(/3\.md.*image/);
  });

  it.each(["03.md", "three.md", "0.md", "3.markdown"])("rejects the file name %s", (name) => {
    expect(() => parseArticle(name, frontmatter(3) + body)).toThrow(name);
  });

  it("rejects a level 1 heading and an empty body", () => {
    expect(() => parseArticle("2.md", `${frontmatter(2)}# Title again\n\n${body}`)).toThrow(
      /2\.md.*level 1/,
    );
    expect(() => parseArticle("2.md", frontmatter(2))).toThrow(/2\.md.*no body/);
  });
});

describe("loadArticles (fixtures)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (n: number) =>
    fs.writeFileSync(path.join(dir, `${n}.md`), frontmatter(n) + body, "utf8");

  it("orders articles by numeric id, not by file name", () => {
    for (const n of [10, 2, 1, 3, 4, 5, 6, 7, 8, 9, 11]) write(n);
    fs.writeFileSync(path.join(dir, "README.txt"), "not an article");
    expect(loadArticles(dir).map((article) => article.id)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i + 1)),
    );
  });

  it("fails when an id is missing", () => {
    for (const n of [1, 2, 4]) write(n);
    expect(() => loadArticles(dir)).toThrow(/3\.md is missing/);
  });

  it("fails on an empty folder", () => {
    expect(() => loadArticles(dir)).toThrow(/No blog articles/);
  });
});

describe("the fifteen articles in src/content/blog/articles", () => {
  const articles = getArticles();

  it("has ids 1 to 15 in list order", () => {
    expect(articles.map((article) => article.id)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1)),
    );
  });

  it("has one article per category, article N in category N, with picture blog-N", () => {
    expect(articles.map((article) => article.category)).toEqual([...blogCategories]);
    for (const article of articles) expect(article.image).toBe(`blog-${article.id}`);
  });

  it.each(Array.from({ length: 15 }, (_, i) => String(i + 1)))(
    "article %s: 900 to 1,500 words, an h2 and an h3, a read time from its words",
    (id) => {
      const article = getArticle(id);
      expect(article).toBeDefined();
      if (!article) return;
      expect(article.wordCount).toBeGreaterThanOrEqual(900);
      expect(article.wordCount).toBeLessThanOrEqual(1500);
      expect(article.toc.some((entry) => entry.level === 2)).toBe(true);
      expect(article.toc.some((entry) => entry.level === 3)).toBe(true);
      expect(article.readTime).toBe(readTime(article.wordCount));
      for (const entry of article.toc) expect(article.html).toContain(`id="${entry.id}"`);
      expect(article.plainText).not.toMatch(/<\/?[a-z][^>]*>/i);
    },
  );

  it("has unique titles and a few featured articles", () => {
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
    const featured = articles.filter((article) => article.featured).length;
    expect(featured).toBeGreaterThanOrEqual(2);
    expect(featured).toBeLessThan(articles.length);
  });

  it("gives summaries without the body, in the same order", () => {
    const summaries = getArticleSummaries();
    expect(summaries.map((summary) => summary.id)).toEqual(articles.map((article) => article.id));
    for (const summary of summaries) {
      expect(Object.keys(summary).sort()).toEqual(
        [
          "author",
          "category",
          "excerpt",
          "featured",
          "id",
          "image",
          "publishedAt",
          "readTime",
          "tags",
          "title",
        ].sort(),
      );
    }
  });

  it("gives the neighbours in list order", () => {
    expect(getNeighbours("1").previous).toBeUndefined();
    expect(getNeighbours("1").next?.id).toBe("2");
    expect(getNeighbours("8").previous?.id).toBe("7");
    expect(getNeighbours("8").next?.id).toBe("9");
    expect(getNeighbours("15").next).toBeUndefined();
    expect(getNeighbours("15").previous?.title).toBe(getArticle("14")?.title);
    expect(getNeighbours("99")).toEqual({});
    expect(getArticle("99")).toBeUndefined();
  });

  it("reads the folder once", () => {
    expect(getArticles()).toBe(articles);
  });
});
