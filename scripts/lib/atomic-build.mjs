/**
 * Builds that never take the site down (scripts/build.mjs): each build is written into a
 * folder of its own, `out.builds/<id>.partial`, and only when every step succeeded is it
 * published by pointing the `out` link at it. The link is replaced with one `rename()` of a
 * new link over it, which is atomic on POSIX: a reader that opens `out/…` finds the old build
 * or the new, never neither (renaming two folders would leave a moment with no `out`). The
 * server resolves the link once per request (server/site-rules.ts), so it follows at once.
 * A failed build leaves `out` as it was. The previous build is kept (a request that began on
 * it finishes; a rollback is one link away) and older ones are removed.
 */
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** The folder that holds the builds of `link`: `out` → `out.builds`. */
const buildsDirOf = (/** @type {string} */ link) => `${link}.builds`;

/** A build's name: its start time (sortable) and the building process. */
export const buildId = (now = new Date(), pid = process.pid) =>
  `${now.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "")}-${pid}`;

/**
 * A new, empty folder for a build in progress, beside the published ones (same file system:
 * the publish is a rename).
 * @param {string} link
 * @param {string} [id]
 */
export function makeStagingDir(link, id = buildId()) {
  const dir = path.join(buildsDirOf(link), `${id}.partial`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Publishes a finished build: `X.partial` becomes `X`, then `link` is pointed at it by
 * renaming a fresh link over the old one. An `out/` folder from before atomic builds is moved
 * into `out.builds/` first (the only moment, once, when `out` is briefly missing).
 * The link is relative, so the checkout can be moved. Returns the published folder.
 * @param {string} link
 * @param {string} staging
 */
export function publishBuild(link, staging) {
  const dir = staging.replace(/\.partial$/, "");
  renameSync(staging, dir);
  const temp = `${link}.swap-${process.pid}`;
  rmSync(temp, { force: true });
  symlinkSync(path.relative(path.dirname(link), dir), temp);
  const before = lstatSync(link, { throwIfNoEntry: false });
  if (before?.isDirectory()) {
    // Named by its own time, so it sorts before this build (pruneBuilds keeps the newest).
    renameSync(link, path.join(buildsDirOf(link), `${buildId(before.mtime)}-legacy`));
  }
  renameSync(temp, link);
  return dir;
}

/**
 * Keeps a failed build for inspection (`X.failed`; the newest one is kept by pruneBuilds).
 * @param {string} staging
 */
export function keepFailedBuild(staging) {
  const dir = staging.replace(/\.partial$/, ".failed");
  renameSync(staging, dir);
  return dir;
}

/**
 * One build at a time per link (two would share `.es-build/` and the Astro cache): takes
 * `out.builds/.lock` (this process's id), or returns the id of the build that holds it. A
 * lock left by a process that ended is taken over. `release()` removes it.
 * @param {string} link
 * @param {{ isRunning?: (pid: number) => boolean, pid?: number }} [options]
 * @returns {{ release: () => void } | { heldBy: number }}
 */
export function takeBuildLock(link, { isRunning: running = isRunning, pid = process.pid } = {}) {
  const file = path.join(buildsDirOf(link), ".lock");
  mkdirSync(buildsDirOf(link), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: "wx" });
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (holder && holder !== pid && running(holder)) return { heldBy: holder };
      rmSync(file, { force: true }); // left by a build that ended without removing it
    }
  }
}

/** @param {number} pid */
const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
};

/**
 * Removes the builds no one needs: keeps the published one, the one before it, the newest
 * failed one and every build still in progress (its process runs); the rest goes, including
 * the leftovers of a build that was interrupted. Returns the names removed.
 * @param {string} link
 * @param {{ isRunning?: (pid: number) => boolean }} [options]
 */
export function pruneBuilds(link, { isRunning: running = isRunning } = {}) {
  const buildsDir = buildsDirOf(link);
  const names = readdirSync(buildsDir)
    .filter((name) => !name.startsWith("."))
    .sort();
  let current = "";
  try {
    current = path.basename(realpathSync(link));
  } catch {
    // no published build yet: nothing is current
  }
  const done = names.filter((name) => !/\.(partial|failed)$/.test(name));
  const keep = new Set([current, done.filter((name) => name !== current).at(-1)]);
  keep.add(names.filter((name) => name.endsWith(".failed")).at(-1));
  for (const name of names.filter((name) => name.endsWith(".partial"))) {
    const pid = Number(/-(\d+)\.partial$/.exec(name)?.[1]);
    if (pid && running(pid)) keep.add(name);
  }
  const removed = names.filter((name) => !keep.has(name));
  for (const name of removed) rmSync(path.join(buildsDir, name), { recursive: true, force: true });
  return removed;
}
