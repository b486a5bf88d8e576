/*
 * The blog list's state in the URL query (?q=heart&category=Cardiac+Care&page=2), so a view can
 * be shared, survives a reload and the back button. Default values are left out. Pure.
 */
import { blogCategories, type BlogCategory } from "@/content/blog/categories";
import { readSearchText, toParams, toQueryString, writeSearchText } from "../url-query";

export type BlogListState = {
  /** The search text as typed (may be blank). */
  query: string;
  /** `undefined` means All Categories. */
  category: BlogCategory | undefined;
  /** 1-based; may be past the last page (the list then shows its last page). */
  page: number;
};

/** The list's starting state (spec §4): page 1, All Categories, empty search. */
const DEFAULT_LIST_STATE: BlogListState = { query: "", category: undefined, page: 1 };

/** Articles per page of the list (spec §9). */
export const BLOG_PAGE_SIZE = 6;

/** Highest page number accepted from a URL (anything larger is not a real page). */
const MAX_PAGE = 9999;

function isBlogCategory(value: string | null): value is BlogCategory {
  return blogCategories.some((category) => category === value);
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return DEFAULT_LIST_STATE.page;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : DEFAULT_LIST_STATE.page;
}

/**
 * Reads the state from a query string (with or without "?") or URLSearchParams. An unknown
 * category or a page that is not a whole number from 1 falls back to the default; the search
 * text is cut to 100 characters.
 */
export function parseListQuery(search: string | URLSearchParams): BlogListState {
  const params = toParams(search);
  const category = params.get("category");
  return {
    query: readSearchText(params, "q"),
    category: isBlogCategory(category) ? category : DEFAULT_LIST_STATE.category,
    page: parsePage(params.get("page")),
  };
}

/** "" for the default state, otherwise e.g. "?q=heart&category=Cardiac+Care&page=2". */
export function serializeListQuery(state: BlogListState): string {
  const params = new URLSearchParams();
  writeSearchText(params, "q", state.query);
  if (state.category !== undefined) params.set("category", state.category);
  if (Number.isInteger(state.page) && state.page > 1) params.set("page", String(state.page));
  return toQueryString(params);
}

/** The list's path: its first page, and where the JavaScript view keeps its query. */
export const BLOG_LIST_PATH = "/blog";

/** The prerendered page `page` of the full list: /blog, /blog/page/2, /blog/page/3... */
export function blogPagePath(page: number): `/${string}` {
  return page > 1 ? `${BLOG_LIST_PATH}/page/${page}` : BLOG_LIST_PATH;
}
