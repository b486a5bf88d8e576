import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";

/** Paths of every URL in the built sitemap, in sitemap order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The public origin the build was made for (canonical URLs and sitemap entries use it). */
export async function publicOrigin(request: APIRequestContext): Promise<string> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const first = xml.match(/<loc>([^<]+)<\/loc>/)?.[1];
  if (!first) throw new Error("sitemap.xml has no <loc> entries");
  return new URL(first).origin;
}

/**
 * Paths of the built sitemap (out/sitemap.xml), read when the spec is loaded so that each page
 * can get its own test. `npm run test:e2e` always builds before Playwright starts.
 */
export function builtSitemapPaths(): string[] {
  let xml: string;
  try {
    xml = readFileSync(new URL("../../out/sitemap.xml", import.meta.url), "utf8");
  } catch {
    throw new Error("out/sitemap.xml is missing: build the site first (npm run test:e2e does).");
  }
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
