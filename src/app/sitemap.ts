import type { MetadataRoute } from "next";
import { pages } from "@/content/pages";
import { absoluteUrl } from "@/lib/url";

export const dynamic = "force-static";

/** Every built route, from the same registry the pages read their metadata from. */
export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(pages).map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}
