// The site's typeface, cut to what its pages use: Atkinson Hyperlegible Next (SIL Open Font
// Licence 1.1, from @fontsource-variable) with the Latin-1 letters of English and Spanish, the
// typographic punctuation, and the weights 400 to 700 (the only ones the styles ask for; bold
// is the heaviest). 34 kB of variable font becomes about 18 kB, which every first visit
// downloads before its largest text or picture paints. Characters outside the cut (a name typed
// in another script) show in the metric-matched fallback, Arial.
// Regenerate after updating the font package: `node scripts/build-font.mjs` (then commit the
// file; the Layout imports it).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = createRequire(import.meta.url).resolve(
  "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
);
const target = join(root, "src/assets/fonts/atkinson-hyperlegible-next-latin-400-700.woff2");

/** Printable ASCII and Latin-1 (U+00A0–U+00FF: á é í ñ ó ú ü ¿ ¡ « » and the rest). */
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
const CHARACTERS = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}‘’‚“”„–—…•·€™′″`;
const WEIGHTS = { min: 400, max: 700 };

const font = readFileSync(source);
const cut = await subsetFont(font, CHARACTERS, {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHTS },
});
writeFileSync(target, cut);
console.log(
  `${target.slice(root.length + 1)}: ${font.length.toLocaleString("en-US")} → ${cut.length.toLocaleString("en-US")} bytes, weights ${WEIGHTS.min}–${WEIGHTS.max}.`,
);
