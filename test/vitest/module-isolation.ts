import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * Which of the site's test files need a module registry of their own (Vitest's `isolate`).
 *
 * Most of the site's test files share one per worker (`isolate: false`, vitest.config.ts): each
 * file then spares a fresh import of React, Testing Library, zod and jsdom itself, which was most
 * of the site projects' CPU time (docs/TESTING.md). A file that replaces a module (`vi.mock`,
 * `vi.doMock`, `vi.unmock`, `vi.resetModules`) cannot share: the module may already be loaded,
 * unmocked, by a file before it in the same worker, and then the mock never takes. Those files
 * keep a registry each, as does a file that tests a module's first state on a page and says so
 * with the words `own module registry` (toast.test.tsx: nothing has asked for a toast yet). What
 * a file leaves behind in the shared page (storage, stubbed globals,
 * timers, the DOM) the shared projects' set-up undoes after every test (vitest.shared-setup.ts).
 */
const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|resetModules)\s*\(/;
const ASKS = /\bown module registry\b/;

/**
 * True when a test file's text replaces a module, or asks for a registry of its own: it must run
 * with one.
 */
export function needsOwnRegistry(source: string): boolean {
  return REPLACES_MODULES.test(source) || ASKS.test(source);
}

/**
 * The test files under `dirs` (relative to `root`), as paths relative to `root` with `/`,
 * split into those that replace a module and those that do not.
 */
export function splitByIsolation(root: string, dirs: readonly string[]) {
  const files = dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.(?:tsx?|mjs)$/.test(file))
      .map((file) => `${dir}/${file.replace(/\\/g, "/")}`),
  );
  const isolated = files.filter((file) =>
    needsOwnRegistry(readFileSync(path.join(root, file), "utf8")),
  );
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) };
}
