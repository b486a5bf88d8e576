/**
 * `node scripts/page-icons.mjs`, run by `npm run build` after the Spanish pass and before the
 * per-page CSS (which keeps `.icon-symbols`, the rule that hides the symbols, where it is used):
 * each page draws its icons from its own copy of the symbols it uses (scripts/lib/page-icons.mjs),
 * not from the sprite file.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlinePageIcons, spriteSymbols } from "./lib/page-icons.mjs";
import { ROOT } from "./lib/run.mjs";

const dir = path.resolve(ROOT, process.env.SITE_DIR || "out");
const sprites = readdirSync(path.join(dir, "_astro")).filter((file) =>
  /^icons\.[\w-]+\.svg$/.test(file),
);
if (sprites.length !== 1) {
  console.error(
    `Expected one icon sprite in ${dir}/_astro, found ${sprites.length}: ${sprites.join(", ")}`,
  );
  process.exit(1);
}
const spriteHref = `/_astro/${sprites[0]}`;
const symbols = spriteSymbols(readFileSync(path.join(dir, spriteHref), "utf8"));
let pages = 0;
let most = 0;
const problems = [];
for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const page = path.join(dir, file);
  try {
    const { html, ids } = inlinePageIcons(readFileSync(page, "utf8"), spriteHref, symbols);
    if (ids.length === 0) continue;
    writeFileSync(page, html);
    pages += 1;
    most = Math.max(most, ids.length);
  } catch (error) {
    problems.push(`/${file} ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (problems.length > 0 || pages === 0) {
  console.error(problems.length > 0 ? problems.join("\n") : `No page names ${spriteHref}.`);
  process.exit(1);
}
console.log(
  `Icons from the page's own symbols on ${pages} pages (at most ${most} symbols a page).`,
);
