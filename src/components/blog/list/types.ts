import type { ImageAsset } from "@/content/types";
import type { ArticleSummary } from "@/lib/blog/types";

/**
 * What the client list gets per article: the summary plus what the server prepares, so the
 * browser needs neither the date formatting nor the image manifest. Without the image's key
 * (the picture is resolved) and its alt: these are the island's props, written into the page's
 * HTML, and a card's picture only decorates the title beside it (alt="").
 */
export type BlogListItem = Omit<ArticleSummary, "image"> & {
  /** publishedAt formatted for display: "November 10, 2026". */
  displayDate: string;
  picture: Omit<ImageAsset, "alt">;
};
