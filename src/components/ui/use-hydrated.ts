"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once the island runs in the browser.
 * Islands use it for progressive enhancement: without JavaScript the page shows everything
 * (every FAQ answer, every map panel) and controls that need script are not offered yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
