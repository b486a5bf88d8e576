/**
 * From the `blog` content collection's entries (src/content.config.ts) to the blog's articles:
 * the rules a schema cannot check (the file name gives the id, ids run 1 to N, a body with
 * words and no level 1 heading). Pure: src/lib/blog/articles.ts feeds it the collection, the
 * tests feed it fixtures. A broken rule throws, so the build fails with a message naming the file.
 */
import { articleByline, authorFact } from "@/content/blog/authors";
import { isPlaceholder } from "@/shared/placeholder";
import type { ArticleFrontmatter } from "./frontmatter";
import { readTime } from "./markdown";
import type { Article, ArticleSummary, TocEntry } from "./types";

/**
 * Where the articles live (the collection's base).
 * @public Read by src/content.config.ts, which `knip --production` does not read.
 */
export const ARTICLES_DIR = "src/content/blog/articles";

const FILE_NAME = /^([1-9]\d*)\.md$/;

/**
 * The glob loader's id for an article file: "3.md" -> "3"; any other name fails the build.
 * @public Read by src/content.config.ts, which `knip --production` does not read.
 */
export function articleIdFromFileName(fileName: string): string {
  const match = FILE_NAME.exec(fileName);
  if (!match?.[1]) {
    throw new Error(
      `Bad article file name ${ARTICLES_DIR}/${fileName}: expected {id}.md with id 1, 2, 3, ...`,
    );
  }
  return match[1];
}

/** A heading as Astro's Markdown pipeline reports it (`render()`'s `headings`). */
type Heading = { depth: number; slug: string; text: string };

/** What the collection holds for one article: its validated frontmatter and its render. */
export type ArticleEntry = {
  id: string;
  data: ArticleFrontmatter;
  rendered?: {
    html: string;
    metadata?: {
      headings?: readonly Heading[];
      frontmatter?: Record<string, unknown>;
      imagePaths?: readonly string[];
    };
  };
};

const isTocLevel = (depth: number): depth is TocEntry["level"] => depth === 2 || depth === 3;

/**
 * The table of contents: the level 2 and 3 headings, in order, text on one line.
 * @internal Exported for the Markdown tests too.
 */
export function tableOfContents(headings: readonly Heading[]): TocEntry[] {
  return headings.flatMap(({ depth, slug, text }) =>
    isTocLevel(depth) ? [{ id: slug, text: text.replace(/\s+/g, " ").trim(), level: depth }] : [],
  );
}

/** One collection entry as an article; throws, naming the file, when a body rule is broken. */
export function toArticle({ id, data, rendered }: ArticleEntry): Article {
  const file = `${ARTICLES_DIR}/${id}.md`;
  if (!rendered) throw new Error(`Article ${file} was not rendered (see the error above)`);
  const { headings = [], frontmatter = {}, imagePaths = [] } = rendered.metadata ?? {};
  if (imagePaths.length > 0) {
    throw new Error(`Article ${file} has a Markdown image: the picture is the image field`);
  }
  if (headings.some((heading) => heading.depth === 1)) {
    throw new Error(`Article ${file} has a level 1 heading (#): the page title is the h1`);
  }
  const { plainText, wordCount } = frontmatter;
  if (typeof plainText !== "string" || typeof wordCount !== "number") {
    throw new Error(`Article ${file} has no plain text: astro.config.mjs must use articleMarkdown`);
  }
  if (wordCount === 0) throw new Error(`Article ${file} has no body`);
  const author = authorFact(data.author) ?? data.author;
  return {
    id,
    ...data,
    author: articleByline(author),
    ...(isPlaceholder(author) && { authorPlaceholder: author.id }),
    readTime: readTime(wordCount),
    html: rendered.html,
    toc: tableOfContents(headings),
    plainText,
    wordCount,
  };
}

/**
 * The articles in list order (id ascending as a number); ids must run 1 to N. Translations
 * (`{ translations: true }`, the Spanish pass) are some of the English ids: gaps allowed.
 */
export function inListOrder(
  articles: readonly Article[],
  { translations = false }: { translations?: boolean } = {},
): Article[] {
  const sorted = [...articles].sort((a, b) => Number(a.id) - Number(b.id));
  if (translations) return sorted;
  if (articles.length === 0) throw new Error(`No blog articles in ${ARTICLES_DIR}`);
  sorted.forEach((article, index) => {
    const expected = String(index + 1);
    if (article.id !== expected) {
      throw new Error(
        `Blog article ids must run 1 to ${sorted.length} without gaps: ${expected}.md is missing in ${ARTICLES_DIR}`,
      );
    }
  });
  return sorted;
}

/** The article without its body: what lists, cards and neighbour links need. */
export function toSummary(article: Article): ArticleSummary {
  const { id, title, excerpt, category, author, authorPlaceholder, publishedAt, readTime } =
    article;
  const { tags, image, featured } = article;
  return {
    id,
    title,
    excerpt,
    category,
    author,
    ...(authorPlaceholder && { authorPlaceholder }),
    publishedAt,
    readTime,
    tags,
    image,
    featured,
  };
}

/** The articles before and after `id` in list order (absent at the ends or for an unknown id). */
export function neighboursOf(
  articles: readonly Article[],
  id: string,
): { previous?: ArticleSummary; next?: ArticleSummary } {
  const index = articles.findIndex((article) => article.id === id);
  if (index === -1) return {};
  const previous = articles[index - 1];
  const next = articles[index + 1];
  return {
    ...(previous ? { previous: toSummary(previous) } : {}),
    ...(next ? { next: toSummary(next) } : {}),
  };
}
