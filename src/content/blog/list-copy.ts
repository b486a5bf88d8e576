/**
 * Copy of the blog list page (/blog, spec §2 "Blog", §8 "Empty blog result"). Quoted labels are
 * the spec's, word for word: 'No articles found', the hint, 'View All Articles',
 * 'Showing X to Y of Z articles' and 'N article(s) found'.
 */

export type BlogListCopy = {
  /** The breadcrumb's last crumb (Home > Blog). */
  breadcrumb: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** Accessible name of the search and filter group. */
  filtersLabel: string;
  search: { label: string; placeholder: string };
  category: { label: string; all: string };
  /** The results heading: "1 article found", "15 articles found". */
  resultCount: (count: number) => string;
  /** "Showing 7 to 12 of 15 articles" ("of 1 article" for a single match). */
  showing: (from: number, to: number, total: number) => string;
  empty: { title: string; hint: string; viewAll: string };
  pagination: {
    label: string;
    previous: string;
    next: string;
    /** The accessible name of a page button: "Page 2". */
    page: (page: number) => string;
    /** Shown for skipped pages; hidden from screen readers. */
    ellipsis: string;
    /** The title of a prerendered later page: "Home Health Care Blog (Page 2)". */
    pageTitle: (title: string, page: number) => string;
  };
  card: {
    readMore: string;
    featured: string;
    readTime: (minutes: number) => string;
  };
};

export const blogListCopy = {
  breadcrumb: "Blog",
  eyebrow: "Articles & Resources",
  title: "Health & Wellness Blog",
  intro:
    "Plain-language guides from our nurses and therapists on home health care, Medicare, safety at home, nutrition, recovery and living well with a chronic condition.",
  filtersLabel: "Search and filter articles",
  search: { label: "Search articles", placeholder: "Search articles..." },
  category: { label: "Category", all: "All Categories" },
  resultCount: (count) => `${count} ${count === 1 ? "article" : "articles"} found`,
  showing: (from, to, total) =>
    `Showing ${from} to ${to} of ${total} ${total === 1 ? "article" : "articles"}`,
  empty: {
    title: "No articles found",
    hint: "Try adjusting your search terms or browse all categories.",
    viewAll: "View All Articles",
  },
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    page: (page) => `Page ${page}`,
    ellipsis: "…",
    pageTitle: (title, page) => `${title} (Page ${page})`,
  },
  card: {
    readMore: "Read More",
    featured: "Featured",
    readTime: (minutes) => `${minutes} min read`,
  },
} satisfies BlogListCopy;
