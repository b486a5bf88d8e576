import { existsSync } from "node:fs";

/** Debian's Chromium package installs its launcher here. */
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Flags every Chromium launch on these machines needs. `--headless=new` is left out so that
 * Playwright can add its own headless flag; Lighthouse adds it explicitly.
 * Without the background-networking/component-update/sync flags Chromium keeps dialling
 * Google services, which the closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * Locate a Chromium binary: `$CHROME_PATH` if it exists, else Debian's `/usr/bin/chromium`.
 * @returns {string} absolute path of the browser binary
 * @throws {Error} with installation instructions when none is found
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    "Chromium not found. Install Debian's package: apt-get update && apt-get install -y chromium " +
      "(or set CHROME_PATH to a Chromium/Chrome binary).",
  );
}
