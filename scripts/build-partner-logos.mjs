// Partner wordmarks: writes public/partners/<id>.svg for the 14 insurers and public/partners/placeholder.svg.
// Each wordmark is only the insurer's name set in a clean bold sans (SVG <text>, neutral grey
// #4b5b60 on transparent, viewBox 240×80, long names on two lines). They deliberately do not imitate
// any trademark artwork (no logos, crosses or shields); the page gives each one an accessible name.
// SVG used as <img> cannot see the page's web fonts, so the stack falls back to Arial/Helvetica;
// font sizes are computed from Arial's bold widths with a 5% margin so every name fits.
// Run by hand after changing PARTNERS, and commit the output: `node scripts/build-partner-logos.mjs`.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const outDir = join(dirname(fileURLToPath(import.meta.url)), "../public/partners");

/** id → lines of the name (one or two). */
export const PARTNERS = {
  medicare: ["Medicare"],
  medicaid: ["Medicaid"],
  bcbs: ["Blue Cross", "Blue Shield"],
  aetna: ["Aetna"],
  cigna: ["Cigna"],
  humana: ["Humana"],
  united: ["United", "Healthcare"],
  anthem: ["Anthem"],
  kaiser: ["Kaiser", "Permanente"],
  tricare: ["TRICARE"],
  centene: ["Centene"],
  molina: ["Molina", "Healthcare"],
  wellcare: ["WellCare"],
  independence: ["Independence", "Blue Cross"],
};

const WIDTH = 240;
const HEIGHT = 80;
const MAX_TEXT_WIDTH = 216;
const INK = "#4b5b60";
const FONT = "'Atkinson Hyperlegible Next', Arial, Helvetica, sans-serif";

/** Advance widths of Arial Bold in 1/1000 em (ASCII letters and space), for fitting text. */
const ARIAL_BOLD = {
  " ": 278,
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 611,
  c: 556,
  d: 611,
  e: 556,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  z: 500,
};

/** Width of `text` in em, with a 5% allowance for wider fallback fonts. */
export function textWidthEm(text) {
  return ([...text].reduce((sum, ch) => sum + (ARIAL_BOLD[ch] ?? 722), 0) / 1000) * 1.05;
}

const round = (n) => Math.round(n * 10) / 10;
const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** One wordmark SVG. */
export function wordmark(lines) {
  const maxSize = lines.length === 1 ? 30 : 26;
  const size = Math.min(maxSize, ...lines.map((l) => MAX_TEXT_WIDTH / textWidthEm(l)));
  const lineHeight = size * 1.15;
  const texts = lines.map((line, i) => {
    // centre each line box on the artboard; the baseline sits ~0.36 em below a line's centre
    const centre = HEIGHT / 2 + (i - (lines.length - 1) / 2) * lineHeight;
    return `<text x="${WIDTH / 2}" y="${round(centre + size * 0.36)}">${escape(line)}</text>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<g fill="${INK}" font-family="${FONT}" font-size="${round(size)}" font-weight="700" text-anchor="middle">` +
    `${texts.join("")}</g></svg>\n`
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

function main() {
  mkdirSync(outDir, { recursive: true });
  let total = 0;
  for (const [id, lines] of Object.entries(PARTNERS)) {
    const svg = wordmark(lines);
    writeFileSync(join(outDir, `${id}.svg`), svg);
    total += svg.length;
    console.log(`${id.padEnd(14)} ${String(svg.length).padStart(5)} B  ${lines.join(" / ")}`);
  }
  writeFileSync(join(outDir, "placeholder.svg"), PLACEHOLDER);
  total += PLACEHOLDER.length;
  console.log(`${"placeholder".padEnd(14)} ${String(PLACEHOLDER.length).padStart(5)} B`);
  console.log(`total ${(total / 1024).toFixed(1)} KB → ${outDir}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
