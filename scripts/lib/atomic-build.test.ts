import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  buildId,
  keepFailedBuild,
  makeStagingDir,
  publishBuild,
  pruneBuilds,
  takeBuildLock,
} from "./atomic-build.mjs";

let work: string;
let link: string;

/** A finished build whose home page says `name`. */
function build(name: string) {
  const dir = makeStagingDir(link, name);
  writeFileSync(path.join(dir, "index.html"), name);
  return dir;
}
const home = () => readFileSync(path.join(link, "index.html"), "utf8");
const builds = () => readdirSync(`${link}.builds`).sort();

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "atomic-build-"));
  link = path.join(work, "out");
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe("publishing a build whole", () => {
  it("points out at the new build with a relative link, and keeps the one before", () => {
    publishBuild(link, build("20260101T000000-1"));
    expect(home()).toBe("20260101T000000-1");
    publishBuild(link, build("20260102T000000-1"));
    expect(home()).toBe("20260102T000000-1");
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(path.join("out.builds", "20260102T000000-1"));
    publishBuild(link, build("20260103T000000-1"));
    expect(pruneBuilds(link)).toEqual(["20260101T000000-1"]);
    expect(builds()).toEqual(["20260102T000000-1", "20260103T000000-1"]);
  });

  it("moves an out/ folder from before atomic builds aside, and then prunes it", () => {
    mkdirSync(link);
    writeFileSync(path.join(link, "index.html"), "old folder");
    utimesSync(link, new Date("2026-01-01T00:00:00Z"), new Date("2026-01-01T00:00:00Z"));
    publishBuild(link, build("20260102T000000-1"));
    expect(home()).toBe("20260102T000000-1");
    expect(builds()).toEqual(["20260101T000000-" + process.pid + "-legacy", "20260102T000000-1"]);
    publishBuild(link, build("20260103T000000-1"));
    // The build before the last one goes, however it was made.
    expect(pruneBuilds(link)).toEqual(["20260101T000000-" + process.pid + "-legacy"]);
    expect(builds()).toEqual(["20260102T000000-1", "20260103T000000-1"]);
  });

  it("leaves out as it was when a build fails, and keeps the newest failure to look at", () => {
    publishBuild(link, build("20260101T000000-1"));
    keepFailedBuild(build("20260102T000000-7"));
    keepFailedBuild(build("20260103T000000-8"));
    expect(home()).toBe("20260101T000000-1");
    expect(pruneBuilds(link)).toEqual(["20260102T000000-7.failed"]);
    expect(builds()).toEqual(["20260101T000000-1", "20260103T000000-8.failed"]);
  });

  it("removes an interrupted build's folder, not one whose build still runs", () => {
    publishBuild(link, build("20260101T000000-1"));
    makeStagingDir(link, "20260102T000000-41");
    makeStagingDir(link, "20260102T000000-42");
    expect(pruneBuilds(link, { isRunning: (pid) => pid === 42 })).toEqual([
      "20260102T000000-41.partial",
    ]);
    expect(existsSync(`${link}.builds/20260102T000000-42.partial`)).toBe(true);
  });

  it("lets one build run at a time, and takes over the lock of a build that ended", () => {
    const first = takeBuildLock(link, { pid: 41, isRunning: () => true });
    expect(takeBuildLock(link, { pid: 42, isRunning: () => true })).toEqual({ heldBy: 41 });
    const after = takeBuildLock(link, { pid: 42, isRunning: (pid) => pid !== 41 });
    expect("release" in after).toBe(true);
    expect(readFileSync(`${link}.builds/.lock`, "utf8")).toBe("42\n");
    publishBuild(link, build("20260101T000000-1"));
    expect(pruneBuilds(link)).toEqual([]); // the lock is no build
    if ("release" in after) after.release();
    expect(existsSync(`${link}.builds/.lock`)).toBe(false);
    expect("release" in first).toBe(true);
  });

  it("names builds so that they sort by time", () => {
    expect(buildId(new Date("2026-11-28T17:30:05.123Z"), 99)).toBe("20261128T173005-99");
  });
});
