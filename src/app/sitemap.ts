import type { MetadataRoute } from "next";
import { pages, type PageEntry } from "@/content/pages";
import { providers } from "@/content/insurance/providers";
import { servicePage, services } from "@/content/services";
import { getArticleSummaries } from "@/lib/blog/articles";
import { articlePage } from "@/lib/blog/seo";
import { providerPage } from "@/lib/insurance";
import { absoluteUrl } from "@/lib/url";

export const dynamic = "force-static";

/** Every built route, from the same registry the pages read their metadata from. */
export default function sitemap(): MetadataRoute.Sitemap {
  const entries: PageEntry[] = [
    ...Object.values(pages),
    ...services.map(servicePage),
    ...providers.map(providerPage),
    ...getArticleSummaries().map(articlePage),
  ];
  return entries.map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}
