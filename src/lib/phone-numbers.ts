/**
 * Phone numbers written in running text (FAQ answers, articles, messages), found so that each
 * can be shown as a `tel:` link (issue 14: every phone number on the site is one).
 *
 * astro.config.mjs loads the blog's Markdown plugins, which use this module, before Vite's
 * aliases exist: relative imports only.
 */

/**
 * A North American number as people write it: 847-568-1033, 1-800-222-1222, (847) 568-1033,
 * 847.568.1033 or 847 568 1033; not part of a longer run of digits.
 */
const NORTH_AMERICAN =
  /(?<![\d-])(?:1[-. ])?(?:\(\d{3}\) ?|\d{3}[-. ])\d{3}[-. ]\d{4}(?![\d-]|\.\d)/g;

/** A phone number found in text: as written, and the `tel:` address that dials it. */
export type FoundPhone = { display: string; href: `tel:+1${string}` };

/** @internal Exported for its test. `tel:` address of a number written as above: +1 and its ten digits. */
export function telHrefOf(display: string): FoundPhone["href"] {
  const digits = display.replace(/\D/g, "");
  return `tel:+1${digits.length === 11 ? digits.slice(1) : digits}`;
}

/** The text cut around each phone number in it, in order; text without one is `[text]`. */
export function splitPhoneNumbers(text: string): (string | FoundPhone)[] {
  const parts: (string | FoundPhone)[] = [];
  let last = 0;
  for (const match of text.matchAll(NORTH_AMERICAN)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ display: match[0], href: telHrefOf(match[0]) });
    last = start + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push(text.slice(last));
  return parts;
}
