import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * "push" adds a history entry, so Back undoes the change (the blog's page and category);
 * "replace" rewrites the current one (typing, and the insurance explorer's tabs and filters).
 */
type HistoryMode = "push" | "replace";

/** Fired after a write: pushState and replaceState fire no event of their own. */
const URL_STATE_CHANGE = "url-state-change";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(URL_STATE_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(URL_STATE_CHANGE, onChange);
  };
}

const readSearch = () => window.location.search;

type UrlStateOptions = {
  /** The query the prerendered HTML (and hydration) shows: "" unless the page is one view. */
  serverSearch?: string;
  /** The path writes go to (default: the current one), e.g. "/blog" from "/blog/page/2". */
  path?: string;
};

/**
 * A view kept in the URL query, so it can be shared, survives a reload and follows Back and
 * Forward (popstate). `parse` reads the state from `location.search` (it must accept "" and
 * garbage); `serialize` writes the query string ("" or "?…") of a state. Pass module-level
 * functions: the state is re-parsed when either changes.
 *
 * `update(patch, mode)` merges the patch into the state read from the current URL, then pushes
 * or replaces the history entry (keeping the hash, and the path unless `options.path` names
 * another) unless the URL stays the same.
 * The entry's state is `null` (the native History API; nothing else reads it).
 */
export function useUrlState<State extends object>(
  parse: (search: string) => State,
  serialize: (state: State) => string,
  { serverSearch = "", path }: UrlStateOptions = {},
): [State, (patch: Partial<State>, mode: HistoryMode) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, () => serverSearch);
  const state = useMemo(() => parse(search), [parse, search]);
  const update = useCallback(
    (patch: Partial<State>, mode: HistoryMode) => {
      const query = serialize({ ...parse(window.location.search), ...patch });
      const { pathname, search: current, hash } = window.location;
      const target = path ?? pathname;
      if (target === pathname && query === current) return;
      const url = `${target}${query}${hash}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
      window.dispatchEvent(new Event(URL_STATE_CHANGE));
    },
    [parse, serialize, path],
  );
  return [state, update];
}
