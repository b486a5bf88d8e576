/** Running the project's own commands from its scripts (build, tests, audit). */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Run a command in the checkout with inherited stdio.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
export function run(command, args, { env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * `npm run build` (scripts/build.mjs): the static site into a new folder, its checks (the
 * JavaScript budget: JS_BUDGET=report in `env` reports without failing), then published as
 * `out/` in one step.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} exit code
 */
export function buildSite(env = process.env) {
  return run("npm", ["run", "build"], { env });
}
