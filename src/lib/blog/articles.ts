/**
 * The blog's articles, read from `src/content/blog/articles/{id}.md` at build time. Server only
 * (node:fs): client components get `ArticleSummary` objects as props, never this module
 * (e2e/bundles.spec.ts fails if it, gray-matter, marked or an article body reach client
 * JavaScript). A bad article (frontmatter, file name, missing or repeated id, a level 1
 * heading) throws, so the build fails with a message naming the file.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parseFrontmatter } from "./frontmatter";
import { readTime, renderMarkdown } from "./markdown";
import type { Article, ArticleSummary } from "./types";

const ARTICLES_DIR = path.join(process.cwd(), "src/content/blog/articles");

const FILE_NAME = /^([1-9]\d*)\.md$/;

/**
 * Parses one article file; `fileName` ("3.md") gives the id and names the file in errors.
 * @internal Exported for the fixture tests only.
 */
export function parseArticle(fileName: string, source: string): Article {
  const match = FILE_NAME.exec(fileName);
  if (!match) {
    throw new Error(`Bad article file name ${fileName}: expected {id}.md with id 1, 2, 3, ...`);
  }
  const { data, content } = matter(source);
  const frontmatter = parseFrontmatter(data, fileName);
  const body = renderMarkdown(content);
  if (/<h1[\s>]/.test(body.html)) {
    throw new Error(`Article ${fileName} has a level 1 heading (#): the page title is the h1`);
  }
  if (body.wordCount === 0) throw new Error(`Article ${fileName} has no body`);
  return {
    id: match[1]!,
    ...frontmatter,
    readTime: readTime(body.wordCount),
    ...body,
  };
}

/**
 * Every article in `dir`, in list order (id ascending as a number); ids must be 1..N.
 * @internal Exported for the fixture tests only (the site reads `ARTICLES_DIR`).
 */
export function loadArticles(dir: string): Article[] {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".md"));
  const articles = files
    .map((fileName) => parseArticle(fileName, fs.readFileSync(path.join(dir, fileName), "utf8")))
    .sort((a, b) => Number(a.id) - Number(b.id));
  articles.forEach((article, index) => {
    const expected = String(index + 1);
    if (article.id !== expected) {
      throw new Error(
        `Blog article ids must run 1 to ${articles.length} without gaps: ${expected}.md is missing in ${dir}`,
      );
    }
  });
  if (articles.length === 0) throw new Error(`No blog articles in ${dir}`);
  return articles;
}

let cache: readonly Article[] | undefined;

/** All articles in list order (id ascending: "1" to "15"). Read once, then memoised. */
export function getArticles(): readonly Article[] {
  cache ??= Object.freeze(loadArticles(ARTICLES_DIR));
  return cache;
}

/** @internal Pages get their entities from getStaticPaths; tests look them up by id. */
export function getArticle(id: string): Article | undefined {
  return getArticles().find((article) => article.id === id);
}

/** The article without its body: what lists, cards and neighbour links need. */
function toSummary(article: Article): ArticleSummary {
  const { id, title, excerpt, category, author, publishedAt, readTime, tags, image, featured } =
    article;
  return { id, title, excerpt, category, author, publishedAt, readTime, tags, image, featured };
}

/** Every article's summary, in list order. */
export function getArticleSummaries(): ArticleSummary[] {
  return getArticles().map(toSummary);
}

/** The articles before and after `id` in list order (absent at the ends or for an unknown id). */
export function getNeighbours(id: string): { previous?: ArticleSummary; next?: ArticleSummary } {
  const articles = getArticles();
  const index = articles.findIndex((article) => article.id === id);
  if (index === -1) return {};
  const previous = articles[index - 1];
  const next = articles[index + 1];
  return {
    ...(previous ? { previous: toSummary(previous) } : {}),
    ...(next ? { next: toSummary(next) } : {}),
  };
}
