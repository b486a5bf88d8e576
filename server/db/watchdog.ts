import { ChildProcess } from "node:child_process";
import { POSTGRES_RESTART_FIRST_MS, POSTGRES_RESTART_MAX_MS } from "../config";

/** Where the database's troubles are told: the intake's log (console before it exists). */
export type DatabaseEvents = (level: "info" | "warn" | "error", message: string) => void;

/** What the watchdog needs of an `EmbeddedPostgres` (whose child process is private). */
type Startable = { start(): Promise<void>; stop(): Promise<void> };

function childOf(postgres: Startable): ChildProcess | undefined {
  const child: unknown = Reflect.get(postgres, "process");
  return child instanceof ChildProcess ? child : undefined;
}

const hasExited = (child: ChildProcess | undefined) =>
  !child || child.exitCode !== null || child.signalCode !== null;

/**
 * Watches the embedded PostgreSQL this intake started: when its postmaster exits without being
 * asked to (killed, crashed, out of memory), it is started again on the same port and folder,
 * after `firstMs`, then twice as long after each failed try, up to `maxMs`; each exit, try
 * and restart is logged. A first try may fail while the dead postmaster's backends still hold
 * its shared memory; they notice its death and leave within moments. `stop()` stops
 * PostgreSQL for good (and never waits on a process that is already gone).
 */
export function superviseEmbedded(
  postgres: Startable,
  events: DatabaseEvents = () => {},
  delays: { firstMs: number; maxMs: number } = {
    firstMs: POSTGRES_RESTART_FIRST_MS,
    maxMs: POSTGRES_RESTART_MAX_MS,
  },
) {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;

  const restart = (delay: number, attempt: number) => {
    timer = setTimeout(() => {
      if (stopping) return;
      starting = postgres.start().then(
        () => {
          events("warn", `PostgreSQL restarted (attempt ${attempt}).`);
          watch();
        },
        () => {
          const next = Math.min(delay * 2, delays.maxMs);
          events("error", `PostgreSQL did not start (attempt ${attempt}); next try in ${next} ms.`);
          restart(next, attempt + 1);
        },
      );
    }, delay);
  };

  const watch = () => {
    childOf(postgres)?.once("exit", (code, signal) => {
      if (stopping) return;
      events(
        "error",
        `PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it in ${delays.firstMs} ms.`,
      );
      restart(delays.firstMs, 1);
    });
  };
  watch();

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await starting?.catch(() => {});
      if (!hasExited(childOf(postgres))) await postgres.stop();
    },
  };
}
