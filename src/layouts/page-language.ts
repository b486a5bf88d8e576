import { siteLocale } from "@/lib/locale/current";
import { localeHead, type LocaleHead } from "@/lib/locale/head";
import type { PageHead } from "@/lib/metadata";
import { pagePath } from "@/lib/nav-active";

/**
 * A page's language, canonical URL and alternates (src/lib/locale/head.ts): each build renders
 * a page at its English path; the Spanish pass's pages move under /es (docs/LANGUAGES.md).
 * Read by the document's <head> and by the public frame (the other language's link).
 */
export const pageLanguage = (pathname: string, head: PageHead): LocaleHead =>
  localeHead({
    buildLocale: siteLocale,
    path: pagePath(pathname),
    indexed: Boolean(head.canonical),
  });
