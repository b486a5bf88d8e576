/**
 * The blog's data contract. Articles live as Markdown files with frontmatter in
 * `src/content/blog/articles/{id}.md`, the `blog` content collection; `src/lib/blog/articles.ts`
 * reads it at build time (server only) and produces these shapes. Client components receive
 * `ArticleSummary` only.
 */
import type { BlogCategory } from "@/content/blog/categories";
import type { ImageKey } from "@/content/images";

/** What the list, search, cards and prev/next need: no body, small enough to ship to the browser. */
export type ArticleSummary = {
  /** "1" to "15"; the URL is /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /**
   * The byline: the author's name and credential ("Maria Alvarez, RN, BSN") once the agency
   * has confirmed it, "Beyond Care clinical team" while the named author is a placeholder.
   */
  author: string;
  /** The named author's placeholder id while it is one (`data-placeholder` on the byline). */
  authorPlaceholder?: string;
  /** ISO date, YYYY-MM-DD. */
  publishedAt: string;
  /** Minutes, computed from the word count (never written by hand). */
  readTime: number;
  tags: readonly string[];
  image: ImageKey;
  featured: boolean;
};

/** One table-of-contents entry: a level 2 or 3 heading of the body, with its id heading-N. */
export type TocEntry = { id: string; text: string; level: 2 | 3 };

/** A whole article, rendered at build time. */
export type Article = ArticleSummary & {
  /** The body as HTML; its h2/h3 carry ids heading-1, heading-2, ... in document order. */
  html: string;
  toc: readonly TocEntry[];
  /** The body as plain text (for read aloud), without markup. */
  plainText: string;
  wordCount: number;
};
