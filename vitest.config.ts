import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { readdirSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { startsProcess, usesTestDatabase } from "./server/test/database-use";

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

/**
 * The server tests that use the run's PostgreSQL in process: the ones worth repeating on the
 * other one (server/test/database-use.ts says why not those that start a process).
 */
const root = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
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
      {
        extends: true,
        test: {
          name: "site",
          environment: "jsdom",
          include: ["src/**/*.test.tsx", ...DOM_TESTS],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        // `--project 'site*'` runs both site projects.
        extends: true,
        test: {
          name: "site-node",
          environment: "node",
          include: ["src/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "e2e/support/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...DOM_TESTS],
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
