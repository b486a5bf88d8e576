/**
 * Measure the first-visit JavaScript of every built page in `out/` (the I/O around the pure
 * page-scripts, import-graph and budgets modules). Sizes are gzip at level 9 (node:zlib), each
 * file compressed on its own as a server sends it; an inline script is compressed on its own too
 * (in the page it rides in the HTML's compression, so this slightly overstates it).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import { budgetFor } from "./budgets.mjs";
import { walkPage } from "./import-graph.mjs";
import { pageScripts, routeFromHtmlPath } from "./page-scripts.mjs";

/** @param {string | Buffer} data */
const gzipBytes = (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;

/**
 * @typedef {object} PageMeasure
 * @property {string} route
 * @property {string} file path of the HTML under the output folder
 * @property {number} firstVisit gzip bytes downloaded on a first visit
 * @property {number} onDemand gzip bytes reachable only through dynamic import()
 * @property {number} files how many files (and inline scripts) the first visit counts
 * @property {number} budget budget in kB
 * @property {string[]} problems URLs on other origins or missing from the build
 */

/**
 * Every `.html` file under `dir`, as `/`-separated paths relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html"))
    .sort();
}

/**
 * Measure every page of a built site.
 * @param {string} outDir the build's output folder
 * @returns {PageMeasure[]}
 */
export function measureSite(outDir) {
  /** @type {Map<string, { code: string, gzip: number } | undefined>} */
  const files = new Map();
  /** @param {string} sitePath */
  const load = (sitePath) => {
    if (!files.has(sitePath)) {
      const file = path.join(outDir, ...sitePath.split("/"));
      const buffer = existsSync(file) ? readFileSync(file) : undefined;
      files.set(sitePath, buffer && { code: buffer.toString("utf8"), gzip: gzipBytes(buffer) });
    }
    return files.get(sitePath);
  };

  return htmlFiles(outDir).map((file) => {
    const route = routeFromHtmlPath(file);
    const { urls, inline } = pageScripts(readFileSync(path.join(outDir, file), "utf8"));
    const inlineModules = inline.filter((script) => script.module).map((script) => script.code);
    const graph = walkPage({ route, urls, inlineModules }, (sitePath) => load(sitePath)?.code);
    /** @param {string[]} paths */
    const sum = (paths) =>
      paths.reduce((total, sitePath) => total + (load(sitePath)?.gzip ?? 0), 0);
    const inlineBytes = inline.reduce((total, script) => total + gzipBytes(script.code), 0);
    return {
      route,
      file,
      firstVisit: sum(graph.firstVisit) + inlineBytes,
      onDemand: sum(graph.onDemand),
      files: graph.firstVisit.length + inline.length,
      budget: budgetFor(route).kB,
      problems: [
        ...graph.external.map((url) => `external script not measured: ${url}`),
        ...graph.missing.map((sitePath) => `missing from the build: ${sitePath}`),
      ],
    };
  });
}
