import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import picomatch from "picomatch";
import { PAGE_POST_LIMIT_BYTES, SERVER_HEADERS_FILE } from "./config";
import { pageMethods } from "./page-post";
import { canonicalPath, decoded, fileFor } from "./site-paths";
import { startupErrors } from "./startup-errors";

/**
 * The built site (`out/`) from the intake's own Fastify process, the way a CDN serves it:
 * clean URLs (`/about` is `about.html`; `/about.html`, `/about/`, `/about/index` and `//about`
 * redirect to `/about`: site-paths.ts), the build's own `_` files at the root kept back,
 * the not-found page with status 404 (never cached), and serve.json's header rules on every
 * response. Text files are sent as the build compressed them (`x.br`, `x.gz` next to `x`,
 * scripts/precompress.mjs): no compression work per request.
 */
export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

export type SiteOptions = {
  /** Absolute path of the built site. */
  root: string;
  /** serve.json's `headers`, with the CSP's script hashes already in (scripts/lib/csp.mjs). */
  rules: readonly HeaderRule[];
  /** Other rules for one request (the audit serves a page with every script blocked). */
  rulesFor?: (request: FastifyRequest, rules: readonly HeaderRule[]) => readonly HeaderRule[];
};

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

type CompiledRule = { matches: (path: string) => boolean; headers: HeaderRule["headers"] };

const compile = (rules: readonly HeaderRule[]): CompiledRule[] =>
  rules.map((rule) => ({ matches: picomatch(rule.source, { dot: true }), headers: rule.headers }));

/** The headers of every rule whose source matches `urlPath`, later rules winning. */
function headersFor(rules: readonly CompiledRule[], urlPath: string) {
  // Globs match the path without its leading slash; the home page is its file, index.html.
  const relative = (decoded(urlPath) ?? urlPath).replace(/^\/+/, "") || "index.html";
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.matches(relative)) continue;
    for (const header of rule.headers) headers.set(header.key, header.value);
  }
  return headers;
}

/**
 * Adds the matching header rules to every response of `app` (pages, files and the API); an
 * error or a not-found answer is never cached, whatever its path's rule says (a missing
 * image must not be remembered for a day).
 */
export function applyHeaderRules(app: FastifyInstance, options: SiteOptions) {
  const compiled = compile(options.rules);
  app.addHook("onSend", async (request, reply) => {
    const rules = options.rulesFor ? compile(options.rulesFor(request, options.rules)) : compiled;
    for (const [key, value] of headersFor(rules, request.url.split("?")[0] ?? "/")) {
      reply.header(key, value);
    }
    if (reply.statusCode >= 400) reply.header("cache-control", "no-store");
  });
}

/** Conditional and range headers: they apply to the file asked for, not to the 404 page. */
const CONDITIONAL = [
  "if-none-match",
  "if-modified-since",
  "if-match",
  "if-unmodified-since",
  "range",
  "if-range",
];

/**
 * The not-found page with status 404. The request's conditions are dropped first: an
 * If-None-Match that happens to match 404.html's ETag must not turn the 404 into an empty
 * answer.
 */
function notFound(request: FastifyRequest, reply: FastifyReply) {
  for (const header of CONDITIONAL) delete request.raw.headers[header];
  return reply.code(404).header("vary", "accept-encoding").sendFile("404.html");
}

export async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  await app.register(fastifyStatic, {
    root: options.root,
    serve: false,
    cacheControl: false,
    dotfiles: "ignore",
    preCompressed: true,
  });

  app.get("/*", (request, reply) => {
    const [urlPath = "/", query] = request.url.split("?");
    const canonical = canonicalPath(urlPath);
    if (canonical !== undefined) {
      return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
    }
    const file = fileFor(options.root, urlPath);
    if (file === undefined || file === "404.html") return notFound(request, reply);
    return reply.header("vary", "accept-encoding").sendFile(file);
  });

  pageMethods(app, {
    limit: PAGE_POST_LIMIT_BYTES,
    isPage: (urlPath) => fileFor(options.root, urlPath) !== undefined,
    notFound,
  });
}
