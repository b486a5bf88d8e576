import { connectionProblem } from "./connection-problem";
import type { DatabaseEvents } from "./watchdog";

/**
 * Asks the database every `intervalMs` whether it answers, and logs when it stops (with the
 * reason) and when it answers again; requests meanwhile get 503 (app.ts). Returns the stop
 * function. pg.Pool drops a connection that broke and opens new ones, so nothing else is
 * needed to reconnect.
 */
export function monitorDatabase(options: {
  ping: () => Promise<unknown>;
  intervalMs: number;
  events: DatabaseEvents;
}): () => void {
  let answering = true;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      await options.ping();
      if (!answering) options.events("warn", "PostgreSQL answers again.");
      answering = true;
    } catch (error) {
      if (answering) {
        const reason =
          connectionProblem(error) ?? (error instanceof Error ? error.message : String(error));
        options.events("error", `PostgreSQL stopped answering: ${reason}`);
      }
      answering = false;
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
