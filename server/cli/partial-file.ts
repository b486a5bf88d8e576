import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

/** After a signal, the process ends this long later even if a query never returns. */
const SIGNAL_GRACE_MS = 10_000;

/**
 * A file written under a temporary name beside its final one (`<name>.partial-<pid>`, mode
 * 0600), which gets the final name only in `commit`, once whole and on disk, and never over an
 * existing file (a hard link fails on one; the partial name is then removed). `discard`, any
 * failure the caller catches, SIGTERM or SIGINT remove the partial file: nothing is ever left
 * under the final name unless complete. After a signal the next `write` or `commit` throws, so
 * the command ends through its usual error path (exit 1) with its database closed.
 */
export class PartialFile {
  readonly partial: string;
  private fd: number | undefined;
  private interrupted: string | undefined;
  /** Removes the partial file at once; a second signal finds the default action (exit). */
  private readonly onSignal = (signal: NodeJS.Signals) => {
    this.interrupted = signal;
    this.discard();
    setTimeout(() => process.exit(1), SIGNAL_GRACE_MS).unref();
  };

  private constructor(readonly file: string) {
    this.partial = path.join(path.dirname(file), `${path.basename(file)}.partial-${process.pid}`);
    this.fd = openSync(this.partial, "wx", 0o600);
    for (const signal of SIGNALS) process.on(signal, this.onSignal);
  }

  /** Refuses an existing FILE before anything is written. */
  static open(file: string): PartialFile {
    if (existsSync(file)) {
      throw new Error(`EEXIST: ${file} exists; a backup never replaces a file. Choose a new name.`);
    }
    return new PartialFile(file);
  }

  write(text: string) {
    this.check();
    if (this.fd === undefined) throw new Error(`${this.partial} is closed.`);
    writeSync(this.fd, text);
  }

  /** Flushes, closes and gives the file its final name. */
  commit() {
    this.check();
    if (this.fd === undefined) throw new Error(`${this.partial} is closed.`);
    fsyncSync(this.fd);
    closeSync(this.fd);
    this.fd = undefined;
    try {
      try {
        linkSync(this.partial, this.file);
      } catch (error) {
        // A file system without hard links: rename, after checking again.
        const code = error instanceof Error && "code" in error ? error.code : undefined;
        if (code === "EEXIST" || existsSync(this.file)) throw error;
        renameSync(this.partial, this.file);
      }
      syncDirectory(path.dirname(this.file));
    } finally {
      this.discard();
    }
  }

  /** Closes and removes the partial file (never the final one). Safe to call twice. */
  discard() {
    if (this.fd !== undefined) {
      try {
        closeSync(this.fd);
      } catch {
        // already closed
      }
      this.fd = undefined;
    }
    rmSync(this.partial, { force: true });
    for (const signal of SIGNALS) process.off(signal, this.onSignal);
  }

  private check() {
    if (this.interrupted) {
      throw new Error(`Stopped by ${this.interrupted}: ${this.file} was not written.`);
    }
  }
}

/** The directory's entry for the new name on disk too (best effort: not every FS allows it). */
function syncDirectory(dir: string) {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not supported here; the rename itself is still atomic.
  }
}
