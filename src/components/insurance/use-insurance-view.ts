"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { parseView, serializeView, type InsuranceView } from "@/lib/insurance-search";

const VIEW_CHANGE = "insurance-view-change";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(VIEW_CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(VIEW_CHANGE, onChange);
  };
}

/**
 * The insurance page's tab, search text and filter, kept in the URL query (?tab=&q=&filter=)
 * so a view can be shared and survives a reload. The prerendered HTML shows the default view.
 */
export function useInsuranceView(): [InsuranceView, (patch: Partial<InsuranceView>) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const view = useMemo(() => parseView(search), [search]);
  const update = useCallback((patch: Partial<InsuranceView>) => {
    const next = { ...parseView(window.location.search), ...patch };
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${serializeView(next)}${hash}`,
    );
    window.dispatchEvent(new Event(VIEW_CHANGE));
  }, []);
  return [view, update];
}
