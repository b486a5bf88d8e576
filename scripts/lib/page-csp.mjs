/**
 * One page's Content-Security-Policy, made from the policy its path gets (serve.json's rules,
 * scripts/lib/csp.mjs) and what the built page holds:
 *
 * - No translation widget (`data-translate-widget`, TranslateControl.astro): no Google host in
 *   `script-src`, `style-src`, `img-src` or `connect-src` (they are there for the widget only).
 * - No widget and no `style` attribute: `style-src` without `'unsafe-inline'`, with the
 *   SHA-256 hash of each of the page's `<style>` blocks instead (Astro's island style, the
 *   inlined font faces). A page with the widget keeps `'unsafe-inline'`: Google's Website
 *   Translator writes `<style>` elements and `style` attributes into the page when a visitor
 *   opens it, and a hash in the list would switch `'unsafe-inline'` off (CSP level 2).
 */
import { createHash } from "node:crypto";

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** A `style` attribute on any element (not a word "style=" in text: it sits inside a tag). */
const STYLE_ATTRIBUTE = /<[a-z][^<>]*?\sstyle\s*=/i;
const WIDGET = /\sdata-translate-widget\b/;
const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(google|googleapis|gstatic)\.com$/;
const WIDGET_DIRECTIVES = new Set(["script-src", "style-src", "img-src", "connect-src"]);

/**
 * The `'sha256-…'` source of every `<style>` block of `html`, in page order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyleHashesOf(html) {
  return [...html.matchAll(STYLE)].map(
    ([, body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
}

/**
 * `policy` narrowed to what `html` needs (see the module's comment); `policy` itself when
 * nothing can be taken away.
 * @param {string} policy
 * @param {string} html
 */
export function pagePolicy(policy, html) {
  if (WIDGET.test(html)) return policy;
  const strictStyles = !STYLE_ATTRIBUTE.test(html);
  const styleHashes = [...new Set(inlineStyleHashesOf(html))];
  return policy
    .split(";")
    .map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      if (!WIDGET_DIRECTIVES.has(name)) return directive.trim();
      let kept = sources.filter((source) => !GOOGLE.test(source));
      if (name === "style-src" && strictStyles && kept.includes("'unsafe-inline'")) {
        kept = kept.filter((source) => source !== "'unsafe-inline'").concat(styleHashes);
      }
      return [name, ...kept].join(" ");
    })
    .join("; ");
}
