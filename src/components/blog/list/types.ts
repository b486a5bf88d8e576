import type { ImageAsset } from "@/content/types";
import type { ArticleSummary } from "@/lib/blog/types";

/**
 * What the client list gets per article: the summary plus what the server prepares, so the
 * browser needs neither the date formatting nor the image manifest.
 */
export type BlogListItem = ArticleSummary & {
  /** publishedAt formatted for display: "November 10, 2026". */
  displayDate: string;
  picture: ImageAsset;
};
