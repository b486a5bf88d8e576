/**
 * The intake server (`npm start` runs it through scripts/start.mjs, which builds the site
 * first when what the build depends on changed): one Node process serves the built site and the
 * intake API on one port, with PostgreSQL (embedded in `.data/postgres` unless `DATABASE_URL`
 * names a server). SIGINT/SIGTERM finish the requests in flight (and so their writes), then
 * close the database.
 */
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { createRecipientsSource } from "./api/active-recipients";
import { createProofOfWork } from "./api/proof-of-work";
import { buildApp } from "./app";
import { DATABASE_CHECK_INTERVAL_MS, readConfig, type ServerConfig } from "./config";
import { openDatabase } from "./db/database";
import { monitorDatabase } from "./db/monitor";
import type { DatabaseEvents } from "./db/watchdog";
import { createStore } from "./db/store";
import { readHeaderRules, type SiteOptions } from "./site";
import { collectWhenQuiet } from "./idle-collect";
import { describeStartupError, startupErrors } from "./startup-errors";
import { inboxSettings } from "./inbox-settings";
import { primary } from "./primary";
import { onSignal } from "./signals";
import { startInboxJobs } from "./notify/jobs";
import { smtpMailer } from "./notify/mailer";
import { recordInboxAddress } from "./cli/inbox-link";

export type RunningServer = { url: string; close: () => Promise<void> };

export async function startServer(
  config: ServerConfig = readConfig(),
  options: { rulesFor?: SiteOptions["rulesFor"]; logger?: boolean } = {},
): Promise<RunningServer> {
  readHeaderRules(config.siteDir); // a missing build stops here; the site reloads its rules
  // The database's troubles go to the intake's log once it exists (standard error before).
  const logTo: { log?: Pick<FastifyBaseLogger, "info" | "warn" | "error"> } = {};
  const events: DatabaseEvents = (level, message) =>
    logTo.log ? logTo.log[level]({ database: true }, message) : console.error(message);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.dataDir,
    events,
  });
  const store = createStore(database.db);
  const mailer = config.smtpUrl
    ? smtpMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, inboxUrl: config.inboxUrl })
    : undefined;
  const app = buildApp({
    store,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(config.logFile
              ? {
                  transport: {
                    target: "pino/file",
                    options: { destination: config.logFile, mkdir: true },
                  },
                }
              : {}),
          },
    proofOfWork: createProofOfWork({
      secret: config.altchaHmacKey,
      maxCounter: config.altchaMaxCounter,
    }),
    rateLimitMax: config.rateLimitMax,
    trustProxy: config.trustProxy,
    minFillTimeMs: config.minFillTimeMs,
    timeouts: config.timeouts,
    uploadCaps: config.uploadCaps,
    inbox: { db: database.db, now: () => new Date(), mailer, ...inboxSettings(config) },
    // Who the forms seal to: the inbox's active keys (SITE_ENV=production refuses the samples).
    recipients: createRecipientsSource({
      db: database.db,
      siteDir: config.siteDir,
      production: process.env.SITE_ENV === "production",
    }),
    site: { root: config.siteDir, rulesFor: options.rulesFor },
  });
  if (options.logger !== false) logTo.log = app.log;
  // One full collection after each burst of traffic (with --expose-gc, which npm start passes).
  collectWhenQuiet(app);
  const stopMonitor = monitorDatabase({
    ping: store.ping,
    intervalMs: DATABASE_CHECK_INTERVAL_MS,
    events,
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    stopMonitor();
    await database.close();
    const code = typeof error === "object" && error !== null && "code" in error && error.code;
    throw code === "EADDRINUSE" ? startupErrors.portInUse(config.port, config.host) : error;
  }
  // The CLI's `invite` builds its links on this address (server/cli/inbox-link.ts).
  await recordInboxAddress(database.db, config.inboxUrl, new Date()).catch(() => undefined);
  const stopJobs = startInboxJobs({
    db: database.db,
    mailer,
    rule: {
      schedule: inboxSettings(config).schedule,
      hours: config.answerWithinHours,
      hoursByType: inboxSettings(config).answerWithinHoursByType,
    },
    retentionDays: config.retentionDays,
    now: () => new Date(),
    log: app.log,
  });
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${config.port}`,
    // Each step of a shutdown is logged, so a slow one names the step it is in.
    close: async () => {
      app.log.info("shutting down: no new requests, finishing those in flight");
      stopMonitor();
      await stopJobs();
      await app.close();
      app.log.info("shutting down: requests finished, closing the database");
      await database.close();
      app.log.info("shut down");
    },
  };
}

async function main() {
  const config = readConfig();
  if (cluster.isPrimary && config.workers > 1) return primary(config);
  const server = await startServer(config);
  console.log(`Serving the site and the intake at ${server.url}`);
  onSignal(server.close);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(describeStartupError(error));
    process.exit(1);
  });
}
