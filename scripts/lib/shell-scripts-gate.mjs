/**
 * The `test:site` gate behind shell-scripts.mjs: no built page fetches a shell script (the
 * header's, an article's: `/_astro/SiteHeader…js`, `/_astro/ArticleScripts…js`) with a script
 * tag, which the browser would fetch before the first paint; and every page with the site's
 * header loads the header's script through the build's loader (after the first paint). The build
 * fails only when NO page carries the script; this reads every page back, so a page that Astro
 * writes another way (other attributes, another order, the script inlined) and the build's
 * pattern misses is named here. It reads each tag's attributes in any order rather than reusing
 * the writer's pattern, which would miss the same pages the writer missed.
 */

import { parseAttributes } from "./page-scripts.mjs";
import { loaderSources } from "./shell-scripts.mjs";

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SHELL_SRC = /^\/_astro\/(?:SiteHeader|ArticleScripts)[^/]*\.js$/;
/** The site's header is on the page (its mobile menu). */
const HEADER = /<dialog\b[^>]*\bdata-mobile-menu\b/i;

/**
 * One problem per page that fetches a shell script with a tag, or that has the site's header and
 * no loader importing the header's script, naming the page (`/contact` for contact.html).
 * @param {Map<string, string>} pages built file (e.g. "contact.html") to its HTML
 * @returns {string[]}
 */
export function shellScriptProblems(pages) {
  const problems = [];
  for (const [file, html] of pages) {
    const route = `/${file.replace(/\.html$/, "")}`;
    let loadsHeader = false;
    for (const [, text, body] of html.matchAll(SCRIPT_TAG)) {
      const src = parseAttributes(text).get("src") ?? "";
      if (SHELL_SRC.test(src)) {
        problems.push(`${route}: fetches the shell's script ${src} before the first paint`);
      }
      if (loaderSources(body).some((loaded) => /^\/_astro\/SiteHeader[^/]*\.js$/.test(loaded))) {
        loadsHeader = true;
      }
    }
    if (HEADER.test(html) && !loadsHeader) {
      problems.push(`${route}: has the header but no loader of its script after the first paint`);
    }
  }
  return problems;
}
