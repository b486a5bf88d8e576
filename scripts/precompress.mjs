/**
 * `node scripts/precompress.mjs`, run by `npm run build` after `astro build`: writes `x.br` and
 * `x.gz` next to each text file in `out/` (scripts/lib/precompress.mjs), which `npm start` and
 * nginx send as they are.
 */
import path from "node:path";
import { precompressSite } from "./lib/precompress.mjs";
import { ROOT } from "./lib/run.mjs";

const dir = path.resolve(ROOT, process.env.SITE_DIR || "out");
const started = Date.now();
const { files, bytes, brotliBytes } = precompressSite(dir);
const kB = (n) => `${Math.round(n / 1024).toLocaleString("en-US")} kB`;
console.log(
  `Pre-compressed ${files} files in ${path.relative(ROOT, dir) || "."} (brotli and gzip): ${kB(bytes)} → ${kB(brotliBytes)} brotli, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
