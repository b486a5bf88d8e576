/**
 * The ZIP code or town the ZIP check answered "yes" for, handed to the contact form when the
 * visitor follows "Request care", so they need not type it again. It goes through the tab's
 * sessionStorage, never the URL: a ZIP code is an identifier under HIPAA, and a query string
 * reaches the server's access log, the browser's history and any Referer header, while
 * sessionStorage stays in this tab, is gone when the tab closes, and is read once (taken and
 * removed) by the contact form as it hydrates. On /contact itself the link does not reload
 * the page, so the check also sends `REQUEST_CARE_EVENT` and the form takes the area then.
 */
const KEY = "request-care-area";

/** Fired on `window` when an area was saved, for a contact form already on the page. */
export const REQUEST_CARE_EVENT = "request-care-area";

/** Five digits, or a town name as the ZIP check prints it ("Saint Charles", "O'Fallon"). */
const AREA = /^(?:\d{5}|[A-Za-z][A-Za-z .'-]{0,59})$/;

/** Storage can be switched off or full: the hand-off is a convenience, never an error. */
export function saveRequestArea(storage: Storage | undefined, area: string): void {
  if (!AREA.test(area)) return;
  try {
    storage?.setItem(KEY, area);
  } catch {
    // Not kept: the visitor types it in the form.
  }
}

/** The saved area, removed as it is read (so it fills one form, once); undefined if none. */
export function takeRequestArea(storage: Storage | undefined): string | undefined {
  try {
    const area = storage?.getItem(KEY) ?? undefined;
    storage?.removeItem(KEY);
    return area !== undefined && AREA.test(area) ? area : undefined;
  } catch {
    return undefined;
  }
}
