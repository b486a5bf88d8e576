/**
 * `npm run build`: the site into a new folder, published whole when every step succeeded
 * (scripts/lib/atomic-build.mjs), so a running `npm start` serves the old build or the new one
 * throughout, never a half-written or missing `out/`. The steps run with SITE_DIR set to that
 * folder: `astro build` (astro.config.mjs's outDir), the Spanish pass, each page's own CSS and icons, the pre-compressed
 * copies, the JavaScript budget and the launch check. Then the build stamp (what the build was
 * made from, scripts/lib/build-stamp.mjs), then the swap. A failure leaves `out` untouched and
 * the failed build in `out.builds/…failed` to look at. SITE_DIR names another link than `out`.
 */
import path from "node:path";
import {
  keepFailedBuild,
  makeStagingDir,
  publishBuild,
  pruneBuilds,
  takeBuildLock,
} from "./lib/atomic-build.mjs";
import { computeStamp, writeStamp } from "./lib/build-stamp.mjs";
import { ROOT, run } from "./lib/run.mjs";

const link = path.resolve(ROOT, process.env.SITE_DIR || "out");
const shown = (/** @type {string} */ dir) => path.relative(ROOT, dir) || ".";

const lock = takeBuildLock(link);
if ("heldBy" in lock) {
  console.error(
    `Another build of ${shown(link)} is running (process ${lock.heldBy}): wait for it, then build again.`,
  );
  process.exit(1);
}
process.on("exit", lock.release);

/** The inputs as they are when the build starts: a change during the build is seen next time. */
const stamp = computeStamp(ROOT, process.env);
const staging = makeStagingDir(link);
const env = { ...process.env, SITE_DIR: staging };
const node = (/** @type {string[]} */ ...args) => [process.execPath, args];

/** @type {[string, string, string[], string?][]} */
const steps = [
  ["astro build", "npx", ["astro", "build", "--force"]],
  ["the Spanish pages", ...node("scripts/build-spanish.mjs")],
  // Each page draws its icons from its own symbols, not the sprite file; before the per-page
  // CSS, which keeps the rule that hides those symbols only where their class is.
  ["per-page icons", ...node("scripts/page-icons.mjs")],
  // Before the compressed copies are made: each page's stylesheet shrinks to what it uses.
  ["per-page CSS", ...node("scripts/page-css.mjs")],
  ["pre-compression", ...node("scripts/precompress.mjs")],
  [
    "the JavaScript budget",
    ...node("scripts/budget.mjs"),
    " `JS_BUDGET=report npm run build` publishes a build over budget, for a test.",
  ],
  ["the launch check", ...node("scripts/launch-check.mjs", "--build")],
];

for (const [name, command, args, hint = ""] of steps) {
  const code = await run(command, args, { env });
  if (code !== 0) {
    const failed = keepFailedBuild(staging);
    pruneBuilds(link);
    console.error(
      `\nThe build failed at ${name} (exit code ${code}): ${shown(link)} is unchanged (still the previous build). The failed build is in ${shown(failed)}.${hint}`,
    );
    process.exit(code);
  }
}

writeStamp(staging, stamp);
const published = publishBuild(link, staging);
const removed = pruneBuilds(link);
console.log(
  `\nPublished ${shown(published)} as ${shown(link)}${removed.length ? ` (removed ${removed.length} older build${removed.length === 1 ? "" : "s"})` : ""}.`,
);
