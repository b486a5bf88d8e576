/**
 * `node scripts/bench-memory.mjs`: does the intake server give its memory back after a burst of
 * traffic on the site? It starts the server as `npm start` does (`node --expose-gc --import tsx
 * server/main.ts`, PORT 3500, DATA_DIR .data/bench-memory) on a fresh database of the shared
 * PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:55432/postgres;
 * dropped at the end), then: memory at the start, BENCH_SECONDS (60) of autocannon on `/` with
 * a browser's Accept-Encoding and some real traffic's variety (query strings, other pages,
 * redirects, 404s, scripts), and BENCH_SETTLE_SECONDS (60) of samples after. It prints the
 * start, the peak and the settled values of the resident set (RSS, from /proc) and of V8's
 * heap, then both once more after a full garbage collection, with the load average.
 * A benchmark, not a test: figures depend on the machine. MALLOC_ARENA_MAX and other variables
 * are passed on to the server, to compare allocator settings; BENCH_HEAP_SNAPSHOTS (a folder)
 * has V8's heap written there at the end (after a full collection) and, with BENCH_GC_START=1,
 * at the start, to compare in Chrome's DevTools. Needs a build (`out/`).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { ROOT } from "./lib/run.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres";
const SITE = path.join(ROOT, "out");
const MB = 1024 * 1024;
/** BENCH_MIX=0: `/` only, as `npm run bench:site` loads it. */
const ONLY_HOME = process.env.BENCH_MIX === "0";
const GC_START = process.env.BENCH_GC_START === "1";

if (!existsSync(path.join(SITE, "index.html"))) {
  console.error("out/ is missing: run `npm run build` first.");
  process.exit(1);
}

/**
 * Loaded into the server before its own code: answers the bench's "measure" messages over the
 * IPC channel with `process.memoryUsage()`, after a full collection when asked ("gc"). The
 * channel is unref'd, so it never keeps the server from exiting.
 */
const PROBE = `data:text/javascript,${encodeURIComponent(`
import { writeHeapSnapshot } from "node:v8";
process.on("message", ({ id, gc, snapshot }) => {
  if (gc) globalThis.gc?.();
  if (snapshot) writeHeapSnapshot(snapshot);
  process.send?.({ id, usage: process.memoryUsage() });
});
process.channel?.unref();
`)}`;

/** What one visitor of many asks for: mostly the home page, the way people arrive on it. */
function trafficMix() {
  const scripts = readdirSync(path.join(SITE, "_astro")).filter((name) => name.endsWith(".js"));
  const pages = ["/about", "/services", "/contact", "/es", "/careers", "/insurance"];
  let n = 0;
  return () => {
    n += 1;
    const roll = n % 20;
    const token = randomBytes(4).toString("hex");
    if (ONLY_HOME || roll < 11) return "/";
    if (roll < 13) return `/?utm_source=newsletter&utm_campaign=c${n % 50}`;
    if (roll < 14) return `/?fbclid=${token}`;
    if (roll < 16) return pages[n % pages.length];
    if (roll < 17) return `/missing-${token}`;
    if (roll < 18) return roll % 2 ? "/index.html" : "//about";
    return `/_astro/${scripts[n % scripts.length]}`;
  };
}

/**
 * Where the resident memory is, from /proc's maps: the main thread's malloc heap (`[heap]`),
 * the other anonymous mappings (V8's heap pages, the malloc arenas of the other threads, their
 * stacks) and files (the node binary, libraries). RSS that the heap gave back but that stays
 * in `[heap]` or the arenas is glibc's, not a leak.
 */
function residentMaps(pid) {
  const kB = { heap: 0, anonymous: 0, files: 0 };
  let kind = "files";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const mapping = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/);
    if (mapping) kind = mapping[1] === "[heap]" ? "heap" : mapping[1] ? "files" : "anonymous";
    const rss = line.match(/^Rss:\s+(\d+) kB/);
    if (rss) kB[kind] += Number(rss[1]);
  }
  const mb = (n) => `${Math.round(n / 1024)} MB`;
  return `Resident at the end: ${mb(kB.heap)} in the main malloc heap, ${mb(kB.anonymous)} in other anonymous mappings (V8's pages, other threads' arenas, stacks), ${mb(kB.files)} of files and others.`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function withAdmin(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server's memory: `process.memoryUsage()` from inside (after a full GC if `gc`). */
function measure(child, gc = false) {
  return ask(child, { gc });
}

/** With BENCH_HEAP_SNAPSHOTS (a folder): V8's heap written there as `name`.heapsnapshot. */
async function snapshot(child, name) {
  const folder = process.env.BENCH_HEAP_SNAPSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await ask(child, { snapshot: path.resolve(folder, `${name}.heapsnapshot`) }, 120_000);
}

let asked = 0;

/** Sends `message` to the probe; its answer (matched by id, as a late one may come) in MB. */
function ask(child, message, timeoutMs = 10_000) {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const onMessage = (answer) => {
      if (answer.id !== id) return;
      clearTimeout(timer);
      child.off("message", onMessage);
      const { usage } = answer;
      resolve({
        rss: usage.rss / MB,
        heap: usage.heapUsed / MB,
        heapTotal: usage.heapTotal / MB,
        external: usage.external / MB,
      });
    };
    const timer = setTimeout(() => {
      child.off("message", onMessage);
      reject(new Error("the server did not answer"));
    }, timeoutMs);
    child.on("message", onMessage);
    child.send({ id, ...message });
  });
}

