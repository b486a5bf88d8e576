/**
 * Per-page CSS (issue 32): each page inlines the whole Tailwind stylesheet (astro.config.mjs,
 * `inlineStylesheets: "always"`), about 68 kB a page view parses again at first paint. This
 * keeps, for one page, the rules it can use: a rule stays when, for one of its selectors, every
 * class it needs appears in the page's text (its HTML and the code of every script it may load,
 * on demand too: an island draws its classes at run time, a dialog opened later included).
 *
 * "Appears" is a plain substring test on that text, as Tailwind's own scan of the sources is:
 * a class the code builds from pieces could not have been generated anyway. The test keeps too
 * much rather than too little (`flex` is inside `inline-flex`). An element a selector names
 * (`hr`, `table`, the reset's rules for form fields) is needed the same way: its name a token of
 * the text. Rules that need neither (`*`, `[data-site-header] *`) always stay. A class inside `:not()` is not
 * needed for a match, nor one inside an `:is()`/`:where()`/`:has()` list of alternatives.
 */
import { parseCss, printCss, scanTo, skipAtom } from "./css-blocks.mjs";
import { inlineConstants, themeConstants } from "./page-css-constants.mjs";

/** @typedef {import("./css-blocks.mjs").CssNode} CssNode */

/** Functional pseudo-classes whose argument is a selector list. */
const SELECTOR_FUNCTION = /^:(not|is|where|has|matches|-webkit-any)\(/i;

/**
 * `selector` without attribute selectors, strings, `:not(…)` and argument lists that offer
 * alternatives, so that every class left in it must be on the page for a match.
 * @param {string} selector one complex selector (no top-level comma)
 * @returns {string}
 */
function needed(selector) {
  let kept = "";
  for (let i = 0; i < selector.length;) {
    const c = selector[i];
    if (c === "\\") {
      kept += selector.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c === "[" || c === '"' || c === "'") {
      // An attribute selector or a string: skip it whole (`[href$=".pdf"]` names no class),
      // leaving a data attribute's name as `[data-x]` for requiredElements.
      const end = c === "[" ? scanTo(selector, i + 1, "]") + 1 : skipAtom(selector, i);
      const data = c === "[" ? /^\[\s*(data-[\w-]+)/.exec(selector.slice(i, end)) : null;
      if (data) kept += ` [${data[1]}] `;
      i = end;
      continue;
    }
    const fn = SELECTOR_FUNCTION.exec(selector.slice(i, i + 14));
    if (fn) {
      const open = i + fn[0].length;
      const close = scanTo(selector, open, ")");
      const inside = selector.slice(open, close);
      const alternatives = scanTo(inside, 0, ",") < inside.length;
      if (fn[1]?.toLowerCase() !== "not" && !alternatives) kept += ` ${needed(inside)} `;
      i = close + 1;
      continue;
    }
    kept += c;
    i++;
  }
  return kept;
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\x00-\x7f])+)/g;

/**
 * A class name as written in HTML: `top-1\.5\!` → `top-1.5!`, `\32 xl\:p-4` → `2xl:p-4`.
 * @param {string} escaped
 */
const unescapeClass = (escaped) =>
  escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );

/**
 * For each selector of a selector list, the classes a page needs for it to match.
 * @internal Exported for its test.
 * @param {string} selectorList
 * @returns {string[][]}
 */
export function requiredClasses(selectorList) {
  const lists = [];
  for (let start = 0; start <= selectorList.length;) {
    const comma = scanTo(selectorList, start, ",");
    const rest = needed(selectorList.slice(start, comma));
    lists.push([...rest.matchAll(CLASS)].map((match) => unescapeClass(match[1] ?? "")));
    start = comma + 1;
  }
  return lists;
}

/**
 * Pseudo-elements that exist only on some elements: the reset's rules for a date field's parts,
 * a placeholder or a file button cannot match on a page without a form field.
 */
const PSEUDO_ELEMENT_HOSTS = [
  [/^::(?:-webkit-(?:date|calendar|inner-spin|outer-spin|search)|file-selector)/i, ["input"]],
  [/^::placeholder$/i, ["input", "textarea"]],
];

/**
 * For each selector of a selector list, the elements a page needs for it to match: each entry
 * is a list of alternatives (`hr` → [["hr"]]; `::placeholder` → [["input", "textarea"]]), and
 * the data attributes, marked `[` (`[data-print-status]` → [["[data-print-status",
 * "[printStatus"]]: the attribute in markup, or its dataset key in a script).
 * Type selectors inside `:not()` or a list of alternatives are not needed, as for classes.
 * @internal Exported for its test.
 * @param {string} selectorList
 * @returns {string[][][]}
 */
