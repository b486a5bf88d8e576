/**
 * The blog's articles: the `blog` content collection (src/content.config.ts: the Markdown files
 * of src/content/blog/articles, frontmatter checked by its schema, bodies rendered by Astro's
 * Markdown pipeline with src/lib/blog/markdown.ts). Server only: client components get
 * `ArticleSummary` objects as props, never this module (e2e/bundles.spec.ts fails if it or an
 * article body reach client JavaScript).
 */
import { getCollection } from "astro:content";
import { siteLocale } from "@/lib/locale/current";
import { inListOrder, neighboursOf, toArticle, toSummary } from "./article-entries";
import type { Article, ArticleSummary } from "./types";

let cache: Promise<readonly Article[]> | undefined;

/** All articles in list order (id ascending: "1" to "15"). Read once, then memoised. */
export function getArticles(): Promise<readonly Article[]> {
  cache ??= getCollection("blog").then((entries) =>
    Object.freeze(inListOrder(entries.map(toArticle), { translations: siteLocale === "es" })),
  );
  return cache;
}

/** Every article's summary, in list order. */
export async function getArticleSummaries(): Promise<ArticleSummary[]> {
  return (await getArticles()).map(toSummary);
}

/** The articles before and after `id` in list order (absent at the ends or for an unknown id). */
export async function getNeighbours(
  id: string,
): Promise<{ previous?: ArticleSummary; next?: ArticleSummary }> {
  return neighboursOf(await getArticles(), id);
}
