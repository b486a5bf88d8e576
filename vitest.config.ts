import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { readdirSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { startsProcess, usesTestDatabase } from "./server/test/database-use";
import { splitByIsolation } from "./test/vitest/module-isolation";

/*
 * The site's tests: components (`.tsx`) in jsdom, the rest (content, lib, scripts: plain
 * functions) in Node, which spares each file jsdom and Testing Library's set-up (about 60 % of
 * their CPU time, docs/TESTING.md). These `.ts` files drive the DOM and need jsdom too; a new
 * one fails in Node with "document is not defined" (add it here, or name it `.tsx`).
 */
const DOM_TESTS = [
  "src/components/intake/use-intake-proof.test.ts",
  "src/components/intake/use-intake-recipients.test.ts",
  "src/components/intake/use-intake.test.ts",
  "src/components/layout/scripts/nav-location.test.ts",
  "src/components/not-found/choose-view.test.ts",
  "src/components/ui/use-reduced-motion.test.ts",
  "src/directives/after-load.test.ts",
  "src/directives/on-interact.test.ts",
  "src/lib/blog/markdown.test.ts",
  "src/lib/blog/rss.test.ts",
  "src/lib/google-translate.test.ts",
  "src/lib/request-care.test.ts",
];

const root = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const SITE_DOM = ["src/**/*.test.tsx", ...DOM_TESTS];
const SITE_NODE = [
  "src/**/*.test.ts",
  "scripts/**/*.test.{ts,mjs}",
  "e2e/support/**/*.test.ts",
  "test/**/*.test.ts",
];
const isDomTest = (file: string) => file.endsWith(".tsx") || DOM_TESTS.includes(file);
/**
 * The site's test files that replace a module, or that ask for it in a comment: each keeps a
 * module registry of its own.
 */
const MODULE_MOCKS = splitByIsolation(root("."), [
  "src",
  "scripts",
  "e2e/support",
  "test",
]).isolated;

/**
 * The server tests that use the run's PostgreSQL in process: the ones worth repeating on the
 * other one (server/test/database-use.ts says why not those that start a process).
 */
const DATABASE_TESTS = readdirSync(root("./server"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => `server/${file.replace(/\\/g, "/")}`)
  .filter((file) => usesTestDatabase(root(file)) && !startsProcess(root(file)));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    restoreMocks: true,
    // Generous limits so a busy machine (CI runs the suite once under stress-ng) only slows
    // the suite down: a test still fails on a wrong state, after its wait.
    testTimeout: 60_000,
    projects: [
      // Each site project twice: the files that replace a module (`vi.mock`) with a module
      // registry each, the rest sharing one per worker (test/vitest/module-isolation.ts).
      // `--project 'site*'` runs all four.
      {
        extends: true,
        test: {
          name: "site",
          environment: "jsdom",
          include: SITE_DOM,
          exclude: [...configDefaults.exclude, ...MODULE_MOCKS],
          isolate: false,
          setupFiles: ["./vitest.setup.ts", "./test/vitest/shared-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "site-isolated",
          environment: "jsdom",
          include: MODULE_MOCKS.filter(isDomTest),
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "site-node",
          environment: "node",
          include: SITE_NODE,
          // test/fixtures/must-fail: `.ci/run` proves with it that a failing test fails the run.
          exclude: [...configDefaults.exclude, "test/fixtures/**", ...DOM_TESTS, ...MODULE_MOCKS],
          isolate: false,
          setupFiles: ["./test/vitest/shared-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "site-node-isolated",
          environment: "node",
          include: MODULE_MOCKS.filter((file) => !isDomTest(file)),
        },
      },
      {
        // The intake service: Node, and a real PostgreSQL (embedded, or TEST_DATABASE_URL).
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: [
            "server/**/*.test.ts",
            // `.ci/run` proves a failing test fails the run (test/fixtures/must-fail/).
            ...(process.env.VITEST_MUST_FAIL ? ["test/fixtures/must-fail/*.test.ts"] : []),
          ],
          globalSetup: ["./server/test/global-setup.ts"],
          hookTimeout: 60_000,
        },
      },
      // VITEST_EMBEDDED_TOO=1 (`.ci/run`'s one unit run): the server tests that use the run's
      // database once more, on the embedded PostgreSQL `npm start` uses, while the `server`
      // project uses TEST_DATABASE_URL (Debian's server): one run covers both servers
      // (server/test/global-setup.ts). The others (pure functions, an `unusedStore`, a spawned
      // server with its own embedded PostgreSQL) would repeat the very same check.
      ...(process.env.VITEST_EMBEDDED_TOO
        ? [
            {
              extends: true as const,
              test: {
                name: "server-embedded",
                environment: "node",
                include: DATABASE_TESTS,
                globalSetup: ["./server/test/global-setup.ts"],
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
