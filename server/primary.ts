/**
 * INTAKE_WORKERS > 1: this process holds the database (the embedded one, when there is no
 * DATABASE_URL) and forks the intake processes, which share the port (node:cluster) and the
 * one PostgreSQL: the shape of several stateless instances behind a load balancer. A process
 * that ends before it serves (its database unreachable, its port taken) stops them all with
 * exit code 1 and one sentence, instead of leaving a primary that serves nothing.
 */
import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import type { ServerConfig } from "./config";
import { startEmbeddedPostgres } from "./db/embedded";
import { onSignal } from "./signals";
import { readHeaderRules } from "./site";
import { startupErrors } from "./startup-errors";

export async function primary(config: ServerConfig) {
  readHeaderRules(config.siteDir); // a missing build stops here, before PostgreSQL starts
  const database = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, {
        role: "owner",
        events: (_level, message) => console.error(message),
      });
  // One key signs every process's challenges, so a challenge fetched from one process is taken
  // by another: ALTCHA_HMAC_KEY, or one made here for this run.
  const env = {
    DATABASE_URL: config.databaseUrl ?? database?.connectionString ?? "",
    ALTCHA_HMAC_KEY: config.altchaHmacKey ?? randomBytes(32).toString("base64url"),
  };
  const workers = Array.from({ length: config.workers }, () => cluster.fork(env));
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    await Promise.all(workers.map(stopWorker));
    await database?.stop();
  };
  let listening = 0;
  workers.forEach((worker, index) => {
    let serving = false;
    worker.once("listening", () => {
      serving = true;
      listening += 1;
      if (listening === workers.length) {
        console.log(
          `Serving the site and the intake on port ${config.port} (${workers.length} processes)`,
        );
      }
    });
    worker.once("exit", (code, signal) => {
      if (serving || stopping) return;
      const error = startupErrors.workerFailed(index + 1, workers.length, code ?? signal);
      console.error(error.message);
      void stopAll().finally(() => process.exit(1));
    });
  });
  onSignal(stopAll);
}

/** SIGTERM to a worker, resolved once it has exited (at once if it already has). */
function stopWorker(worker: Worker) {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve(undefined);
    worker.once("exit", resolve);
    worker.kill("SIGTERM");
  });
}
