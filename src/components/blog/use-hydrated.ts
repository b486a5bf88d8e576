"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * `false` in the prerendered HTML and during hydration, `true` once the island runs. Controls
 * that only work with JavaScript stay disabled until then, so a click that comes before the
 * island hydrates is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
