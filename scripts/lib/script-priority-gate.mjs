/**
 * The `test:site` gate behind script-priority.mjs: every built page that loads the shell's
 * module script (SiteHeader's, under /_astro/) loads it with `fetchpriority="low"`. The build
 * adds the attribute after Astro writes the page and fails only when NO page carries the
 * script; this reads it back from every page, so a page that Astro writes another way (other
 * attributes, another order) and the build's pattern misses is named here. It reads each tag's
 * attributes in any order rather than reusing the writer's pattern, which would miss the same
 * pages the writer missed.
 */

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const SHELL_SRC = /^\/_astro\/SiteHeader[^/]*\.js$/;

/**
 * A tag's attributes, names lower-cased (a bare attribute's value is "").
 * @param {string} text
 */
function attributesOf(text) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const [, name, ...values] of text.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), values.find((value) => value !== undefined) ?? "");
  }
  return attributes;
}

/**
 * One problem per page whose shell module script lacks `fetchpriority="low"`, naming the page
 * (`/contact` for contact.html) and what it carries instead.
 * @param {Map<string, string>} pages built file (e.g. "contact.html") to its HTML
 * @returns {string[]}
 */
export function shellScriptPriorityProblems(pages) {
  const problems = [];
  for (const [file, html] of pages) {
    for (const [, text] of html.matchAll(SCRIPT_TAG)) {
      const attributes = attributesOf(text);
      const src = attributes.get("src") ?? "";
      if (attributes.get("type")?.toLowerCase() !== "module" || !SHELL_SRC.test(src)) continue;
      const priority = attributes.get("fetchpriority");
      if (priority?.toLowerCase() === "low") continue;
      const carries = priority === undefined ? "no fetchpriority" : `fetchpriority="${priority}"`;
      problems.push(`/${file.replace(/\.html$/, "")}: the shell's script ${src} has ${carries}`);
    }
  }
  return problems;
}
