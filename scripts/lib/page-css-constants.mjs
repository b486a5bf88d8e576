/**
 * The theme's constants written into the rules that read them (issue 32, per-page CSS): Tailwind
 * writes `margin-top:calc(var(--spacing) * 4)` and `color:var(--color-brand-700)` in every
 * utility, about 2 kB of `var(…)` a content page, for values the theme fixes once
 * (`--spacing:.25rem`). A variable is a constant when the theme (`:root,:host{…}`) gives it a
 * value without `var()` and nothing else in the stylesheet sets it; it stays a variable when the
 * page's text names it (an inline style or a script may set or read it). The computed values are
 * the same; the per-page pruning then drops the theme entries no rule reads any more.
 */

/**
 * The theme variables of a whole stylesheet that are constants, by name.
 * @param {string} css a whole Tailwind stylesheet (minified)
 * @returns {Map<string, string>}
 */
export function themeConstants(css) {
  /** @type {Map<string, number>} */
  const sets = new Map();
  for (const [, name = ""] of css.matchAll(/[{;](--[\w-]+)\s*:/g))
    sets.set(name, (sets.get(name) ?? 0) + 1);
  const constants = new Map();
  const theme = /:root,:host\{([^}]*)\}/.exec(css)?.[1] ?? "";
  for (const declaration of theme.split(";")) {
    const colon = declaration.indexOf(":");
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (colon > 0 && value && !value.includes("var(") && sets.get(name) === 1)
      constants.set(name, value);
  }
  return constants;
}

/** `0.25 * 4` as CSS writes it: `1`, `.375`, `-.5`. */
const number = (/** @type {number} */ n) => String(Number(n.toFixed(6))).replace(/^(-?)0\./, "$1.");

/**
 * `css` with each constant's `var(--name)` replaced by its value, and Tailwind's spacing steps
 * `calc(var(--spacing) * n)` by their length, unless the page's text names the variable.
 * @param {string} css
 * @param {Map<string, string>} constants
 * @param {(name: string) => boolean} inText the page's text holds this name
 */
export function inlineConstants(css, constants, inText) {
  const usable = (/** @type {string} */ name) => constants.has(name) && !inText(name);
  const spacing = /^(\d*\.?\d+)(rem|px|em)$/.exec(constants.get("--spacing") ?? "");
  let out = css;
  if (spacing && usable("--spacing")) {
    const [, step = "", unit = ""] = spacing;
    out = out.replace(
      /calc\(var\(--spacing\) \* (-?\d*\.?\d+)\)/g,
      (_, n) => `${number(Number(step) * Number(n))}${unit}`,
    );
  }
  return out.replace(/var\((--[\w-]+)\)/g, (match, name) =>
    usable(name) ? (constants.get(name) ?? match) : match,
  );
}
