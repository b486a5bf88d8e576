/**
 * `node scripts/build-spanish.mjs`, run by `npm run build` after the English `astro build`: the
 * Spanish pass. Builds the same pages again with the Spanish content modules into .es-build/
 * (astro.config.mjs reads PUBLIC_SITE_LOCALE=es), writes the Spanish pages under out/es
 * (scripts/lib/spanish-build.mjs), and rewrites out/_headers, whose CSP hashes the inline
 * scripts of every page.
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeHeadersFile } from "./lib/csp.mjs";
import { run } from "./lib/run.mjs";
import { mergeSpanishBuild } from "./lib/spanish-build.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.join(ROOT, ".es-build");
// The folder the build is written into (scripts/build.mjs sets SITE_DIR to it).
const OUT_DIR = path.resolve(ROOT, process.env.SITE_DIR || "out");

const code = await run("npx", ["astro", "build", "--force"], {
  env: { ...process.env, PUBLIC_SITE_LOCALE: "es" },
});
if (code !== 0) process.exit(code);

const routes = mergeSpanishBuild(BUILD_DIR, OUT_DIR);
rmSync(BUILD_DIR, { recursive: true, force: true });
const serve = JSON.parse(readFileSync(path.join(ROOT, "serve.json"), "utf8"));
writeHeadersFile(serve.headers, OUT_DIR);
console.log(`\nSpanish pages: ${routes.length} written under out/es.\n`);
