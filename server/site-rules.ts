import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import picomatch from "picomatch";
import { SERVER_HEADERS_FILE } from "./config";
import { decoded } from "./site-paths";
import { startupErrors } from "./startup-errors";

/**
 * serve.json's header rules, as the build wrote them next to the pages, and which build a
 * request is served from. `npm run build` publishes a new build by swapping the `out` link
 * (scripts/lib/atomic-build.mjs), so nothing here may hold on to a folder or to rules read at
 * start: each request resolves the link once, and its file and its headers (the CSP's
 * inline-script hashes) come from that one build, even when a swap lands mid-request.
 */
export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/**
 * The header rules the build wrote next to the pages (`_server-headers.json`: serve.json's
 * rules with the CSP's inline-script hashes, by scripts/lib/csp.mjs). No file: no build.
 */
export function readHeaderRules(siteDir: string): HeaderRule[] {
  const file = path.join(siteDir, SERVER_HEADERS_FILE);
  if (!existsSync(file)) throw startupErrors.missingBuild(file);
  const rules: HeaderRule[] = JSON.parse(readFileSync(file, "utf8"));
  return rules;
}

const resolvedRoots = new WeakMap<FastifyRequest, string>();

/**
 * The real folder of the site for this request: `root` (the `out` link, or SITE_DIR) resolved
 * on first use and kept for the rest of the request. One `realpath` per request.
 */
export function siteRootOf(request: FastifyRequest, root: string): string {
  let dir = resolvedRoots.get(request);
  if (dir === undefined) {
    try {
      dir = realpathSync.native(root);
    } catch {
      dir = root; // gone this instant: the file lookups answer 404, never a crash
    }
    resolvedRoots.set(request, dir);
  }
  return dir;
}

type CompiledRule = { matches: (path: string) => boolean; headers: HeaderRule["headers"] };

export const compileRules = (rules: readonly HeaderRule[]): CompiledRule[] =>
  rules.map((rule) => ({ matches: picomatch(rule.source, { dot: true }), headers: rule.headers }));

/** The headers of every rule whose source matches `urlPath`, later rules winning. */
export function headersFor(rules: readonly CompiledRule[], urlPath: string) {
  // Globs match the path without its leading slash; the home page is its file, index.html.
  const relative = (decoded(urlPath) ?? urlPath).replace(/^\/+/, "") || "index.html";
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.matches(relative)) continue;
    for (const header of rule.headers) headers.set(header.key, header.value);
  }
  return headers;
}

export type LoadedRules = { rules: readonly HeaderRule[]; compiled: CompiledRule[] };

/**
 * The rules of a build folder, read again only when the file is another one (another build:
 * another inode) or was rewritten (size, mtime): one `stat` per request. A file that cannot
 * be read or parsed keeps the last rules that could (a build is published only whole, so this
 * is a hand edit in progress), and the server goes on answering.
 */
export function headerRulesLoader(onError: (message: string) => void = () => {}) {
  let last: (LoadedRules & { key: string }) | undefined;
  return (siteDir: string): LoadedRules => {
    const file = path.join(siteDir, SERVER_HEADERS_FILE);
    const stat = statSync(file, { throwIfNoEntry: false, bigint: true });
    const key = stat ? `${file}:${stat.ino}:${stat.size}:${stat.mtimeNs}` : `${file}:none`;
    if (last?.key === key) return last;
    try {
      const rules: HeaderRule[] = JSON.parse(readFileSync(file, "utf8"));
      if (!Array.isArray(rules)) throw new Error("not a list of rules");
      last = { key, rules, compiled: compileRules(rules) };
    } catch (error) {
      onError(`${SERVER_HEADERS_FILE} unreadable, keeping the previous header rules: ${error}`);
      if (last) last = { ...last, key };
      else last = { key, rules: [], compiled: [] };
    }
    return last;
  };
}
