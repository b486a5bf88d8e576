/**
 * `npm start`: one Node process serves the built site and the intake API on one port, with
 * PostgreSQL (embedded in `.data/postgres` unless `DATABASE_URL` names a server). Builds the
 * site first when `out/index.html` is missing. SIGINT/SIGTERM finish the requests in flight
 * (and so their writes), then close the database.
 */
import cluster from "node:cluster";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashedHeaderRules } from "../scripts/lib/csp.mjs";
import { buildSite } from "../scripts/lib/run.mjs";
import { createProofOfWork } from "./api/proof-of-work";
import { buildApp } from "./app";
import { readConfig, ROOT, type ServerConfig } from "./config";
import { openDatabase } from "./db/database";
import { startEmbeddedPostgres } from "./db/embedded";
import { createStore } from "./db/store";
import { inboxSettings } from "./inbox-settings";
import { startInboxJobs } from "./notify/jobs";
import { smtpMailer } from "./notify/mailer";
import type { HeaderRule, SiteOptions } from "./site";

/** serve.json's header rules with the built pages' inline-script hashes in the CSP. */
export function siteHeaderRules(siteDir: string): HeaderRule[] {
  const serve = JSON.parse(readFileSync(path.join(ROOT, "serve.json"), "utf8"));
  return hashedHeaderRules(serve.headers, siteDir);
}

export type RunningServer = { url: string; close: () => Promise<void> };

export async function startServer(
  config: ServerConfig = readConfig(),
  options: { rulesFor?: SiteOptions["rulesFor"]; logger?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.dataDir,
  });
  const app = buildApp({
    store: createStore(database.db),
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
    minFillTimeMs: config.minFillTimeMs,
    inbox: { db: database.db, now: () => new Date(), ...inboxSettings(config) },
    site: {
      root: config.siteDir,
      rules: siteHeaderRules(config.siteDir),
      rulesFor: options.rulesFor,
    },
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const stopJobs = startInboxJobs({
    db: database.db,
    mailer: config.smtpUrl
      ? smtpMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, inboxUrl: config.inboxUrl })
      : undefined,
    rule: { schedule: inboxSettings(config).schedule, hours: config.answerWithinHours },
    retentionDays: config.retentionDays,
    now: () => new Date(),
    log: app.log,
  });
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${config.port}`,
    close: async () => {
      await stopJobs();
      await app.close();
      await database.close();
    },
  };
}

const onSignal = (close: () => Promise<void>) => {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
};

/**
 * INTAKE_WORKERS > 1: this process holds the database (the embedded one, when there is no
 * DATABASE_URL) and forks the intake processes, which share the port (node:cluster) and the
 * one PostgreSQL: the shape of several stateless instances behind a load balancer.
 */
async function primary(config: ServerConfig) {
  const database = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, { role: "owner" });
  const env = { DATABASE_URL: config.databaseUrl ?? database?.connectionString ?? "" };
  const workers = Array.from({ length: config.workers }, () => cluster.fork(env));
  console.log(
    `Serving the site and the intake on port ${config.port} (${workers.length} processes)`,
  );
  onSignal(async () => {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) => {
            worker.once("exit", resolve);
            worker.kill("SIGTERM");
          }),
      ),
    );
    await database?.stop();
  });
}

async function main() {
  const config = readConfig();
  if (cluster.isPrimary && !existsSync(path.join(config.siteDir, "index.html"))) {
    console.log("out/index.html not found: running `npm run build` first.");
    const code = await buildSite();
    if (code !== 0) process.exit(code);
  }
  if (cluster.isPrimary && config.workers > 1) return primary(config);
  const server = await startServer(config);
  console.log(`Serving the site and the intake at ${server.url}`);
  onSignal(server.close);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
