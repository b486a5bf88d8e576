// Partner wordmarks: writes public/partners/<id>.svg for the 14 insurers and
// public/partners/placeholder.svg (scripts/lib/wordmark.mjs draws them: each insurer's name in the
// site's typeface, as outlines). Run by hand after changing PARTNERS, and commit the output:
// `node scripts/build-partner-logos.mjs` (scripts/lib/wordmark.test.ts fails until you do).
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { openSync } from "fontkit";
import { PLACEHOLDER, wordmark } from "./lib/wordmark.mjs";

const outDir = join(dirname(fileURLToPath(import.meta.url)), "../public/partners");

/** Atkinson Hyperlegible Next, bold: the weight the site sets headings in. */
export const WORDMARK_FONT = createRequire(import.meta.url).resolve(
  "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff",
);

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

/** Every file this script writes: name → content. */
export function partnerFiles() {
  const font = /** @type {import("./lib/wordmark.mjs").Font} */ (
    /** @type {unknown} */ (openSync(WORDMARK_FONT))
  );
  /** @type {Record<string, string>} */
  const files = {};
  for (const [id, lines] of Object.entries(PARTNERS)) files[`${id}.svg`] = wordmark(font, lines);
  files["placeholder.svg"] = PLACEHOLDER;
  return files;
}

function main() {
  mkdirSync(outDir, { recursive: true });
  let total = 0;
  for (const [name, svg] of Object.entries(partnerFiles())) {
    writeFileSync(join(outDir, name), svg);
    total += svg.length;
    console.log(`${name.padEnd(18)} ${String(svg.length).padStart(5)} B`);
  }
  console.log(`total ${(total / 1024).toFixed(1)} KB → ${outDir}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
