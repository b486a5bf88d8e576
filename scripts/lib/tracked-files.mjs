/**
 * What must never be committed: generated folders (the embedded PostgreSQL's data, the build,
 * dependencies, test output) and any file over 1 MB but the lockfile. `npm run check` runs
 * `scripts/tracked-files.mjs`, which applies this to `git ls-files`.
 */

/** Folders whose contents are made by a command, never written by a person. */
const GENERATED_FOLDERS = [".data/", "out/", "node_modules/", "test-results/"];
const MAX_TRACKED_BYTES = 1024 * 1024;
const ALLOWED_LARGE = new Set(["package-lock.json"]);

/**
 * @param {readonly { path: string; bytes: number }[]} files tracked files and their sizes
 * @returns {string[]} one sentence per offending file
 */
export function trackedFileProblems(files) {
  const problems = [];
  for (const { path, bytes } of files) {
    const folder = GENERATED_FOLDERS.find(
      (prefix) => path.startsWith(prefix) || path.includes(`/${prefix}`),
    );
    if (folder) {
      problems.push(`${path}: generated (${folder}) files are never committed.`);
    } else if (bytes > MAX_TRACKED_BYTES && !ALLOWED_LARGE.has(path)) {
      problems.push(`${path}: ${(bytes / 1024 / 1024).toFixed(1)} MB, over the 1 MB limit.`);
    }
  }
  return problems;
}
