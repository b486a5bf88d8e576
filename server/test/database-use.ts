import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Which server test files use the run's PostgreSQL (the `databaseUrl` that
 * server/test/global-setup.ts provides): vitest.config.ts repeats those on the embedded
 * server (`server-embedded`), unless they start a process (`startsProcess`). A file that never
 * reaches it (a pure function, a server on an `unusedStore`, a spawned server with its own
 * embedded PostgreSQL) would run the very same check twice.
 *
 * A file uses it when it asks for it (Vitest's inject of databaseUrl) or imports, through any chain of
 * relative imports, a module that does (server/test/database.ts and the helpers over it).
 */
const ASKS = /\binject\(\s*["']databaseUrl["']\s*\)/;
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|\bimport\()\s*["'](\.{1,2}\/[^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts"];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  // A `.js` specifier may name its TypeScript source.
  const candidates = [...EXTENSIONS.map((ending) => base + ending), base.replace(/\.js$/, ".ts")];
  return candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith("/"));
}

const sources = new Map<string, string>();
/** A file's text, read once per run (every test file's walk crosses the same modules). */
function read(file: string): string {
  let source = sources.get(file);
  if (source === undefined) {
    try {
      source = readFileSync(file, "utf8");
    } catch {
      source = ""; // a directory or a file that is not there: nothing to follow
    }
    sources.set(file, source);
  }
  return source;
}

/** True when `file` (absolute) or anything it imports relatively asks for the database. */
export function usesTestDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  if (ASKS.test(source)) return true;
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const target = specifier ? resolveImport(file, specifier) : undefined;
    if (target && usesTestDatabase(target, seen)) return true;
  }
  return false;
}

const STARTS = /\b(?:spawnServer|runIntake|spawn|fork)\(/;

/**
 * True when the test file `file` (absolute) starts a process itself: the server or the CLI
 * (server/test/spawn.ts), or any other. Such a test is about the process (its start, settings,
 * signals, workers, crash recovery, a command's arguments and output) and runs once, on the
 * run's PostgreSQL: the SQL it makes the process send is the stores', which the in-process tests
 * send to both servers, and crash.test.ts starts one on its own embedded PostgreSQL as well.
 * Repeated on the embedded server, these 9 files took 594 of that pass's 1,044 test-seconds in
 * a CI-like run (docs/TESTING.md).
 */
export function startsProcess(file: string): boolean {
  return STARTS.test(read(file));
}
