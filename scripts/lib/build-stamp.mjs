/**
 * The build stamp, `out/_build.json`: what a build was made from, so `npm start`
 * (scripts/start.mjs) rebuilds when that changed and can say why. It records a digest of the
 * environment the pages read at build (the intake's address and recipients are baked into
 * them) and a digest per group of inputs (their files' paths and contents: about 5 MB,
 * some tens of milliseconds). A root `_` file is never served (server/site-paths.ts), and
 * the values are hashed anyway.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP_FILE = "_build.json";
const VERSION = 1;

/**
 * The environment the build reads (astro.config.mjs: SITE_URL; src/lib/intake/settings.ts:
 * INTAKE_URL, INTAKE_RECIPIENTS; scripts/launch-check.mjs --build: SITE_ENV, which can fail
 * the build). Add a variable here when a page starts reading one.
 */
const BUILD_ENV = ["SITE_URL", "SITE_ENV", "INTAKE_URL", "INTAKE_RECIPIENTS"];

/**
 * What the build is made from, by group (the label is what `npm start` prints). Tests
 * (`*.test.*`) are left out: a new test changes no page.
 */
const BUILD_INPUTS = [
  { label: "src/", paths: ["src"] },
  { label: "public/", paths: ["public"] },
  { label: "package-lock.json", paths: ["package-lock.json"] },
  { label: "package.json", paths: ["package.json"] },
  { label: "astro.config.mjs", paths: ["astro.config.mjs", "tsconfig.json"] },
  { label: "serve.json", paths: ["serve.json"] },
  {
    label: "the build scripts",
    paths: [
      "scripts/build.mjs",
      "scripts/build-spanish.mjs",
      "scripts/precompress.mjs",
      "scripts/lib",
    ],
  },
];

const isTest = (/** @type {string} */ name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * Every file under `relative` (a file or a folder), as paths relative to `root`, sorted.
 * @param {string} root
 * @param {string} relative
 * @returns {string[]}
 */
function filesOf(root, relative) {
  const absolute = path.join(root, relative);
  const stat = statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesOf(root, path.join(relative, entry.name))
        : entry.isFile() && !isTest(entry.name)
          ? [path.join(relative, entry.name)]
          : [],
    );
}

/** @param {string | Buffer} data */
const sha256 = (data) => createHash("sha256").update(data).digest("hex");

/**
 * @typedef {{ version: number, builtAt: string, env: Record<string, string | null>,
 *   inputs: Record<string, string> }} BuildStamp
 */

/**
 * The stamp of a build made now from the checkout at `root` with `env`.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @param {Date} [now]
 * @returns {BuildStamp}
 */
export function computeStamp(root, env, now = new Date()) {
  /** @type {Record<string, string>} */
  const inputs = {};
  for (const { label, paths } of BUILD_INPUTS) {
    const hash = createHash("sha256");
    for (const file of paths.flatMap((relative) => filesOf(root, relative))) {
      hash.update(
        `${file.split(path.sep).join("/")}\0${sha256(readFileSync(path.join(root, file)))}\n`,
      );
    }
    inputs[label] = hash.digest("hex");
  }
  const digests = BUILD_ENV.map((name) => [
    name,
    env[name] === undefined ? null : sha256(`${env[name]}`),
  ]);
  return { version: VERSION, builtAt: now.toISOString(), env: Object.fromEntries(digests), inputs };
}

/**
 * @param {string} siteDir
 * @param {BuildStamp} stamp
 */
export const writeStamp = (siteDir, stamp) =>
  writeFileSync(path.join(siteDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);

/**
 * The stamp of the build in `siteDir`, or undefined (none, or unreadable).
 * @param {string} siteDir
 * @returns {BuildStamp | undefined}
 */
function readStamp(siteDir) {
  try {
    const stamp = JSON.parse(readFileSync(path.join(siteDir, STAMP_FILE), "utf8"));
    return typeof stamp === "object" && stamp !== null ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a build made with `previous` is out of date now (`current`): one sentence per change,
 * none when it is up to date.
 * @param {BuildStamp} previous
 * @param {BuildStamp} current
 * @returns {string[]}
 */
export function staleReasons(previous, current) {
  if (previous.version !== current.version) return ["the build stamp's format changed"];
  return [
    ...BUILD_ENV.filter((name) => (previous.env?.[name] ?? null) !== current.env[name]).map(
      (name) => `${name} changed`,
    ),
    ...BUILD_INPUTS.filter(({ label }) => previous.inputs?.[label] !== current.inputs[label]).map(
      ({ label }) => `${label} changed since the last build`,
    ),
  ];
}

/**
 * Why `npm start` should build before serving `siteDir`, or none.
 * @param {string} siteDir
 * @param {string} root the checkout
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function rebuildReasons(siteDir, root, env) {
  if (!existsSync(path.join(siteDir, "index.html"))) return ["no build yet"];
  const previous = readStamp(siteDir);
  if (!previous) return ["the build has no stamp (it was made before stamps, or by hand)"];
  return staleReasons(previous, computeStamp(root, env));
}
