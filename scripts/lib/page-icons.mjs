/**
 * Each page's icons from its own copy of the symbols it draws (issue 32). A component draws an
 * icon with <use href="/_astro/icons.<hash>.svg#phone"> (src/components/ui/icon.tsx); after the
 * build, each page names `#phone` instead and carries the symbols it uses in one hidden <svg> at
 * the start of its <body>. The sprite is a document of its own the phone parses on the main
 * thread (31 kB), and its arrival redrew every icon of the page; the page's own symbols are 3 to
 * 8 kB, in the first frame. The renderer's main thread at a 4x CPU slowdown, 8 runs a side:
 * `/` 907 -> 762 ms of work, skilled-nursing 773 -> 695, /contact 687 -> 660 (docs/OPERATIONS.md;
 * Lighthouse's blocking time at the slow end could not tell the change from its run-to-run
 * spread). The sprite stays: an island that draws an icon its page's HTML lacks names it.
 */

const SYMBOL = /<symbol\b[^>]*?\sid="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g;
const ID = /\sid="([^"]+)"/g;

/**
 * The sprite's symbols by id.
 * @param {string} sprite the sprite file's text
 * @returns {Map<string, string>}
 */
export function spriteSymbols(sprite) {
  return new Map([...sprite.matchAll(SYMBOL)].map((match) => [match[1] ?? "", match[0]]));
}

/**
 * The page with each <use> of the sprite turned into a <use> of its own symbol.
 * @param {string} html
 * @param {string} spriteHref the sprite's path as pages name it: `/_astro/icons.<hash>.svg`
 * @param {Map<string, string>} symbols the sprite's symbols (spriteSymbols)
 * @returns {{ html: string, ids: string[] }} the page and the ids it now carries (none: unchanged)
 * @throws when the page names a symbol the sprite lacks, or already has an element with that id
 */
export function inlinePageIcons(html, spriteHref, symbols) {
  const prefix = `${spriteHref}#`;
  if (!html.includes(prefix)) return { html, ids: [] };
  const ids = new Set();
  const uses = new RegExp(
    `(<use\\b[^>]*?\\shref=")${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^"]+)"`,
    "g",
  );
  const rewritten = html.replace(uses, (_, start, id) => {
    ids.add(id);
    return `${start}#${id}"`;
  });
  const pageIds = new Set([...html.matchAll(ID)].map((match) => match[1]));
  for (const id of ids) {
    if (!symbols.has(id)) throw new Error(`names #${id}, which the sprite does not have`);
    if (pageIds.has(id))
      throw new Error(`has an element with id="${id}", an icon's name: rename it`);
  }
  const body = /<body\b[^>]*>/.exec(rewritten);
  if (!body) throw new Error("has no <body> to carry its icons");
  const drawn = [...ids].map((id) => withoutOwnViewBox(rewritten, id, symbols.get(id) ?? ""));
  const at = body.index + body[0].length;
  const defs = `<svg class="icon-symbols">${drawn.join("")}</svg>`;
  return { html: rewritten.slice(0, at) + defs + rewritten.slice(at), ids: [...ids] };
}

/**
 * The symbol without its viewBox when every <use> of it is the first child of an <svg> with that
 * same viewBox (as <Icon> draws one): the <use> then draws it at the same scale (20 bytes a
 * symbol, 16 to 37 a page).
 * @param {string} html the page, its uses already named `#id`
 * @param {string} id
 * @param {string} symbol
 */
function withoutOwnViewBox(html, id, symbol) {
  const viewBox = /^<symbol\b[^>]*?\s(viewBox="[^"]*")/.exec(symbol)?.[1];
  if (!viewBox) return symbol;
  const use = `<use\\b[^>]*?\\shref="#${id}"`;
  const uses = html.split(new RegExp(use)).length - 1;
  const inOwnBox = html.split(new RegExp(`<svg\\b[^>]*\\s${viewBox}[^>]*>${use}`)).length - 1;
  return uses > 0 && uses === inOwnBox ? symbol.replace(` ${viewBox}`, "") : symbol;
}
