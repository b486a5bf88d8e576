import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
          setupFiles: ["./vitest.setup.ts"],
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
      // VITEST_EMBEDDED_TOO=1 (`.ci/run`'s one unit run): the server tests once more, on the
      // embedded PostgreSQL `npm start` uses, while the `server` project uses TEST_DATABASE_URL
      // (Debian's server): one run covers both servers (server/test/global-setup.ts).
      ...(process.env.VITEST_EMBEDDED_TOO
        ? [
            {
              extends: true as const,
              test: {
                name: "server-embedded",
                environment: "node",
                // After the other projects: a server test file and its embedded twin never run
                // at once (several listen on a fixed SMTP port).
                sequence: { groupOrder: 1 },
                include: ["server/**/*.test.ts"],
                globalSetup: ["./server/test/global-setup.ts"],
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
