/**
 * A small reader and writer for the minified stylesheet the build inlines (Tailwind's output
 * after Vite's minifier: flat rules, no nesting). Enough structure to keep or drop whole rules
 * (scripts/lib/page-css.mjs); declarations and the bodies of @font-face, @property and
 * @keyframes are kept as written. Strings, comments and backslash escapes (`.top-1\.5`,
 * `.w-\[calc\(100\%-1rem\)\]`) are honoured, so a brace or comma inside them is not structure.
 */

/**
 * @typedef {{ type: "rule", selector: string, body: string }} CssRule
 * @typedef {{ type: "block", prelude: string, children: CssNode[] }} CssGroup an at-rule holding
 *   rules (@media, @supports, @layer, @container…)
 * @typedef {{ type: "at", prelude: string, body: string | undefined }} CssAt any other at-rule,
 *   its body raw (`undefined` for a statement such as `@layer a,b;`)
 * @typedef {{ type: "comment", text: string }} CssComment a kept `/*! … *\/` comment (licence)
 * @typedef {CssRule | CssGroup | CssAt | CssComment} CssNode
 */

/** At-rules whose block holds rules, not declarations. */
const GROUPS = /^@(?:media|supports|layer|container|scope|starting-style|document)\b/i;

/**
 * The index just past the string, comment or escape starting at `i`, or `i` itself.
 * @param {string} css
 * @param {number} i
 */
export function skipAtom(css, i) {
  const c = css[i];
  if (c === "\\") return Math.min(i + 2, css.length);
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === "\\" ? 2 : 1;
    return Math.min(j + 1, css.length);
  }
  if (c === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i;
}

/**
 * The index of the first of `stops` at depth 0 (outside strings, comments, escapes and
 * brackets) from `i`, or the end.
 * @param {string} css
 * @param {number} i
 * @param {string} stops
 */
export function scanTo(css, i, stops) {
  let depth = 0;
  while (i < css.length) {
    const next = skipAtom(css, i);
    if (next !== i) {
      i = next;
      continue;
    }
    const c = /** @type {string} */ (css[i]);
    if (depth === 0 && stops.includes(c)) return i;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    i++;
  }
  return i;
}

/**
 * The index of the `}` that closes the block whose `{` is at `open`.
 * @param {string} css
 * @param {number} open
 */
function closing(css, open) {
  let depth = 0;
  for (let i = open; i < css.length;) {
    const next = skipAtom(css, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i;
    i++;
  }
  throw new Error(`unclosed block at ${open}`);
}

/**
 * The nodes of a stylesheet (or of a group's inside).
 * @param {string} css
 * @returns {CssNode[]}
 */
export function parseCss(css) {
  /** @type {CssNode[]} */
  const nodes = [];
  let i = 0;
  while (i < css.length) {
    if (/\s/.test(css[i] ?? "")) {
      i++;
      continue;
    }
    if (css.startsWith("/*", i)) {
      const end = skipAtom(css, i);
      if (css.startsWith("/*!", i)) nodes.push({ type: "comment", text: css.slice(i, end) });
      i = end;
      continue;
    }
    const stop = scanTo(css, i, css[i] === "@" ? "{;" : "{");
    const prelude = css.slice(i, stop).trim();
    if (stop >= css.length || css[stop] === ";") {
      if (prelude.startsWith("@")) nodes.push({ type: "at", prelude, body: undefined });
      else if (prelude) throw new Error(`a rule without a block: ${prelude.slice(0, 60)}`);
      i = stop + 1;
      continue;
    }
    const end = closing(css, stop);
    const inside = css.slice(stop + 1, end);
    if (!prelude.startsWith("@")) nodes.push({ type: "rule", selector: prelude, body: inside });
    else if (GROUPS.test(prelude))
      nodes.push({ type: "block", prelude, children: parseCss(inside) });
    else nodes.push({ type: "at", prelude, body: inside });
    i = end + 1;
  }
  return nodes;
}

/**
 * A stylesheet from its nodes, minified as it came.
 * @param {readonly CssNode[]} nodes
 * @returns {string}
 */
export function printCss(nodes) {
  return nodes
    .map((node) => {
      if (node.type === "comment") return node.text;
      if (node.type === "rule") return `${node.selector}{${node.body}}`;
      if (node.type === "block") return `${node.prelude}{${printCss(node.children)}}`;
      return node.body === undefined ? `${node.prelude};` : `${node.prelude}{${node.body}}`;
    })
    .join("");
}
