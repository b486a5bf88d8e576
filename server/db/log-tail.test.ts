import { describe, expect, it } from "vitest";
import { LogTail } from "./log-tail";

describe("LogTail", () => {
  it("joins a line initdb wrote in several chunks (as a busy machine delivers it)", () => {
    const tail = new LogTail(12);
    tail.add('The files belonging to this database system will be owned by user "postgres".\n');
    tail.add("[STDERR] initdb: ");
    tail.add("[STDERR] error: ");
    tail.add('[STDERR] directory "/tmp/x" exists but is not empty\ninitdb: hint: remove it\n');
    expect(tail.tail()).toEqual([
      'The files belonging to this database system will be owned by user "postgres".',
      'initdb: error: directory "/tmp/x" exists but is not empty',
      "initdb: hint: remove it",
    ]);
  });

  it("keeps stdout and stderr lines apart while both are unfinished", () => {
    const tail = new LogTail(12);
    tail.add("[STDERR] initdb: ");
    tail.add("Success. You can now start");
    tail.add("[STDERR] error: broken\n");
    tail.add(" the server\n");
    expect(tail.tail()).toEqual(["initdb: error: broken", "Success. You can now start the server"]);
  });

  it("keeps only the last lines, blank ones skipped, and an unfinished line at the end", () => {
    const tail = new LogTail(2);
    tail.add("one\n\ntwo\nthree\n");
    expect(tail.empty).toBe(false);
    tail.add("[STDERR] FATAL: no newline");
    expect(tail.tail()).toEqual(["three", "FATAL: no newline"]);
  });

  it("is empty before any chunk", () => {
    expect(new LogTail(12).empty).toBe(true);
  });
});
