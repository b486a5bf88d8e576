import { existsSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Which file of the built site a URL path names, and which URL is the canonical one for it.
 * One address per page: `/about.html`, `/about/`, `/about/index`, `//about` all lead to `/about`
 * (serve.json's `cleanUrls` and `trailingSlash: false`), so a page is never indexed, cached or
 * linked twice under two names.
 */

/** `decodeURIComponent`, or undefined for a malformed escape ("%E0"). */
export function decoded(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * The build's own files at the root (`_headers`, `_server-headers.json`: the header rules a
 * host or this server reads) are not part of the site. Astro writes no page or asset whose
 * name starts with `_` at the root but the `_astro/` folder, whose files are served.
 */
const isInternal = (relative: string) => /^_[^/]*$/.test(relative);

/** Where a clean URL's file is, relative to `root`, or undefined. */
export function fileFor(root: string, urlPath: string): string | undefined {
  const clean = decoded(urlPath);
  // A doubled slash or a backslash is never a file's own name: `//about` is redirected first,
  // and a page POSTed as `//about` must not be sent on to `//about` (another host).
  if (clean === undefined || /\0|\/\/|\\/.test(clean) || clean.split("/").includes(".."))
    return undefined;
  const isFile = (relative: string) => {
    const absolute = path.join(root, relative);
    return existsSync(absolute) && statSync(absolute).isFile();
  };
  if (clean === "/") return "index.html";
  const relative = clean.replace(/^\/+/, "");
  // The build's compressed copies are sent for their file, never under their own name.
  if (/\.(br|gz)$/.test(relative) || isInternal(relative)) return undefined;
  if (isFile(`${relative}.html`)) return `${relative}.html`;
  if (!relative.endsWith(".html") && isFile(relative)) return relative;
  return undefined;
}

/**
 * A Location that can only lead to this site: one slash, then no slash or backslash (which a
 * browser reads as `//host`), and no control character or space (which a browser drops
 * before it resolves the rest).
 */
const isLocalPath = (location: string) =>
  /^\/(?![/\\])/.test(location) && !/[\\\u0000-\u0020\u007f]/.test(location);

/**
 * The clean URL a request should be redirected to, in one step (`//a//index.html/` is `/a`),
 * or undefined when `urlPath` is already clean, climbs out of the root, or would not lead to
 * a path of this site (`//evil.com/` is not sent to `//evil.com`).
 */
export function canonicalPath(urlPath: string): string | undefined {
  if ((decoded(urlPath) ?? urlPath).split("/").includes("..")) return undefined;
  let clean = urlPath.replace(/\/{2,}/g, "/");
  for (;;) {
    const next = clean
      .replace(/\/+$/, "")
      .replace(/\.html$/, "")
      .replace(/\/index$/, "");
    if (next === clean) break;
    clean = next;
  }
  clean ||= "/";
  if (clean === urlPath || !isLocalPath(clean)) return undefined;
  return clean;
}
