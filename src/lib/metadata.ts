import type { Metadata } from "next";
import type { PageEntry } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { absoluteUrl } from "./url";

const OG_IMAGE = { url: "/og.png", width: 1200, height: 630 } as const;

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMetadata(page: PageEntry): Metadata {
  const url = absoluteUrl(page.path);
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${siteConfig.name}`;
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    ...(page.keywords ? { keywords: [...page.keywords] } : {}),
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      title: fullTitle,
      description: page.description,
      images: [{ ...OG_IMAGE, alt: `${siteConfig.name}: ${siteConfig.tagline}` }],
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: page.description,
      images: [OG_IMAGE.url],
    },
  };
}
