import { expect, test } from "@playwright/test";
import { PROVIDER_IDS } from "../test/spec";
import { publicOrigin } from "./support/routes";

/** The same-origin pages an `<a href>` of this built HTML leads to (no hash, no query). */
function linkedPaths(html: string, from: URL, origins: readonly string[]): string[] {
  const paths: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const url = new URL(href!.replaceAll("&amp;", "&"), from);
    if (origins.includes(url.origin)) paths.push(url.pathname);
  }
  return paths;
}

/**
 * Issue 14: the insurance pages could be found only through the sitemap. A visitor (or a search
 * engine) following links from the home page must reach /insurance and every provider page.
 */
test("a crawl from / following the built HTML's links reaches /insurance and all 14 provider pages", async ({
  request,
  baseURL,
}) => {
  const origins = [new URL(baseURL!).origin, await publicOrigin(request)];
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const fromHome: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (!response.ok() || !response.headers()["content-type"]?.includes("text/html")) continue;
    const links = linkedPaths(await response.text(), new URL(path, baseURL), origins);
    if (path === "/") fromHome.push(...links);
    for (const next of links) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  // One step from the home page (the header), and every provider page from there.
  expect(fromHome).toContain("/insurance");
  for (const path of ["/insurance", ...PROVIDER_IDS.map((id) => `/insurance/${id}`)])
    expect(seen, `${path} is reached`).toContain(path);
});
