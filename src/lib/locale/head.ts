/**
 * What the layout writes for a page's language: `<html lang>`, the canonical URL in that
 * language, Open Graph locales, the `hreflang` alternates (both ways plus `x-default`), the
 * switch to the other language and a schema.org WebPage carrying `inLanguage`. Pure: the
 * layout passes the build's locale and the page's English path.
 */
import type { WebPage, WithContext } from "schema-dts";
import { absoluteUrl } from "@/lib/url";
import { localeInfo, localizedPath, type Locale } from "./locales";
import { alternatesOf, hasSpanish } from "./pairs";

export type LocaleHead = {
  /** The page's language: Spanish only for a paired page of the Spanish build. */
  locale: Locale;
  lang: string;
  ogLocale: string;
  ogAlternateLocales: string[];
  /** Absolute canonical URL in the page's language (absent on noindex pages). */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  /** The same page in the other language, when there is one. */
  other?: { locale: Locale; path: string };
};

type Input = {
  /** The build's locale (src/lib/locale/current.ts). */
  buildLocale: Locale;
  /** The page's English path ("/services"): the build renders every page at its English path. */
  path: string;
  /** Whether the page is indexed (has a canonical URL). */
  indexed: boolean;
  origin?: string;
  articleIds?: readonly string[];
};

export function localeHead({ buildLocale, path, indexed, origin, articleIds }: Input): LocaleHead {
  const translated = hasSpanish(path, articleIds);
  const locale: Locale = buildLocale === "es" && translated ? "es" : "en";
  const alternates = indexed ? alternatesOf(path, articleIds) : [];
  const otherLocale: Locale = locale === "es" ? "en" : "es";
  return {
    locale,
    lang: localeInfo[locale].lang,
    ogLocale: localeInfo[locale].ogLocale,
    ogAlternateLocales: alternates.length ? [localeInfo[otherLocale].ogLocale] : [],
    ...(indexed ? { canonical: absoluteUrl(localizedPath(path, locale), origin) } : {}),
    alternates: alternates.map((alternate) => ({
      hreflang: alternate.hreflang,
      href: absoluteUrl(alternate.path, origin),
    })),
    ...(translated
      ? { other: { locale: otherLocale, path: localizedPath(path, otherLocale) } }
      : {}),
  };
}

/** The page itself for structured data: its URL, name and language. */
export function webPageJsonLd(page: {
  url: string;
  name: string;
  description: string;
  lang: string;
}): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.lang,
  };
}

const CREATIVE_WORKS = new Set(["WebPage", "FAQPage", "BlogPosting", "Article", "CollectionPage"]);

/** A structured-data block with `inLanguage` added where schema.org defines it (creative works). */
export function withLanguage<T extends object>(data: T, lang: string): T {
  const type = "@type" in data ? data["@type"] : undefined;
  return typeof type === "string" && CREATIVE_WORKS.has(type) && !("inLanguage" in data)
    ? { ...data, inLanguage: lang }
    : data;
}
