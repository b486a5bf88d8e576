import type { APIRoute } from "astro";
import { getArticleSummaries } from "@/lib/blog/articles";
import { sitemapEntries, sitemapXml } from "@/lib/site-files";

/** /sitemap.xml: every built route, from the page registry and the blog collection. */
export const GET: APIRoute = async () =>
  new Response(sitemapXml(sitemapEntries(await getArticleSummaries())), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
