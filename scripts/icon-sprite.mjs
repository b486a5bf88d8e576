/**
 * `node --import tsx scripts/icon-sprite.mjs`: writes src/components/ui/icons.svg, one <symbol>
 * per name in src/content/icons.ts, drawn from lucide-react's own icon data, and one per brand mark
 * (scripts/lib/brand-marks.mjs), and the site's logo mark (src/components/layout/logo-mark.tsx). The
 * sprite is a source file the bundler fingerprints (/_astro/icons.<hash>.svg, cached for a year):
 * a page refers to an icon with <use href>, so its paths are fetched once, not copied into every
 * page and island. Run it after adding a name; src/components/ui/icon.test.tsx checks the sprite
 * against lucide's data.
 */
import { writeFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LOGO_SYMBOL, LogoMarkDrawing } from "../src/components/layout/logo-mark.tsx";
import { ICON_NAMES } from "../src/content/icons.ts";
import { BRAND_MARKS } from "./lib/brand-marks.mjs";

/** @param {string} value */
const escape = (value) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** @param {[string, Record<string, string | number>]} node */
function element([tag, attrs]) {
  const written = Object.entries(attrs)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join("");
  return `<${tag}${written}/>`;
}

const symbols = [];
for (const name of ICON_NAMES) {
  const { __iconData: icon } = await import(`lucide-react/icons/${name}`);
  const size = icon.size ?? 24;
  symbols.push(
    `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${icon.node.map(element).join("")}</symbol>`,
  );
}
// The brand marks: filled paths (the <svg> that draws one sets fill, no stroke).
for (const [network, d] of Object.entries(BRAND_MARKS)) {
  symbols.push(
    `<symbol id="brand-${network}" viewBox="0 0 24 24"><path d="${escape(d)}"/></symbol>`,
  );
}
// The brand's own mark (48 by 48, its own colours), as the header draws it inline.
symbols.push(
  `<symbol id="${LOGO_SYMBOL}" viewBox="0 0 48 48">${renderToStaticMarkup(createElement(LogoMarkDrawing))}</symbol>`,
);
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
writeFileSync(new URL("../src/components/ui/icons.svg", import.meta.url), sprite);
console.log(`src/components/ui/icons.svg: ${symbols.length} symbols, ${sprite.length} bytes.`);
