import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeFile, unitOrder } from "./unit-order";

const root = path.resolve(import.meta.dirname, "..");

describe("unitOrder (the order the unit suite's files start in)", () => {
  it("starts the files that spawn processes first, then the larger, whatever their project", () => {
    const files = [
      { id: "site:a.test.tsx", spawns: false, size: 9_000 },
      { id: "server:b.test.ts", spawns: false, size: 2_000 },
      { id: "server:crash.test.ts", spawns: true, size: 3_000 },
      { id: "server-embedded:c.test.ts", spawns: false, size: 5_000 },
      { id: "server-embedded:cli.test.ts", spawns: true, size: 4_000 },
    ];
    expect(unitOrder(files).map((file) => file.id)).toEqual([
      "server-embedded:cli.test.ts",
      "server:crash.test.ts",
      "site:a.test.tsx",
      "server-embedded:c.test.ts",
      "server:b.test.ts",
    ]);
  });

  it("keeps the path order between files alike, and leaves its input as it was", () => {
    const files = [
      { id: "b", spawns: false, size: 1 },
      { id: "a", spawns: false, size: 1 },
    ];
    expect(unitOrder(files).map((file) => file.id)).toEqual(["a", "b"]);
    expect(files.map((file) => file.id)).toEqual(["b", "a"]);
  });

  it("tells a test that starts the server or the CLI from one that does not", () => {
    expect(describeFile(path.join(root, "server/crash.test.ts")).spawns).toBe(true);
    expect(describeFile(path.join(root, "server/cli/cli.test.ts")).spawns).toBe(true);
    expect(describeFile(path.join(root, "server/db/store.test.ts")).spawns).toBe(false);
    expect(describeFile(path.join(root, "no/such.test.ts"))).toEqual({
      id: path.join(root, "no/such.test.ts"),
      spawns: false,
      size: 0,
    });
  });
});
