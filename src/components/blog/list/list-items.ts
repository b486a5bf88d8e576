import { images } from "@/content/images";
import { formatArticleDate } from "@/lib/blog/dates";
import { siteLocale } from "@/lib/locale/current";
import type { ArticleSummary } from "@/lib/blog/types";
import type { BlogListItem } from "./types";

/**
 * Server side of the list: the articles read at build time, with their dates formatted and
 * pictures resolved, as the `BlogList` island's props (the image manifest stays out of it).
 * Only what the island reads: no image key, no alt (a card's picture is decorative), which
 * were 2 kB of every list page's HTML.
 */
export function blogListItems(summaries: readonly ArticleSummary[]): BlogListItem[] {
  return summaries.map(({ image, ...article }) => {
    const { src, width, height } = images[image];
    return {
      ...article,
      displayDate: formatArticleDate(article.publishedAt, siteLocale),
      picture: { src, width, height },
    };
  });
}
