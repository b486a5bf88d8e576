import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import picomatch from "picomatch";
import { SERVER_HEADERS_FILE } from "./config";
import { startupErrors } from "./startup-errors";

/**
 * The built site (`out/`) from the intake's own Fastify process, the way a CDN serves it:
 * clean URLs (`/about` is `about.html`; `/about.html` and `/about/` redirect to `/about`),
 * the not-found page with status 404, and serve.json's header rules on every response.
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

/** `decodeURIComponent`, or undefined for a malformed escape ("%E0"). */
function decoded(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

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

/** Adds the matching header rules to every response of `app` (pages, files and the API). */
export function applyHeaderRules(app: FastifyInstance, options: SiteOptions) {
  const compiled = compile(options.rules);
  app.addHook("onSend", async (request, reply) => {
    const rules = options.rulesFor ? compile(options.rulesFor(request, options.rules)) : compiled;
    for (const [key, value] of headersFor(rules, request.url.split("?")[0] ?? "/")) {
      reply.header(key, value);
    }
  });
}

/** Where a clean URL's file is, relative to `root`, or undefined. */
function fileFor(root: string, urlPath: string): string | undefined {
  const clean = decoded(urlPath);
  if (clean === undefined || clean.includes("\0") || clean.split("/").includes(".."))
    return undefined;
  const isFile = (relative: string) => {
    const absolute = path.join(root, relative);
    return existsSync(absolute) && statSync(absolute).isFile();
  };
  if (clean === "/") return "index.html";
  const relative = clean.replace(/^\/+/, "");
  if (isFile(`${relative}.html`)) return `${relative}.html`;
  if (!relative.endsWith(".html") && isFile(relative)) return relative;
  return undefined;
}

/** The clean URL a request should be redirected to (`/a.html`, `/a/`), or undefined. */
function canonicalPath(urlPath: string): string | undefined {
  if ((decoded(urlPath) ?? urlPath).split("/").includes("..")) return undefined;
  if (urlPath === "/index.html") return "/";
  if (urlPath.endsWith("/index.html")) return urlPath.slice(0, -"/index.html".length) || "/";
  if (urlPath.endsWith(".html")) return urlPath.slice(0, -".html".length);
  if (urlPath.length > 1 && urlPath.endsWith("/")) return urlPath.replace(/\/+$/, "") || "/";
  return undefined;
}

export async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  await app.register(fastifyStatic, {
    root: options.root,
    serve: false,
    cacheControl: false,
    dotfiles: "ignore",
  });

  app.get("/*", (request, reply) => {
    const [urlPath = "/", query] = request.url.split("?");
    const canonical = canonicalPath(urlPath);
    if (canonical !== undefined) {
      return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
    }
    const file = fileFor(options.root, urlPath);
    if (file === undefined) return reply.code(404).sendFile("404.html");
    return reply.sendFile(file);
  });

  // A form sent before its script ran posts to the page that asks the visitor to call
  // (method="post", so nothing typed is in a URL). The body is dropped unread, and the browser
  // is sent on to that page with GET (303), so a reload does not post again.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => {
    payload.resume();
    payload.on("end", () => done(null, undefined));
    payload.on("error", (error) => done(error, undefined));
  });
  app.post("/*", (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (fileFor(options.root, urlPath) === undefined) return reply.code(404).sendFile("404.html");
    return reply.redirect(urlPath, 303);
  });
}
