/**
 * `npm run test:e2e [-- <playwright args>]`: build the current code into `out/`, then run
 * Playwright against it (playwright.config.ts starts `npm start` as its web server).
 * E2E_NO_BUILD=1 runs against the `out/` already built (CI's must-fail guard, after its smoke
 * step built it).
 */
import { findChromium } from "./chromium.mjs";
import { buildSite, run } from "./lib/run.mjs";

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
  const buildCode = await buildSite(env);
  if (buildCode !== 0) process.exit(buildCode);
}

process.exit(await run("npx", ["playwright", "test", ...process.argv.slice(2)], { env }));
