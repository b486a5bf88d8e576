/**
 * `npm run check` step: fails when git tracks a generated file (`.data/`, `out/`,
 * `node_modules/`, `test-results/`) or a file over 1 MB other than the lockfile.
 * `git rm -r --cached <path>` untracks one; `.gitignore` keeps it out from then on.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { trackedFileProblems } from "./lib/tracked-files.mjs";
import { ROOT } from "./lib/run.mjs";

const listed = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const files = listed.flatMap((file) => {
  try {
    return [{ path: file, bytes: statSync(path.join(ROOT, file)).size }];
  } catch {
    return [{ path: file, bytes: 0 }]; // deleted in the work tree, still tracked
  }
});
const problems = trackedFileProblems(files);
if (problems.length > 0) {
  console.error(`Tracked files that must not be committed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Tracked files: ${files.length}, none generated, none over 1 MB.`);
