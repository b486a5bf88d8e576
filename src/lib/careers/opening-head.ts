/**
 * What an opening's page tells search engines. A sample opening (`sample: true` in its file,
 * until the agency posts its own) is not a real, open job, and Google's job results want only
 * those: its page carries no JobPosting block, is `noindex` (no canonical URL, no Open Graph,
 * as the other unindexed pages), and the sitemap leaves it out. The page itself stays, marked
 * "Sample opening", so the careers page can show how openings will look.
 */
import { pageHead, type PageHead } from "@/lib/metadata";
import { jobPostingJsonLd } from "./job-posting";
import type { Opening } from "./opening-entries";
import { openingPage } from "./paths";

/** True for an opening search engines may index and list (not a sample). */
export const isIndexedOpening = (opening: Pick<Opening, "sample">): boolean => !opening.sample;

/** The head of the opening's page: indexed, or `noindex` while it is a sample. */
export function openingHead(opening: Opening): PageHead {
  const page = openingPage(opening);
  if (isIndexedOpening(opening)) return pageHead(page);
  // As `noIndexHead` (no canonical, no Open Graph), with the opening's own description.
  return { title: pageHead(page).title, description: page.description, noindex: true };
}

/** The page's structured data: a JobPosting for a real opening, none for a sample. */
export const openingJsonLd = (opening: Opening): object[] =>
  isIndexedOpening(opening) ? [jobPostingJsonLd(opening)] : [];
