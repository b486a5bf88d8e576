import type { PageEntry } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { absoluteUrl } from "./url";

const OG_IMAGE = { url: "/og.png", width: 1200, height: 630 } as const;

export type PageHead = {
  title: string;
  description: string;
  keywords?: readonly string[];
  canonical: string;
  openGraph: {
    type: "website" | "article";
    url: string;
    siteName: string;
    locale: string;
    title: string;
    description: string;
    image: { url: string; width: number; height: number; alt: string };
    /** Extra article:* properties (published time, author, section, tags). */
    article?: Readonly<Record<string, string | readonly string[]>>;
  };
};

/** Title, description, canonical URL and Open Graph fields of one page (the layout renders them). */
export function pageHead(page: PageEntry): PageHead {
  const url = absoluteUrl(page.path);
  const title = page.absoluteTitle ? page.title : `${page.title} | ${siteConfig.name}`;
  return {
    title,
    description: page.description,
    ...(page.keywords ? { keywords: page.keywords } : {}),
    canonical: url,
    openGraph: {
      type: "website",
      url,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      title,
      description: page.description,
      image: { ...OG_IMAGE, url: absoluteUrl(OG_IMAGE.url), alt: `${siteConfig.name}: ${siteConfig.tagline}` },
    },
  };
}
