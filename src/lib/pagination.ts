/*
 * Page arithmetic and the page-number rule of spec §9: all page numbers when there are 7 pages
 * or fewer; otherwise the first, the last, the current page and its neighbours, with an
 * ellipsis wherever numbers are skipped; nothing with one page or none. Pure: no React, no DOM.
 */

/** Up to this many pages, every page number is shown. */
const MAX_PAGES_WITHOUT_ELLIPSIS = 7;

/** A page number, or an ellipsis before ("start") or after ("end") the current page. */
export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

/** Pages needed for `count` items: 0 for none. */
export function totalPages(count: number, pageSize: number): number {
  if (!(pageSize > 0)) throw new RangeError(`pageSize must be positive, got ${pageSize}`);
  return Math.max(0, Math.ceil(count / pageSize));
}

/** `page` as a whole page between 1 and `pageCount` (1 when there are no pages or no number). */
function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

export type PageSlice = {
  /** The page actually shown (clamped). */
  page: number;
  /** Array indices: items.slice(start, end). */
  start: number;
  end: number;
  /** 1-based numbers for "Showing {from} to {to} of {total}"; both 0 when there is nothing. */
  from: number;
  to: number;
};

/** Which items page `page` shows; a page past the end shows the last page. */
export function pageSlice(total: number, page: number, pageSize: number): PageSlice {
  const shown = clampPage(page, totalPages(total, pageSize));
  const start = total === 0 ? 0 : (shown - 1) * pageSize;
  const end = Math.min(start + pageSize, total);
  return { page: shown, start, end, from: total === 0 ? 0 : start + 1, to: end };
}

/** The page buttons to show, in order (see the rule at the top of this file). */
export function paginationItems(pageCount: number, currentPage: number): PaginationItem[] {
  if (pageCount <= 1) return [];
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  if (pageCount <= MAX_PAGES_WITHOUT_ELLIPSIS) return pages;
  const current = clampPage(currentPage, pageCount);
  const shown = pages.filter(
    (page) => page === 1 || page === pageCount || Math.abs(page - current) <= 1,
  );
  const items: PaginationItem[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous > 1) {
      items.push(page <= current ? "ellipsis-start" : "ellipsis-end");
    }
    items.push(page);
  });
  return items;
}
