import type { APIRoute } from "astro";
import { getArticleSummaries } from "@/lib/blog/articles";
import { isIndexedOpening } from "@/lib/careers/opening-head";
import { getOpenings } from "@/lib/careers/openings";
import { sitemapEntries, sitemapXml } from "@/lib/site-files";

/**
 * /sitemap.xml: every built route, from the page registry, the openings (not the samples, which
 * are noindex) and the blog collection.
 */
export const GET: APIRoute = async () => {
  const openings = (await getOpenings()).filter(isIndexedOpening);
  return new Response(sitemapXml(sitemapEntries(await getArticleSummaries(), openings)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
};
