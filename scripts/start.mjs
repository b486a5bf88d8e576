/**
 * `npm start`: builds the site when `out/index.html` is missing (a fresh clone), then runs the
 * intake server (`node --import tsx server/main.ts`) in the foreground. SIGINT and SIGTERM are
 * passed on to the server, which closes gracefully; this script exits with the server's code.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildSite, ROOT } from "./lib/run.mjs";

const siteDir = path.resolve(ROOT, process.env.SITE_DIR || "out");
if (!existsSync(path.join(siteDir, "index.html"))) {
  console.log(
    `${path.relative(ROOT, siteDir) || "."}/index.html not found: running \`npm run build\` first.`,
  );
  const code = await buildSite();
  if (code !== 0) process.exit(code);
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
