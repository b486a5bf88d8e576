"use client";

import { useSyncExternalStore, type ReactNode } from "react";

const noSubscription = () => () => {};

/**
 * The static host answers every missing path with one 404.html, so a message that depends on
 * the path (an unknown insurance provider) can only be chosen in the browser. Renders `match`
 * when the current path fits `pattern`, else `children` (which is what the prerendered HTML holds).
 */
export function PathSwitch({
  pattern,
  match,
  children,
}: {
  pattern: string;
  match: ReactNode;
  children: ReactNode;
}) {
  const matches = useSyncExternalStore(
    noSubscription,
    () => new RegExp(pattern).test(window.location.pathname),
    () => false,
  );
  return matches ? match : children;
}
