import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PAGE_POST_LIMIT_BYTES } from "./config";
import { pageMethods } from "./page-post";
import { canonicalPath, fileFor } from "./site-paths";
import {
  compileRules,
  headerRulesLoader,
  headersFor,
  siteRootOf,
  type HeaderRule,
} from "./site-rules";

export { readHeaderRules } from "./site-rules";

/**
 * The built site (`out/`) from the intake's own Fastify process, the way a CDN serves it:
 * clean URLs (`/about` is `about.html`; `/about.html`, `/about/`, `/about/index` and `//about`
 * redirect to `/about`: site-paths.ts), the build's own `_` files at the root kept back,
 * the not-found page with status 404 (never cached), and serve.json's header rules on every
 * response. Text files are sent as the build compressed them (`x.br`, `x.gz` next to `x`,
 * scripts/precompress.mjs): no compression work per request. A build swapped in under the
 * running server is served from the next request on (site-rules.ts), with its own headers.
 */
export type SiteOptions = {
  /** Absolute path of the built site: the `out` link, or SITE_DIR (resolved per request). */
  root: string;
  /**
   * Fixed header rules (tests). Without them, the rules the build wrote next to the pages
   * (`_server-headers.json`), read again when a new build is swapped in or the file changes.
   */
  rules?: readonly HeaderRule[];
  /** Other rules for one request (the audit serves a page with every script blocked). */
  rulesFor?: (request: FastifyRequest, rules: readonly HeaderRule[]) => readonly HeaderRule[];
};

/**
 * Adds the matching header rules to every response of `app` (pages, files and the API); an
 * error or a not-found answer is never cached, whatever its path's rule says (a missing
 * image must not be remembered for a day).
 */
export function applyHeaderRules(app: FastifyInstance, options: SiteOptions) {
  const fixed = options.rules && { rules: options.rules, compiled: compileRules(options.rules) };
  const load = headerRulesLoader((message) => app.log.warn(message));
  // The build is chosen when the request arrives: its file and its headers match even when
  // a new build is swapped in while it is answered.
  app.addHook("onRequest", async (request) => {
    siteRootOf(request, options.root);
  });
  app.addHook("onSend", async (request, reply) => {
    const loaded = fixed ?? load(siteRootOf(request, options.root));
    const rules = options.rulesFor
      ? compileRules(options.rulesFor(request, loaded.rules))
      : loaded.compiled;
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

export async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  /**
   * The not-found page with status 404. The request's conditions are dropped first: an
   * If-None-Match that happens to match 404.html's ETag must not turn the 404 into an empty
   * answer.
   */
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    for (const header of CONDITIONAL) delete request.raw.headers[header];
    return reply
      .code(404)
      .header("vary", "accept-encoding")
      .sendFile("404.html", siteRootOf(request, options.root));
  };

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
    const root = siteRootOf(request, options.root);
    const file = fileFor(root, urlPath);
    if (file === undefined || file === "404.html") return notFound(request, reply);
    return reply.header("vary", "accept-encoding").sendFile(file, root);
  });

  pageMethods(app, {
    limit: PAGE_POST_LIMIT_BYTES,
    isPage: (urlPath) => fileFor(options.root, urlPath) !== undefined,
    notFound,
  });
}
