/**
 * `npm run test:e2e [-- <playwright args>]`: build the current code into `out/`, then run
 * Playwright against it (playwright.config.ts starts `npm start` as its web server).
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

const buildCode = await buildSite(env);
if (buildCode !== 0) process.exit(buildCode);

process.exit(await run("npx", ["playwright", "test", ...process.argv.slice(2)], { env }));