export function requiredElements(selectorList) {
  const lists = [];
  for (let start = 0; start <= selectorList.length;) {
    const comma = scanTo(selectorList, start, ",");
    /** @type {string[][]} */
    const elements = [];
    const rest = needed(selectorList.slice(start, comma))
      .replace(/\[(data-[\w-]+)\]/g, (_, name) => {
        // A data attribute: in the markup as written, or in a script as its dataset key.
        const key = name
          .slice(5)
          .replace(/-(\w)/g, (/** @type {string} */ m) => m[1].toUpperCase());
        elements.push([`[${name}`, `[${key}`]);
        return " ";
      })
      .replace(CLASS, " ")
      .replace(/#[\w-]+/g, " ")
      .replace(/::?[\w-]+/g, (pseudo) => {
        const hosts = PSEUDO_ELEMENT_HOSTS.find(([pattern]) => pattern.test(pseudo))?.[1];
        if (hosts) elements.push(hosts);
        return " ";
      });
    for (const [name] of rest.matchAll(/[a-zA-Z][\w-]*/g)) elements.push([name.toLowerCase()]);
    lists.push(elements);
    start = comma + 1;
  }
  return lists;
}

/**
 * Whether a rule with this selector list can match on a page with these classes (and, when
 * `hasElement` is given, these elements).
 * @param {string} selectorList
 * @param {(token: string) => boolean} has
 * @param {(name: string) => boolean} [hasElement]
 */
export function selectorCanMatch(selectorList, has, hasElement) {
  const classes = requiredClasses(selectorList);
  const elements = hasElement ? requiredElements(selectorList) : [];
  return classes.some(
    (needs, i) =>
      needs.every(has) &&
      (elements[i] ?? []).every((alternatives) => alternatives.some(hasElement ?? (() => true))),
  );
}

/**
 * The rules that can match; groups left empty go.
 * @param {readonly CssNode[]} nodes
 * @param {(token: string) => boolean} has
 * @returns {CssNode[]}
 */
function keepRules(nodes, has, inText = has) {
  const hasElement = (/** @type {string} */ name) =>
    name.startsWith("[") ? inText(name.slice(1)) : has(name);
  /** @type {CssNode[]} */
  const kept = [];
  for (const node of nodes) {
    if (node.type === "rule") {
      // An element's name is a token of the page's text as a class is (`<hr>`, `jsx("hr"`); a
      // data attribute's name or dataset key is anywhere in it.
      if (selectorCanMatch(node.selector, has, hasElement)) kept.push(node);
    } else if (node.type === "block") {
      const children = keepRules(node.children, has, inText);
      if (children.length) kept.push({ ...node, children });
    } else kept.push(node);
  }
  return kept;
}

const VAR = /var\(\s*(--[\w-]+)/g;

/** Rules that only hold variables: the theme's, and the fallback of `@property` initial values. */
const HOLDER = /^(?::root(?:,:host)?|\*,:before,:after,::backdrop)$/;

/**
 * Drops the variables no kept rule, no other kept variable and no page text reads: from the
 * theme (`:root,:host{--color-…}`) and the `@property` fallback (`*,:before…{--tw-…}`), and
 * their `@property`; the `@keyframes` no animation names; the `@font-face` subsets for
 * characters the page does not have.
 * @param {CssNode[]} nodes
 * @param {(token: string) => boolean} inText the page's text holds this
 * @param {(from: number, to: number) => boolean} hasCharIn a character of the page is in a range
 * @returns {CssNode[]}
 */
function dropUnread(nodes, inText, hasCharIn) {
  /** @type {{ node: import("./css-blocks.mjs").CssRule, declarations: string[] }[]} */
  const holders = [];
  const walk = (/** @type {CssNode[]} */ list) =>
    list.flatMap((node) => {
      if (node.type === "block") return [{ ...node, children: walk(node.children) }];
      if (node.type === "rule" && HOLDER.test(node.selector)) {
        const copy = { ...node };
        holders.push({ node: copy, declarations: splitDeclarations(node.body) });
        return [copy];
      }
      return [node];
    });
  const tree = walk(nodes);
  const isHolder = (/** @type {CssNode} */ node) => holders.some((h) => h.node === node);
  // What reads variables and names animations: everything but the holders and what they name.
  const others = printCss(
    keepOnly(
      tree,
      (node) =>
        !isHolder(node) &&
        !(node.type === "at" && /^@(?:property|(?:-webkit-)?keyframes)\b/i.test(node.prelude)),
    ),
  );
  const read = new Set([...others.matchAll(VAR)].map((match) => match[1]));
  const nameOf = (/** @type {string} */ declaration) =>
    declaration.slice(0, declaration.indexOf(":")).trim();
  const isRead = (/** @type {string} */ name) => read.has(name) || inText(name);
  // A kept variable may read others (`--font-sans: var(--font-sans-family), …`).
  for (let grew = true; grew;) {
    grew = false;
    for (const { declarations } of holders)
      for (const declaration of declarations) {
        if (!isRead(nameOf(declaration))) continue;
        for (const [, used] of declaration.matchAll(VAR))
          if (used && !read.has(used)) grew = Boolean(read.add(used));
      }
  }
  for (const holder of holders)
    holder.node.body = holder.declarations
      .filter((declaration) => !nameOf(declaration).startsWith("--") || isRead(nameOf(declaration)))
      .join(";");
  return keepOnly(tree, (node) => {
    if (node.type === "rule") return node.body !== "" || !isHolder(node);
    if (node.type !== "at") return true;
    const property = /^@property\s+(--[\w-]+)/i.exec(node.prelude)?.[1];
    if (property) return isRead(property);
    const keyframes = /^@(?:-webkit-)?keyframes\s+([\w-]+)/i.exec(node.prelude)?.[1];
    if (keyframes) return others.includes(keyframes) || inText(keyframes);
    return !/^@font-face$/i.test(node.prelude) || coversText(node.body ?? "", hasCharIn);
  });
}

/**
 * Whether a @font-face can be used by the page: it has no `unicode-range`, or one of the page's
 * characters is in it. A font with many subsets (the taglines' Chinese and Korean fonts on
 * /nondiscrimination, about 250 @font-face rules) keeps the few its text needs.
 * @param {string} body the @font-face's declarations
 * @param {(from: number, to: number) => boolean} hasCharIn
 */
function coversText(body, hasCharIn) {
  const range = /unicode-range:([^;]*)/i.exec(body)?.[1];
  if (range === undefined) return true;
  return range.split(",").some((part) => {
    const [from = "", to = from] = part.trim().replace(/^u\+/i, "").split("-");
    const wild = from.includes("?");
    const low = parseInt(wild ? from.replace(/\?/g, "0") : from, 16);
    const high = parseInt(wild ? from.replace(/\?/g, "F") : to, 16);
    return Number.isFinite(low) && Number.isFinite(high) && hasCharIn(low, high);
  });
}

/**
 * @param {CssNode[]} nodes
 * @param {(node: CssNode) => boolean} keep
 * @returns {CssNode[]}
 */
function keepOnly(nodes, keep) {
  return nodes.flatMap((node) => {
    if (!keep(node)) return [];
    if (node.type !== "block") return [node];
    const children = keepOnly(node.children, keep);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** @param {string} body */
function splitDeclarations(body) {
  const parts = [];
  for (let start = 0; start < body.length;) {
    const end = scanTo(body, start, ";");
    if (body.slice(start, end).trim()) parts.push(body.slice(start, end));
    start = end + 1;
  }
  return parts;
}

/** Characters that end a class token in HTML or minified code (a class never holds them). */
const SEPARATORS = /\\[nrt]|[\s"'`<>{}\\;]+/g;

/**
 * The page's tests: whether it uses a class (a whole token of its text, or, for a class with a
 * quote or brace in it such as `after:content-['']`, anywhere in it) and whether its text holds
 * a name (a variable set in a `style`, an animation).
 * @internal Exported for its test.
 * @param {string} text
 */
export function pageTests(text) {
  const tokens = new Set(text.split(SEPARATORS));
  // Every `--name` of the text, once: the theme's hundred variables are looked up one by one.
  const variables = new Set(text.match(/--[\w-]+/g));
  // Every page has ASCII (its markup): only the other characters are collected.
  const others = new Set(Array.from(text.match(/[^\x00-\x7f]/gu) ?? [], (c) => c.codePointAt(0)));
  const chars = [...Array(0x80).keys(), ...[...others].map(Number).sort((a, b) => a - b)];
  return {
    hasCharIn: (/** @type {number} */ from, /** @type {number} */ to) => {
      // The first character at or above `from` (binary search), then whether it is within `to`.
      let [low, high] = [0, chars.length];
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((chars[middle] ?? 0) < from) low = middle + 1;
        else high = middle;
      }
      return low < chars.length && (chars[low] ?? 0) <= to;
    },
    hasClass: (/** @type {string} */ name) =>
      tokens.has(name) || (/[\s"'`<>{}\\;]/.test(name) && text.includes(name)),
    inText: (/** @type {string} */ name) =>
      name.startsWith("--") ? variables.has(name) : text.includes(name),
  };
}

/**
 * The part of a stylesheet a page whose text (HTML without its styles, entities decoded, and
 * the code of its scripts) is `text` can use.
 * @param {string} css
 * @param {string} text
 */
export function pruneStylesheet(css, text) {
  const { hasClass, inText, hasCharIn } = pageTests(text);
  // The theme's constants into the rules first, so the theme entries they read can go.
  const inlined = inlineConstants(css, themeConstants(css), inText);
  return printCss(dropUnread(keepRules(parseCss(inlined), hasClass, inText), inText, hasCharIn));
}
