import { expect, inject, it } from "vitest";

/*
 * `.ci/run`'s one unit run sets TEST_DATABASE_URL (Debian's PostgreSQL) and
 * VITEST_EMBEDDED_TOO=1: the `server` project must use the given server and the
 * `server-embedded` project the embedded one (server/test/global-setup.ts), or the run would
 * test one server twice and call it both.
 */
it("runs against the PostgreSQL its project is for", ({ task }) => {
  const url = inject("databaseUrl");
  const given = process.env.TEST_DATABASE_URL;
  expect(url).toMatch(/^postgres(ql)?:\/\//);
  if (given && task.file.projectName === "server") expect(url).toBe(given);
  else expect(url).not.toBe(given);
});
