import { images } from "@/content/images";
import { getArticleSummaries } from "@/lib/blog/articles";
import { formatArticleDate } from "@/lib/blog/dates";
import { BlogList } from "./blog-list";
import type { BlogListItem } from "./types";

/** Server side of the list: reads the articles at build time and hands them to `BlogList`. */
export function BlogListSection() {
  const articles = getArticleSummaries().map((article): BlogListItem => ({
    ...article,
    displayDate: formatArticleDate(article.publishedAt),
    picture: images[article.image],
  }));
  return <BlogList articles={articles} />;
}
