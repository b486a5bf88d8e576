// @vitest-environment node
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { trackedFileProblems } from "./tracked-files.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("trackedFileProblems", () => {
  it("names generated folders and files over 1 MB, but not the lockfile", () => {
    const problems = trackedFileProblems([
      { path: ".data/postgres/PG_VERSION", bytes: 3 },
      { path: "out/index.html", bytes: 10 },
      { path: "sub/node_modules/x.js", bytes: 10 },
      { path: "test-results/a.png", bytes: 10 },
      { path: "public/big.png", bytes: 1024 * 1024 + 1 },
      { path: "package-lock.json", bytes: 5 * 1024 * 1024 },
      { path: "src/pages/index.astro", bytes: 2000 },
      { path: "docs/out-of-area.md", bytes: 10 },
    ]);
    expect(problems).toEqual([
      ".data/postgres/PG_VERSION: generated (.data/) files are never committed.",
      "out/index.html: generated (out/) files are never committed.",
      "sub/node_modules/x.js: generated (node_modules/) files are never committed.",
      "test-results/a.png: generated (test-results/) files are never committed.",
      "public/big.png: 1.0 MB, over the 1 MB limit.",
    ]);
  });

  describe("scripts/tracked-files.mjs on a repository", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tracked-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const git = (...args: string[]) => spawnSync("git", args, { cwd: dir, encoding: "utf8" });

    it("fails when .data/ is committed, passes once it is untracked", () => {
      git("init", "-q");
      mkdirSync(path.join(dir, "scripts/lib"), { recursive: true });
      for (const file of ["tracked-files.mjs", "lib/tracked-files.mjs", "lib/run.mjs"]) {
        copyFileSync(path.join(ROOT, "scripts", file), path.join(dir, "scripts", file));
      }
      mkdirSync(path.join(dir, ".data/postgres"), { recursive: true });
      writeFileSync(path.join(dir, ".data/postgres/PG_VERSION"), "18\n");
      git("add", "-A");
      const failing = spawnSync("node", ["scripts/tracked-files.mjs"], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(failing.status).toBe(1);
      expect(failing.stderr).toContain(".data/postgres/PG_VERSION: generated (.data/)");
      git("rm", "-r", "-q", "--cached", ".data");
      const passing = spawnSync("node", ["scripts/tracked-files.mjs"], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(passing.status).toBe(0);
    });
  });
});
