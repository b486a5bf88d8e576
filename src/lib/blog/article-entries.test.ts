import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogCategories } from "@/content/blog/categories";
import { articleEntry } from "../../../test/markdown";
import {
  ARTICLES_DIR,
  articleIdFromFileName,
  inListOrder,
  neighboursOf,
  toArticle,
  toSummary,
} from "./article-entries";
import type { Article } from "./types";

const frontmatter = (n: number, patch = "") => `---
title: "Article number ${n}"
excerpt: "A short excerpt for article ${n}, long enough to pass the fifty character rule."
category: "${blogCategories[n - 1]}"
author: "Rosa Delgado, RN, BSN"
publishedAt: "2026-0${(n % 9) + 1}-1${n % 10}"
tags: ["tag ${n}", "care"]
image: "blog-${n}"
${patch}---
`;

const body =
  "Intro paragraph with a few words.\n\n## Section\n\nText here.\n\n### Detail\n\n- one\n- two\n";

/** An article file through the collection's path (schema, Astro's Markdown) and toArticle. */
const article = async (fileName: string, source: string) =>
  toArticle(await articleEntry(fileName, source));

describe("toArticle (fixtures)", () => {
  it("takes the id from the file name and computes the read time from the words", async () => {
    const seven = await article("7.md", frontmatter(7, "featured: true\n") + body);
    expect(seven).toMatchObject({
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
    expect(seven.wordCount).toBe(12);
    expect(seven.readTime).toBe(1);
    const long = await article("7.md", frontmatter(7) + body + "\nword ".repeat(389));
    expect(long.wordCount).toBe(401);
    expect(long.readTime).toBe(3);
    expect(seven.plainText.split("\n")[0]).toBe("Intro paragraph with a few words.");
    expect(seven.html).toContain('<h2 id="heading-1">Section</h2>');
  });

  it("rejects a bad frontmatter, naming the field", async () => {
    const source = frontmatter(3).replace('image: "blog-3"', 'image: "nope"') + body;
    await expect(article("3.md", source)).rejects.toThrow(/image/);
  });

  it.each(["03.md", "three.md", "0.md", "3.markdown"])("rejects the file name %s", (name) => {
    expect(() => articleIdFromFileName(name)).toThrow(`${ARTICLES_DIR}/${name}`);
  });

  it("rejects a level 1 heading, an empty body, a Markdown image and a missing render", async () => {
    await expect(article("2.md", `${frontmatter(2)}# Title again\n\n${body}`)).rejects.toThrow(
      /articles\/2\.md.*level 1/,
    );
    await expect(article("2.md", frontmatter(2))).rejects.toThrow(/articles\/2\.md.*no body/);
    await expect(article("2.md", `${frontmatter(2)}![A chart](./chart.png)\n`)).rejects.toThrow(
      /articles\/2\.md.*image/,
    );
    const entry = await articleEntry("2.md", frontmatter(2) + body);
    expect(() => toArticle({ ...entry, rendered: undefined })).toThrow(/2\.md was not rendered/);
    const bare = { ...entry.rendered!, metadata: {} };
    expect(() => toArticle({ ...entry, rendered: bare })).toThrow(/2\.md has no plain text/);
  });
});

describe("inListOrder (fixtures)", () => {
  const withIds = (ids: number[]) =>
    Promise.all(ids.map((n) => article(`${n}.md`, frontmatter(n) + body)));

  it("orders articles by numeric id, not as text", async () => {
    const articles = await withIds([10, 2, 1, 3, 4, 5, 6, 7, 8, 9, 11]);
    expect(inListOrder(articles).map((a) => a.id)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i + 1)),
    );
  });

  it("fails when an id is missing, and when there is no article", async () => {
    expect(() => inListOrder([])).toThrow(/No blog articles/);
    const articles = await withIds([1, 2, 4]);
    expect(() => inListOrder(articles)).toThrow(/3\.md is missing/);
  });

  it("translations (the Spanish pass) are some of the ids: gaps and none are allowed", async () => {
    const articles = await withIds([7, 2, 4]);
    expect(inListOrder(articles, { translations: true }).map((a) => a.id)).toEqual(["2", "4", "7"]);
    expect(inListOrder([], { translations: true })).toEqual([]);
  });
});

describe("the fifteen articles in src/content/blog/articles", async () => {
  const dir = path.join(process.cwd(), ARTICLES_DIR);
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".md"));
  const articles: Article[] = inListOrder(
    await Promise.all(
      files.map((name) => article(name, fs.readFileSync(path.join(dir, name), "utf8"))),
    ),
  );
  const byId = (id: string) => articles.find((a) => a.id === id);

  it("has ids 1 to 15 in list order", () => {
    expect(articles.map((a) => a.id)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
  });

  it("has one article per category, article N in category N, with picture blog-N", () => {
    expect(articles.map((a) => a.category)).toEqual([...blogCategories]);
    for (const a of articles) expect(a.image).toBe(`blog-${a.id}`);
  });

  it.each(Array.from({ length: 15 }, (_, i) => String(i + 1)))(
    "article %s: 900 to 1,500 words, an h2 and an h3, a read time from its words",
    (id) => {
      const a = byId(id);
      expect(a).toBeDefined();
      if (!a) return;
      expect(a.wordCount).toBeGreaterThanOrEqual(900);
      expect(a.wordCount).toBeLessThanOrEqual(1500);
      expect(a.toc.some((entry) => entry.level === 2)).toBe(true);
      expect(a.toc.some((entry) => entry.level === 3)).toBe(true);
      // 200 words a minute, rounded up (worked out here, not by the code under test).
      expect(a.readTime).toBe(Math.ceil(a.wordCount / 200));
      for (const entry of a.toc) expect(a.html).toContain(`id="${entry.id}"`);
      expect(a.plainText).not.toMatch(/<\/?[a-z][^>]*>/i);
    },
  );

  it("has unique titles and a few featured articles", () => {
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
    const featured = articles.filter((a) => a.featured).length;
    expect(featured).toBeGreaterThanOrEqual(2);
    expect(featured).toBeLessThan(articles.length);
  });

  it("bylines every article 'Beyond Care clinical team' while its named author is a placeholder", () => {
    for (const article of articles) {
      expect(article.author, article.id).toBe("Beyond Care clinical team");
      expect(article.authorPlaceholder, article.id).toMatch(/^blog\.author\./);
    }
    expect(articles[0]?.authorPlaceholder).toBe("blog.author.maria-alvarez");
  });

  it("gives summaries without the body", () => {
    for (const summary of articles.map(toSummary)) {
      expect(Object.keys(summary).sort()).toEqual(
        [
          "author",
          "authorPlaceholder",
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
    expect(neighboursOf(articles, "1").previous).toBeUndefined();
    expect(neighboursOf(articles, "1").next?.id).toBe("2");
    expect(neighboursOf(articles, "8").previous?.id).toBe("7");
    expect(neighboursOf(articles, "8").next?.id).toBe("9");
    expect(neighboursOf(articles, "15").next).toBeUndefined();
    expect(neighboursOf(articles, "15").previous?.title).toBe(byId("14")?.title);
    expect(neighboursOf(articles, "99")).toEqual({});
  });
});
