import { useId, useLayoutEffect, useRef, type ComponentProps } from "react";
import { useUrlState } from "@/components/ui/use-url-state";
import type { BlogCategory } from "@/content/blog/categories";
import { blogListCopy as copy } from "@/content/blog/list-copy";
import {
  BLOG_LIST_PATH,
  BLOG_PAGE_SIZE,
  parseListQuery,
  serializeListQuery,
} from "@/lib/blog/list-query";
import { filterArticles } from "@/lib/blog/search";
import { pageSlice, totalPages } from "@/lib/pagination";
import { ArticleCard } from "./article-card";
import { BlogEmptyState } from "./blog-empty-state";
import { BlogFilters } from "./blog-filters";
import { BlogPagination } from "./blog-pagination";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { BlogListItem } from "./types";

/**
 * Cards whose picture loads eagerly, first: only the first. The rest load lazily (Chromium starts
 * those in view as soon as the page is laid out), so on a phone two pictures below the screen no
 * longer compete with the typeface and the intro text, the page's largest paint.
 */
const EAGER_CARDS = 1;

function scrollToTop() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
}

/**
 * The article list: search, category, the count, a page of cards and the pagination. Search
 * text, category and page live in the URL query. A category change goes back to page 1; a
 * search change keeps the page (past the last page, the last page is shown).
 *
 * `page` is the prerendered page (/blog is 1, /blog/page/2 is 2): its HTML shows that page of
 * all articles with real links to the others, so the list reads without JavaScript. Once
 * hydrated, the view lives at /blog?page=2 like any other state (the address is rewritten in
 * place) and the links become the spec's buttons; the filters are disabled until then.
 */
export function BlogList({
  articles,
  page = 1,
}: {
  articles: readonly BlogListItem[];
  page?: number;
}) {
  const [state, update] = useUrlState(parseListQuery, serializeListQuery, {
    serverSearch: serializeListQuery({ query: "", category: undefined, page }),
    path: BLOG_LIST_PATH,
  });
  // /blog/page/N -> /blog?page=N before the first paint, so the state comes from the query.
  useLayoutEffect(() => {
    if (page > 1 && !new URLSearchParams(window.location.search).has("page")) {
      update({ page }, "replace");
    }
  }, [page, update]);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const matches = filterArticles(articles, state);
  const pageCount = totalPages(matches.length, BLOG_PAGE_SIZE);
  const slice = pageSlice(matches.length, state.page, BLOG_PAGE_SIZE);
  const shown = matches.slice(slice.start, slice.end);

  const focusResults = () => headingRef.current?.focus({ preventScroll: true });

  const goToPage = (page: number) => {
    update({ page }, "push");
    scrollToTop();
    focusResults();
  };

  const setCategory = (category: BlogCategory | undefined) => update({ category, page: 1 }, "push");

  const viewAll = () => {
    update({ query: "", category: undefined, page: 1 }, "push");
    focusResults();
  };

  return (
    <div className="flex flex-col gap-8">
      <LiveFilters
        query={state.query}
        category={state.category}
        onQueryChange={(query) => update({ query }, "replace")}
        onCategoryChange={setCategory}
      />
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <div role="status">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl leading-tight sm:text-3xl"
            >
              {copy.resultCount(matches.length)}
            </h2>
          </div>
          {matches.length > 0 ? (
            <p className="text-lg text-muted" data-result-range>
              {copy.showing(slice.from, slice.to, matches.length)}
            </p>
          ) : null}
        </div>
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-article-grid>
            {shown.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} priority={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <BlogEmptyState onViewAll={viewAll} />
        )}
        <LivePagination pageCount={pageCount} page={slice.page} onPageChange={goToPage} />
      </section>
    </div>
  );
}

/*
 * The filters (disabled) and the pagination (links) change once the island runs. Each reads
 * useHydrated itself: the re-render React forces after hydration then covers these two alone,
 * not the list and its cards (on /blog it was Lighthouse's longest task, 237 ms of 261 ms TBT).
 */
function LiveFilters(props: Omit<ComponentProps<typeof BlogFilters>, "disabled">) {
  return <BlogFilters {...props} disabled={!useHydrated()} />;
}

function LivePagination(props: Omit<ComponentProps<typeof BlogPagination>, "links">) {
  return <BlogPagination {...props} links={!useHydrated()} />;
}
