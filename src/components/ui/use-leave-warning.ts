import { useEffect } from "react";

/** Asks the browser to confirm leaving (its own "Leave site?" dialog). */
function confirmLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set (its text is ignored).
  event.returnValue = "";
}

/**
 * While `active` (a form holds typed answers that were not sent), leaving the page (a link, the
 * back button, closing the tab, reloading) first asks the visitor to confirm. `beforeunload`
 * covers every way out of a page on this site, since each page is its own document.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    window.addEventListener("beforeunload", confirmLeaving);
    return () => window.removeEventListener("beforeunload", confirmLeaving);
  }, [active]);
}
