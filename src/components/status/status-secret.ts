import { SECRET_PATTERN } from "@/lib/intake/status-link";

/**
 * Where the status page finds its link's secret. The link carries it in the fragment
 * (`/status#<secret>`), which browsers never send to a server or in a Referer. The page takes
 * it out of the address bar at once (`history.replaceState`), so it is not left on screen, in a
 * screenshot, a bookmark or a "share this page", and keeps it in `sessionStorage`: that
 * storage belongs to this tab alone and is emptied when the tab closes, so a reload (or the
 * switch to the other language) still finds the request, while nothing stays on the device
 * the way `localStorage` or a cookie would (and a cookie would travel to the server).
 */
const STORAGE_KEY = "status-link";

export type SecretFound = { secret: string } | { missing: true } | { invalid: true };

export function takeSecret(
  location: Pick<Location, "hash" | "pathname" | "search">,
  history: Pick<History, "replaceState" | "state">,
  storage: Pick<Storage, "getItem" | "setItem"> | null,
): SecretFound {
  const fragment = location.hash.replace(/^#/, "");
  if (fragment) {
    history.replaceState(history.state, "", `${location.pathname}${location.search}`);
    if (!SECRET_PATTERN.test(fragment)) return { invalid: true };
    try {
      storage?.setItem(STORAGE_KEY, fragment);
    } catch {
      // Storage refused (a private mode, a full quota): the page still works until a reload.
    }
    return { secret: fragment };
  }
  let kept: string | null = null;
  try {
    kept = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    kept = null;
  }
  return kept && SECRET_PATTERN.test(kept) ? { secret: kept } : { missing: true };
}

/** `sessionStorage`, or null where reading it throws (storage disabled). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
