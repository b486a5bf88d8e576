import type { APIRoute } from "astro";
import { getArticleSummaries } from "@/lib/blog/articles";
import { getOpenings } from "@/lib/careers/openings";
import { sitemapEntries, sitemapXml } from "@/lib/site-files";

/** /sitemap.xml: every built route, from the page registry, the openings and the blog collection. */
export const GET: APIRoute = async () =>
  new Response(sitemapXml(sitemapEntries(await getArticleSummaries(), await getOpenings())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
