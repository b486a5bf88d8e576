/**
 * `npm start`: builds the site first when what the build depends on changed since `out/` was
 * made (scripts/lib/build-stamp.mjs: the environment the pages read, `src/`, `public/`, the
 * lockfile, the config; or there is no build yet), saying why, then runs the intake server
 * (`node --import tsx server/main.ts`) in the foreground. START_BUILD=never serves `out/` as it
 * is (the e2e server, a host that deploys a build made elsewhere). SIGINT and SIGTERM are
 * passed on to the server, which closes gracefully; this script exits with the server's code.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { rebuildReasons } from "./lib/build-stamp.mjs";
import { buildSite, ROOT } from "./lib/run.mjs";

const siteDir = path.resolve(ROOT, process.env.SITE_DIR || "out");
if (process.env.START_BUILD !== "never") {
  const reasons = rebuildReasons(siteDir, ROOT, process.env);
  if (reasons.length > 0) {
    console.log(`Building the site first (\`npm run build\`): ${reasons.join("; ")}.`);
    const code = await buildSite();
    if (code !== 0) process.exit(code);
  }
}

// --expose-gc: the server runs one full collection after a burst of traffic (server/idle-collect.ts).
const server = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "server/main.ts"], {
  cwd: ROOT,
  stdio: "inherit",
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
