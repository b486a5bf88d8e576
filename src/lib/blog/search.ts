/*
 * Blog search (spec §5): a case-insensitive substring match on the title, the excerpt or any
 * tag, combined with the category filter. Pure: no React, no DOM.
 */
import type { BlogCategory } from "@/content/blog/categories";
import type { ArticleSummary } from "./types";

/** `undefined` or "all" means All Categories. */
type CategoryFilter = BlogCategory | "all" | undefined;

export type ArticleSearch = { query: string; category?: CategoryFilter };

type Searchable = Pick<ArticleSummary, "title" | "excerpt" | "tags" | "category">;

/** True when the (trimmed) query occurs in the title, the excerpt or a tag, ignoring case. */
function matchesQuery(article: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return [article.title, article.excerpt, ...article.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The articles that match the query and are in the category, in their input order. */
export function filterArticles<T extends Searchable>(
  articles: readonly T[],
  { query, category }: ArticleSearch,
): T[] {
  return articles.filter(
    (article) =>
      (category === undefined || category === "all" || article.category === category) &&
      matchesQuery(article, query),
  );
}
