/**
 * `npm run bench:site`: how `npm start` serves the built site under load, next to Debian's
 * nginx serving the same `out/` with the same headers and its pre-compressed files. For each
 * server, autocannon (200 connections, 30 s, a browser's Accept-Encoding) on `/`, a blog
 * article and a content-hashed script: requests/s, p99, errors (connection errors, time-outs
 * and answers other than 2xx); and the intake's Node process's resident memory before, at its
 * peak and 60 s after the last run. Without nginx it says so and measures ours only.
 * A benchmark, not a test: it prints a Markdown table (with the load average, as the machine
 * may be shared) and writes audit-report/site-bench.md. Needs a build (`npm run build`).
 * BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_SETTLE_SECONDS, BENCH_PORT (ours; nginx the next
 * port) and NGINX (its binary) tune it.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ROOT } from "./lib/run.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3801);
const NGINX_PORT = PORT + 1;
/** Debian's nginx, or the one NGINX names. */
const NGINX = process.env.NGINX || "nginx";
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const SITE = path.join(ROOT, "out");

if (!existsSync(path.join(SITE, "index.html")) || !existsSync(path.join(SITE, "index.html.br"))) {
  console.error("out/ is missing or not pre-compressed: run `npm run build` first.");
  process.exit(1);
}

/** `/`, the largest blog article, the largest content-hashed script. */
function routes() {
  const largest = (dir, test) =>
    readdirSync(dir)
      .filter(test)
      .map((name) => ({ name, size: statSync(path.join(dir, name)).size }))
      .sort((a, b) => b.size - a.size)[0]?.name;
  const article = largest(path.join(SITE, "blog"), (name) => /^[^.]+\.html$/.test(name));
  const script = largest(path.join(SITE, "_astro"), (name) => name.endsWith(".js"));
  return [
    { label: "/", path: "/" },
    { label: "article", path: `/blog/${article?.replace(/\.html$/, "")}` },
    { label: "hashed script", path: `/_astro/${script}` },
  ];
}

const work = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
chmodSync(work, 0o755);
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, child) {
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited.`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer.`);
}

/** Resident memory of `pid` in MB, from /proc. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
}

/** The pid of the Node server `scripts/start.mjs` (pid `parent`) runs. */
function serverPid(parent) {
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, "utf8").trim();
  return Number(children.split(/\s+/)[0]);
}

/** The header rules as nginx `add_header` lines: one block per location. */
function nginxConfig() {
  const rules = JSON.parse(readFileSync(path.join(SITE, "_server-headers.json"), "utf8"));
  const headersOf = (sources) => {
    const headers = new Map();
    for (const rule of rules) {
      if (!sources.includes(rule.source)) continue;
      for (const { key, value } of rule.headers) headers.set(key, value);
    }
    return [...headers]
      .map(([key, value]) => `      add_header ${key} "${value.replaceAll('"', '\\"')}" always;`)
      .join("\n");
  };
  const images = rules.find((rule) => rule.source.startsWith("**/*."))?.source ?? "";
  const extensions = images.match(/@\(([^)]+)\)/)?.[1] ?? "png";
  const user = process.getuid?.() === 0 ? "user root;" : "";
  return `${user}
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 5s;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${SITE};
    error_page 404 /404.html;
    location / {
      try_files $uri $uri.html $uri/index.html =404;
${headersOf(["**"])}
    }
    location ~* \\.(${extensions.replaceAll("|", "|")})$ {
${headersOf(["**", images])}
    }
    location /_astro/ {
${headersOf(["**", "_astro/**"])}
    }
  }
}
`;
}

async function load(port, route) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${route.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": BROWSER_ENCODINGS },
  });
  return {
    perSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined);
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

const targets = routes();
const loadBefore = os.loadavg();
const rows = [];
let memory;

// Ours: `npm start` (scripts/start.mjs) with its own embedded PostgreSQL.
const ours = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(work, "data"),
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/api/v1/health`, ours);
  const pid = serverPid(ours.pid);
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  for (const route of targets)
    rows.push({ server: "npm start", route: route.label, ...(await load(PORT, route)) });
  clearInterval(sampler);
  console.log(`Waiting ${SETTLE_SECONDS} s for the memory to settle…`);
  await sleep(SETTLE_SECONDS * 1000);
  memory = { before, peak, after: rssMb(pid) };
} finally {
  await stop(ours);
}

// nginx, when the machine has it.
const nginx = spawnSync(NGINX, ["-v"]).error ? undefined : NGINX;
if (nginx) {
  const config = path.join(work, "nginx.conf");
  writeFileSync(config, nginxConfig());
  mkdirSync(path.join(work, "body"), { recursive: true });
  const child = spawn(NGINX, ["-c", config, "-p", work], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/`, child).catch((error) => {
      const log = path.join(work, "nginx-error.log");
      if (existsSync(log)) console.error(readFileSync(log, "utf8"));
      throw error;
    });
    for (const route of targets)
      rows.push({ server: "nginx", route: route.label, ...(await load(NGINX_PORT, route)) });
  } finally {
    await stop(child);
  }
} else {
  console.log("nginx is not installed (apt-get install -y nginx): measuring `npm start` only.");
}
rmSync(work, { recursive: true, force: true });

const rate = (server, route) =>
  rows.find((r) => r.server === server && r.route === route)?.perSecond;
const table = [
  `Site benchmark: ${CONNECTIONS} connections, ${SECONDS} s a route, Accept-Encoding "${BROWSER_ENCODINGS}", ${os.cpus().length} cores, Node ${process.version}; load average ${loadBefore.map((n) => n.toFixed(1)).join(" ")} before, ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} after.`,
  "",
  "| Server | Route | Requests/s | p99 ms | Errors | Share of nginx's rate |",
  "| --- | --- | ---: | ---: | ---: | ---: |",
  ...rows.map((r) => {
    const theirs = rate("nginx", r.route);
    const share =
      r.server === "npm start" && theirs ? `${Math.round((100 * r.perSecond) / theirs)} %` : "";
    return `| ${r.server} | ${r.route} | ${r.perSecond} | ${r.p99} | ${r.errors} | ${share} |`;
  }),
  "",
  `The intake's Node process (resident memory): ${memory.before} MB before, ${memory.peak} MB at the peak, ${memory.after} MB ${SETTLE_SECONDS} s after (${Math.round((100 * (memory.after - memory.before)) / memory.before)} % from the start).`,
  nginx ? "" : "\nnginx is not installed: only `npm start` was measured.",
].join("\n");
console.log(`\n${table}`);
mkdirSync(path.join(ROOT, "audit-report"), { recursive: true });
writeFileSync(path.join(ROOT, "audit-report", "site-bench.md"), `${table}\n`);
