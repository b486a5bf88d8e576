/**
 * `npm run build` runs this after `next build`: gives out/404.html (and _not-found.html) the
 * font preload of the home page, which Next leaves out of the not-found page.
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fontPreloads, withFontPreloads } from "./lib/font-preload.mjs";

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "out");
const links = fontPreloads(readFileSync(path.join(OUT, "index.html"), "utf8"));
if (links.length === 0) throw new Error("out/index.html has no font preload to copy");
for (const name of ["404.html", "_not-found.html"]) {
  const file = path.join(OUT, name);
  if (!existsSync(file)) continue;
  writeFileSync(file, withFontPreloads(readFileSync(file, "utf8"), links));
  console.log(`postbuild: font preload added to out/${name}`);
}
