/**
 * `npm run test:e2e [-- <playwright args>]`: build the current code into `out/` when the build
 * there is not of it (the build stamp, scripts/lib/build-stamp.mjs, as `npm start` decides),
 * then run Playwright against it (playwright.config.ts starts `npm start` as its web server).
 * A fresh clone builds; a second run on unchanged code does not (CI's smoke step built it).
 * E2E_NO_BUILD=1 runs against the `out/` as it is, even stale (CI's must-fail guard).
 */
import path from "node:path";
import { findChromium } from "./chromium.mjs";
import { rebuildReasons } from "./lib/build-stamp.mjs";
import { buildSite, ROOT, run } from "./lib/run.mjs";

/** @type {string} */
let chromePath;
try {
  chromePath = findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const env = { ...process.env, CHROME_PATH: chromePath };

if (process.env.E2E_NO_BUILD !== "1") {
  const reasons = rebuildReasons(path.join(ROOT, "out"), ROOT, env);
  if (reasons.length === 0) {
    console.log("out/ is a build of this code (its build stamp matches): no build.");
  } else {
    console.log(`Building the site first: ${reasons.join("; ")}.`);
    const buildCode = await buildSite(env);
    if (buildCode !== 0) process.exit(buildCode);
  }
}

process.exit(await run("npx", ["playwright", "test", ...process.argv.slice(2)], { env }));
