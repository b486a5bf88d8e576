import type { APIRequestContext } from "@playwright/test";

/**
 * Routes that pages link to but later issues build. They must answer 404 for now (no
 * placeholder pages); each issue removes its routes from this list when it builds them.
 */
export const NOT_YET_BUILT: readonly string[] = [];

export const isNotYetBuilt = (path: string) => (NOT_YET_BUILT as readonly string[]).includes(path);

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
