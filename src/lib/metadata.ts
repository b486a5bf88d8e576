import type { PageEntry } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { absoluteUrl } from "./url";

const OG_IMAGE = { url: "/og.png", width: 1200, height: 630 } as const;

export type PageHead = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Absent on pages that are not to be indexed (404, the contact form's no-script page). */
  canonical?: string;
  /** `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
  openGraph?: {
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
      image: {
        ...OG_IMAGE,
        url: absoluteUrl(OG_IMAGE.url),
        alt: `${siteConfig.name}: ${siteConfig.tagline}`,
      },
    },
  };
}

/**
 * A page search engines should not index (the 404 page, the contact form's no-script page):
 * title and description (the site's by default), no canonical URL and no Open Graph, as the
 * Next build's not-found page had.
 */
export function noIndexHead(title: string, description = siteConfig.description): PageHead {
  return { title: `${title} | ${siteConfig.name}`, description, noindex: true };
}
