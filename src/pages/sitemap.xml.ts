import type { APIRoute } from "astro";
import { sitemapEntries, sitemapXml } from "@/lib/site-files";

/** /sitemap.xml: every built route, from the page registry. */
export const GET: APIRoute = () =>
  new Response(sitemapXml(sitemapEntries()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
