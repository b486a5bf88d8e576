import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/chromium.mjs";
import { e2eServerEnv } from "./e2e/support/server-env";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;
/** The intake's data folder and log file during the e2e run (relative to the checkout). */
export const E2E_DATA_DIR = `.data/e2e-${PORT}`;
export const E2E_LOG_FILE = `.data/e2e-${PORT}.log`;
/** The SMTP sink e2e/referral.spec.ts listens on (the server's SMTP_URL): the next port. */
export const E2E_SMTP_PORT = PORT + 1;

/** End-to-end tests against `out/` served exactly as `npm start` serves it. */
export default defineConfig({
  // PLAYWRIGHT_MUST_FAIL: `.ci/run` proves a failing test fails the run (test/fixtures/must-fail/).
  testDir: process.env.PLAYWRIGHT_MUST_FAIL ? "test/fixtures/must-fail" : "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    // E2E_JSON_REPORT=<file>: each test's duration, to add up per spec (docs/TESTING.md).
    ...(process.env.E2E_JSON_REPORT
      ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const]
      : []),
  ],
  timeout: 30_000,
  // Waits for a state, not a speed: the inbox imports and wraps keys with age in the page,
  // which took over 5 s on a busy CI machine (two workers); a passing wait returns at once.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
  },
  // One browser; specs that need a phone-sized screen set their own viewport.
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "npm start",
    env: e2eServerEnv({
      port: PORT,
      dataDir: E2E_DATA_DIR,
      logFile: E2E_LOG_FILE,
      smtpPort: E2E_SMTP_PORT,
    }),
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
