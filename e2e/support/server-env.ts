/**
 * The intake server's environment under e2e: one list, read by playwright.config.ts's
 * webServer (the shared server) and by e2e/support/isolated-server.ts (a spec's own server).
 * Kept free of Playwright imports so the config can load it.
 */
export interface E2eServerOptions {
  port: number;
  /** The data folder and log file, relative to the checkout. */
  dataDir: string;
  logFile: string;
  /** The SMTP sink's port (the server's SMTP_URL). */
  smtpPort: number;
}

/** The intake under test: its own data folder and log (the e2e tests read both for the
 * markers they send), an easy proof of work, no rate limit to speak of. */
export function e2eServerEnv({ port, dataDir, logFile, smtpPort }: E2eServerOptions) {
  return {
    PORT: String(port),
    // `npm run test:e2e` builds first (E2E_NO_BUILD=1: the build there is): `npm start` must
    // not rebuild because a source changed since (scripts/start.mjs).
    START_BUILD: "never",
    DATA_DIR: dataDir,
    LOG_FILE: logFile,
    ALTCHA_MAX_COUNTER: "2000",
    INTAKE_RATE_LIMIT: "100000",
    // Playwright fills a form in milliseconds; the API's own tests cover the fill time.
    INTAKE_MIN_FILL_MS: "0",
    // The staff inbox: WebAuthn's origin is the address the tests open; sign-ins unlimited.
    INBOX_ORIGIN: `http://localhost:${port}`,
    INBOX_SIGNIN_RATE_LIMIT: "100000",
    // E-mail goes to the sink of the spec that listens (the referral's outcome); staff have
    // no address, so no other notification is sent.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
}
