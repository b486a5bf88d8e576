/**
 * The insurers' wordmarks in public/partners (scripts/build-partner-logos.mjs writes them): each
 * is only the insurer's name, set in the site's own typeface (Atkinson Hyperlegible Next, bold)
 * and drawn as outlines, in neutral grey on transparent, on a 240 × 80 artboard; a long name
 * takes two lines. They deliberately imitate no trademark artwork.
 *
 * Outlines, not SVG `<text>` (issue 32): an SVG drawn as an `<img>` is a document of its own that
 * cannot see the page's web fonts, so `<text>` fell back to whatever sans-serif the device had,
 * and laying it out cost the phone's main thread 8-32 ms per image (font matching in a fresh
 * document; traced unthrottled on /insurance/medicare), where a path costs 3-10 ms. Paths look
 * the same on every device.
 */

const WIDTH = 240;
const HEIGHT = 80;
/** The widest a line may be: the artboard less 12 units each side. */
const MAX_TEXT_WIDTH = 216;
const INK = "#4b5b60";

/**
 * A number in tenths of a unit (one decimal: the 240-unit artboard is drawn at most ~200 px wide)
 * as SVG path data writes it shortest: "-.5", "12", "3.4".
 * @param {number} tenths an integer
 */
const formatTenths = (tenths) => {
  const text = String(Math.abs(tenths) / 10).replace(/^0\./, ".");
  return tenths < 0 ? `-${text}` : text;
};

/**
 * Numbers as path data: a space before each unless it starts with "-".
 * @param {number[]} tenths
 */
const joinNumbers = (tenths) =>
  tenths.map((n, i) => (i === 0 || n < 0 ? "" : " ") + formatTenths(n)).join("");

/**
 * @typedef {{ unitsPerEm: number, layout: (text: string) => GlyphRun }} Font
 * @typedef {{ glyphs: { path: { commands: { command: string, args: number[] }[] } }[],
 *   positions: { xAdvance: number }[] }} GlyphRun
 */

/** fontkit's path commands as SVG's absolute letters. */
const LETTERS = /** @type {Record<string, string>} */ ({
  moveTo: "M",
  lineTo: "L",
  quadraticCurveTo: "Q",
  bezierCurveTo: "C",
  closePath: "Z",
});

/**
 * A line of text as outline commands, in font units from its pen origin, and its advance width.
 * @param {Font} font
 * @param {string} text
 */
function outline(font, text) {
  const run = font.layout(text);
  /** @type {{ letter: string, points: [number, number][] }[]} */
  const commands = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    for (const { command, args } of glyph.path.commands) {
      const letter = LETTERS[command];
      if (!letter) throw new Error(`wordmark: unknown path command ${command}`);
      /** @type {[number, number][]} */
      const points = [];
      for (let k = 0; k < args.length; k += 2) points.push([pen + args[k], args[k + 1]]);
      commands.push({ letter, points });
    }
    pen += run.positions[i]?.xAdvance ?? 0;
  });
  return { commands, advance: pen };
}

/**
 * One wordmark SVG: each line centred, as large as fits (30 units for one line, 26 for two),
 * baselines placed as the `<text>` wordmarks had them.
 * @param {Font} font Atkinson Hyperlegible Next, bold (a fontkit font)
 * @param {readonly string[]} lines one or two
 */
export function wordmark(font, lines) {
  if (lines.length < 1 || lines.length > 2) throw new Error("wordmark: one or two lines");
  const shapes = lines.map((line) => outline(font, line));
  const maxSize = lines.length === 1 ? 30 : 26;
  const widest = Math.max(...shapes.map((shape) => shape.advance)) / font.unitsPerEm;
  const size = Math.min(maxSize, MAX_TEXT_WIDTH / widest);
  const scale = size / font.unitsPerEm;
  const lineHeight = size * 1.15;
  // Relative commands between points rounded to tenths: short, and exact (no drift).
  let d = "";
  /** @type {[number, number]} */
  let at = [0, 0];
  /** @type {[number, number]} */
  let start = [0, 0];
  shapes.forEach((shape, i) => {
    // each line box centred on the artboard; the baseline ~0.36 em below a line's centre
    const baseline = HEIGHT / 2 + (i - (lines.length - 1) / 2) * lineHeight + size * 0.36;
    const left = (WIDTH - shape.advance * scale) / 2;
    for (const { letter, points } of shape.commands) {
      if (letter === "Z") {
        d += "z";
        at = start;
        continue;
      }
      /** @type {[number, number][]} */
      const tenths = points.map(([x, y]) => [
        Math.round((left + x * scale) * 10),
        Math.round((baseline - y * scale) * 10),
      ]);
      const from = at;
      // The first command of the path is absolute; the rest relative to where the pen is.
      const relative = d !== "";
      d +=
        (relative ? letter.toLowerCase() : letter) +
        joinNumbers(tenths.flatMap(([x, y]) => (relative ? [x - from[0], y - from[1]] : [x, y])));
      at = /** @type {[number, number]} */ (tenths.at(-1));
      if (letter === "M") start = at;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<path fill="${INK}" d="${d}"/></svg>\n`
  );
}

/** Neutral stand-in shown when a logo fails to load: a rounded frame around a plain card glyph. */
export const PLACEHOLDER =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
  `<rect x="2" y="2" width="236" height="76" rx="14" fill="#f5f9f8" stroke="#d6e0df" stroke-width="2"/>` +
  `<rect x="88" y="18" width="64" height="44" rx="7" fill="#fff" stroke="#c5d2d0" stroke-width="3"/>` +
  `<path d="M89.5 28h61" stroke="#d6e0df" stroke-width="6"/>` +
  `<circle cx="104" cy="45" r="7" fill="#d6e0df"/>` +
  `<path d="M118 42h24M118 51h16" stroke="#d6e0df" stroke-width="4" stroke-linecap="round"/>` +
  `</svg>\n`;
