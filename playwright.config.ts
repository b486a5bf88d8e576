import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/chromium.mjs";

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
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
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
    // The intake under test: its own data folder and log (the e2e tests read both for the
    // markers they send), the sample keys, an easy proof of work, no rate limit to speak of.
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_FILE: E2E_LOG_FILE,
      ALTCHA_MAX_COUNTER: "2000",
      INTAKE_RATE_LIMIT: "100000",
      // Playwright fills a form in milliseconds; the API's own tests cover the fill time.
      INTAKE_MIN_FILL_MS: "0",
      // The staff inbox: WebAuthn's origin is the address the tests open; sign-ins unlimited.
      INBOX_ORIGIN: baseURL,
      INBOX_SIGNIN_RATE_LIMIT: "100000",
      // E-mail goes to the sink of the spec that listens (the referral's outcome); staff have
      // no address, so no other notification is sent.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
