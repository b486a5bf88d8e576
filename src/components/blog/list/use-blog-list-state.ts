"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { parseListQuery, serializeListQuery, type BlogListState } from "@/lib/blog/list-query";

const STATE_CHANGE = "blog-list-change";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(STATE_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(STATE_CHANGE, onChange);
  };
}

/**
 * "push" adds a history entry (page and category changes: the back button undoes them);
 * "replace" rewrites the current one (typing: no entry per keystroke).
 */
export type HistoryMode = "push" | "replace";

export type UpdateListState = (patch: Partial<BlogListState>, mode: HistoryMode) => void;

/**
 * The blog list's search text, category and page, kept in the URL query (?q=&category=&page=)
 * so a view can be shared, survives a reload and works with the back button. The prerendered
 * HTML shows the default view: page 1 of all articles.
 */
export function useBlogListState(): [BlogListState, UpdateListState] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const state = useMemo(() => parseListQuery(search), [search]);
  const update = useCallback<UpdateListState>((patch, mode) => {
    const next = { ...parseListQuery(window.location.search), ...patch };
    const { pathname, hash } = window.location;
    const query = serializeListQuery(next);
    if (query === window.location.search) return;
    // `null` state: Next.js copies its own router state into the entry (native History API).
    const url = `${pathname}${query}${hash}`;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
    window.dispatchEvent(new Event(STATE_CHANGE));
  }, []);
  return [state, update];
}
