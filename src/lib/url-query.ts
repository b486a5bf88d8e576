/*
 * Small pieces shared by the parse and serialize functions of the views kept in a URL query
 * (the insurance explorer's and the blog list's, read and written by `useUrlState`). Pure.
 */

/** Longest search text kept from a URL. */
const MAX_SEARCH_LENGTH = 100;

/** The parameters of a query string ("?a=1&b=2", with or without the "?") or URLSearchParams. */
export function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === "string" ? new URLSearchParams(search) : search;
}

/** Search text as typed, cut to 100 characters; "" when absent or blank. */
export function readSearchText(params: URLSearchParams, key: string): string {
  const text = (params.get(key) ?? "").slice(0, MAX_SEARCH_LENGTH);
  return text.trim() === "" ? "" : text;
}

/** Sets search text (cut to 100 characters) unless it is blank. */
export function writeSearchText(params: URLSearchParams, key: string, text: string): void {
  if (text.trim() !== "") params.set(key, text.slice(0, MAX_SEARCH_LENGTH));
}

/** "" for no parameters, otherwise "?" and the parameters in the order they were set. */
export function toQueryString(params: URLSearchParams): string {
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
