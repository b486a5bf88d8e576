/**
 * The Content-Security-Policy's inline-script hashes. `serve.json` holds the policy without
 * `'unsafe-inline'` for scripts; the few inline scripts Astro writes (the island loader, the
 * `client:*` directive scripts, small hoisted scripts it inlines) are allowed by their SHA-256
 * hashes, which this module reads from the built pages in `out/` and adds to `script-src`.
 *
 * Used by the build (astro.config.mjs, `astro:build:done`), which writes the complete headers
 * to `out/_headers` for a CDN and to `out/_server-headers.json` for `npm start` (the intake
 * server reads that file: it does not import scripts/).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import { pagePolicy } from "./page-csp.mjs";

/** Script types a browser runs (a JSON-LD block is data, not script: no hash needed). */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The `'sha256-…'` source of every inline script in `html` that a browser would run.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashesOf(html) {
  const hashes = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE.has(type)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * The hashes of every inline script of every page under `dir`, sorted and without repeats.
 * @param {string} dir
 * @returns {string[]}
 */
function inlineScriptHashes(dir) {
  const hashes = new Set();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const html = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const hash of inlineScriptHashesOf(html)) hashes.add(hash);
  }
  return [...hashes].sort();
}

/**
 * `policy` with `hashes` added to its `script-src`, right after `'self'`.
 * @param {string} policy
 * @param {readonly string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;\s*)script-src 'self'/, `$1script-src 'self' ${hashes.join(" ")}`);
}

/**
 * `policy` whose `script-src` keeps, of its `'sha256-…'` sources, only `own` (one page's inline
 * scripts): the site-wide rule lists every page's hashes (16 of them, 1.5 kB of every response),
 * a page needs its own two or three. The site has no client-side navigation, so a page never
 * runs another page's inline script.
 * @param {string} policy
 * @param {readonly string[]} own
 */
function withOnlyScriptHashes(policy, own) {
  const keep = new Set(own);
  return policy
    .split(";")
    .map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive.trim();
      return [name, ...sources.filter((s) => !s.startsWith("'sha256-") || keep.has(s))].join(" ");
    })
    .join("; ");
}

/**
 * serve.json's `headers` with the hashes of the pages in `dir` put into the CSP.
 * @param {{ source: string, headers: { key: string, value: string }[] }[]} rules
 * @param {string} dir
 */
function hashedHeaderRules(rules, dir) {
  const hashes = inlineScriptHashes(dir);
  const hashed = rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      isCsp(header) ? { ...header, value: withScriptHashes(header.value, hashes) } : header,
    ),
  }));
  return [...hashed, ...pageRules(hashed, dir)];
}

/** @param {{ key: string }} header */
const isCsp = (header) => header.key.toLowerCase() === "content-security-policy";

/**
 * One rule per page whose own policy is stricter than the one its path gets from the rules
 * (page-csp.mjs: no Google host where the page has no translation widget, style hashes instead
 * of 'unsafe-inline' where it can do without; and only its own inline scripts' hashes). `source` is the page's clean URL without its
 * leading slash (`inbox`, `blog/1`), `index.html` for the home page, as server/site.ts matches.
 * @param {{ source: string, headers: { key: string, value: string }[] }[]} hashed
 * @param {string} dir
 */
function pageRules(hashed, dir) {
  const compiled = hashed.map((rule) => ({
    matches: picomatch(rule.source, { dot: true }),
    csp: rule.headers.find(isCsp)?.value,
  }));
  const rules = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html") || entry.name === "404.html") continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
    const relative = file.join("/");
    const source = relative === "index.html" ? relative : relative.replace(/(\/index)?\.html$/, "");
    let base;
    for (const rule of compiled) if (rule.csp && rule.matches(source)) base = rule.csp;
    if (!base) continue;
    const html = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    const own = withOnlyScriptHashes(pagePolicy(base, html), inlineScriptHashesOf(html));
    if (own !== base)
      rules.push({ source, headers: [{ key: "Content-Security-Policy", value: own }] });
  }
  return rules.sort((a, b) => a.source.localeCompare(b.source));
}

/** The header rules `npm start` sends (server/config.ts names the same file). */
const SERVER_HEADERS_FILE = "_server-headers.json";

/**
 * serve.json `source` globs (`**`, `_astro/**`, `**\/*.@(png|…)`) as `_headers` paths; a
 * source without glob characters (`inbox`) is that one page.
 */
function headersPath(source) {
  if (source === "**") return "/*";
  if (source === "index.html") return "/";
  if (source.endsWith("/**")) return `/${source.slice(0, -3)}/*`;
  if (!/[*?@()[\]{}!]/.test(source)) return `/${source}`;
  return null;
}

/**
 * Writes `dir/_headers` (the format Netlify and Cloudflare Pages read) with serve.json's
 * headers and the hashed CSP: what a CDN must send, generated with every build; and the same
 * rules as `dir/_server-headers.json`, what the intake server sends.
 * @param {{ source: string, headers: { key: string, value: string }[] }[]} rules
 * @param {string} dir
 */
export function writeHeadersFile(rules, dir) {
  writeHashedHeaderFiles(hashedHeaderRules(rules, dir), dir);
}

/**
 * `dir/_headers` for a CDN and `dir/_server-headers.json` (the rules as JSON, serve.json's
 * shape) for the intake server, from rules whose CSP already carries the hashes.
 * @param {{ source: string, headers: { key: string, value: string }[] }[]} hashed
 * @param {string} dir
 */
function writeHashedHeaderFiles(hashed, dir) {
  writeFileSync(path.join(dir, SERVER_HEADERS_FILE), `${JSON.stringify(hashed, null, 2)}\n`);
  const blocks = [];
  for (const rule of hashed) {
    const at = headersPath(rule.source);
    if (!at) continue; // per-extension cache rules: set them in the CDN's own cache settings
    blocks.push([at, ...rule.headers.map(({ key, value }) => `  ${key}: ${value}`)].join("\n"));
  }
  writeFileSync(path.join(dir, "_headers"), `${blocks.join("\n")}\n`);
}
