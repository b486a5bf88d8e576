import { images } from "@/content/images";
import { formatArticleDate } from "@/lib/blog/dates";
import { siteLocale } from "@/lib/locale/current";
import type { ArticleSummary } from "@/lib/blog/types";
import type { BlogListItem } from "./types";

/**
 * Server side of the list: the articles read at build time, with their dates formatted and
 * pictures resolved, as the `BlogList` island's props (the image manifest stays out of it).
 */
export function blogListItems(summaries: readonly ArticleSummary[]): BlogListItem[] {
  return summaries.map((article) => ({
    ...article,
    displayDate: formatArticleDate(article.publishedAt, siteLocale),
    picture: images[article.image],
  }));
}
