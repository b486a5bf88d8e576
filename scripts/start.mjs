/**
 * `npm start`: serve the static export in `out/` the way production will, using the engine of
 * the `serve` package (serve-handler + compression) configured by the checked-in `serve.json`.
 * Builds first when `out/index.html` is missing.
 *
 * serve-handler and compression are resolved through `serve`'s own dependency tree, so the
 * exact versions `serve` pins are used. We run them in-process (rather than spawning the `serve`
 * CLI) so the port is fixed (the CLI silently switches port when it is taken), readiness is known,
 * and other scripts can `await startServer()` and `close()` it.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { hashedHeaderRules } from "./lib/csp.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVE_CONFIG = path.join(ROOT, "serve.json");

const requireFromServe = createRequire(import.meta.resolve("serve/package.json"));
/** @type {(req: http.IncomingMessage, res: http.ServerResponse, config: object) => Promise<void>} */
const serveHandler = requireFromServe("serve-handler");
/** @type {() => (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => void} */
const compression = requireFromServe("compression");

/**
 * Run a command with inherited stdio.
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
 * `npm run build`: `astro build` (the static site into `out/`), then the JavaScript budget check
 * (scripts/budget.mjs; JS_BUDGET=report in `env` reports without failing).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} exit code
 */
export function buildSite(env = process.env) {
  return run("npm", ["run", "build"], { env });
}

/**
 * serve.json, with `public` made absolute (serve-handler resolves it against the cwd) and the
 * hashes of the built pages' inline scripts in the CSP's script-src (scripts/lib/csp.mjs): read
 * once at start-up, so restart the server after a rebuild.
 */
export function loadServeConfig() {
  const config = JSON.parse(readFileSync(SERVE_CONFIG, "utf8"));
  const publicDir = path.resolve(ROOT, config.public ?? ".");
  const headers = existsSync(publicDir)
    ? hashedHeaderRules(config.headers, publicDir)
    : config.headers;
  return { ...config, public: publicDir, headers, etag: true };
}

/**
 * Serve `out/` with serve.json's rules and headers. `configFor` may swap the serve-handler
 * config per request (the audit uses it to serve a page with every script blocked).
 * @param {{ port?: number, host?: string, configFor?: (req: http.IncomingMessage, config: ReturnType<typeof loadServeConfig>) => object }} [options]
 * @returns {Promise<{ server: http.Server, url: string, close: () => Promise<void> }>}
 */
export function startServer({
  port = 3000,
  host = "localhost",
  configFor = (_req, config) => config,
} = {}) {
  const config = loadServeConfig();
  const compress = promisify(compression());
  const server = http.createServer((req, res) => {
    compress(req, res)
      .then(() => serveHandler(req, res, configFor(req, config)))
      .catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
      const close = () =>
        new Promise((done) => {
          server.close(() => done(undefined));
          server.closeAllConnections();
        });
      resolve({ server, url, close });
    });
  });
}

async function main() {
  if (!existsSync(path.join(ROOT, "out", "index.html"))) {
    console.log("out/index.html not found: running `npm run build` first.");
    const code = await buildSite();
    if (code !== 0) process.exit(code);
  }
  const port = Number.parseInt(process.env.PORT ?? "3000", 10);
  const host = process.env.HOST || "localhost";
  const { url, close } = await startServer({ port, host });
  console.log(`Serving out/ at ${url}`);
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.once(signal, () => close().then(() => process.exit(0)));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