async function waitFor(url, child) {
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) throw new Error("the server exited");
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** Samples every second for `seconds`; the peak of each figure and the last sample. */
async function sample(child, seconds, during) {
  const samples = [];
  let waiting = false; // one question at a time: a busy server answers late
  const sampler = setInterval(() => {
    if (waiting) return;
    waiting = true;
    measure(child)
      .then(
        (m) => samples.push(m),
        () => {},
      )
      .finally(() => (waiting = false));
  }, 1000);
  await (during ?? sleep(seconds * 1000));
  clearInterval(sampler);
  samples.push(await measure(child));
  return samples;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const name = `bench_memory_${randomBytes(4).toString("hex")}`;
const databaseUrl = new URL(SERVER_URL);
databaseUrl.pathname = `/${name}`;
await withAdmin(`CREATE DATABASE ${name}`);
const loadBefore = load();
const server = spawn(
  process.execPath,
  ["--expose-gc", "--import", "tsx", "--import", PROBE, "server/main.ts"],
  {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(ROOT, ".data/bench-memory"),
      DATABASE_URL: databaseUrl.toString(),
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  },
);
let report;
try {
  await waitFor(`http://127.0.0.1:${PORT}/api/v1/health`, server);
  await sleep(5000); // the start-up done (the database's first checks, the first timers)
  const start = await measure(server);
  // BENCH_GC_START=1: the same after a full collection (what the server holds at rest, without
  // its start-up's garbage), with the heap snapshot. Off by default: a collection before the
  // load changes how V8 sizes its heap under it, so the peak and the settled RSS are lower.
  const startCollected = GC_START ? await measure(server, true) : start;
  if (GC_START) await snapshot(server, "start");
  const next = trafficMix();
  console.log(`Load: ${CONNECTIONS} connections for ${SECONDS} s…`);
  const cannon = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  const during = await sample(server, SECONDS, cannon);
  const result = await cannon;
  console.log(`Settling for ${SETTLE_SECONDS} s…`);
  const after = await sample(server, SETTLE_SECONDS);
  const settled = after.at(-1);
  await measure(server, true);
  await sleep(2000); // V8 gives the emptied pages back after the collection, not during it
  const collected = await measure(server);
  const maps = residentMaps(server.pid); // before a snapshot, whose writing takes memory
  await snapshot(server, "settled");
  const peak = (key) => Math.max(start[key], ...during.map((m) => m[key]));
  const row = (label, key) => {
    const share = (value, from) => `${Math.round((100 * (value - from[key])) / from[key])} %`;
    const cells = [start, ...(GC_START ? [startCollected] : []), { [key]: peak(key) }, settled];
    const shares = [share(settled[key], start), share(collected[key], startCollected)];
    const figures = [...cells, collected].map((m) => m[key].toFixed(1));
    return `| ${label} | ${figures.join(" | ")} | ${shares.join(" | ")} |`;
  };

  report = [
    `Memory bench: ${CONNECTIONS} connections, ${SECONDS} s on / (${ONLY_HOME ? "only" : "mixed"}), ${SETTLE_SECONDS} s to settle; ${Math.round(result.requests.average)} requests/s, ${result.errors + result.timeouts} errors, statuses ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])))}; Node ${process.version}, ${os.cpus().length} cores, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? "unset"}; load average ${loadBefore} before, ${load()} after.`,
    "",
    `| MB | Start | ${GC_START ? "Start, GC'd | " : ""}Peak | Settled | Settled, GC'd | Settled vs start | GC'd vs ${GC_START ? "GC'd" : "start"} |`,
    `| --- |${" ---: |".repeat(GC_START ? 7 : 6)}`,
    row("RSS", "rss"),
    row("V8 heap used", "heap"),
    row("V8 heap reserved", "heapTotal"),
    row("External (buffers)", "external"),
    "",
    maps,
  ].join("\n");
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
console.log(`\n${report}`);
