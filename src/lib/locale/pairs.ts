/**
 * Which pages exist in both languages: the one list the Spanish build, the layout (`lang`,
 * `hreflang`, the language switch), the sitemap and the tests read. A page not listed has no
 * `/es/` URL at all (no faked Spanish page). Articles are paired by file name: the Spanish
 * translation of `articles/3.md` is `articles/es/3.md`.
 */
import { providerPath } from "@/content/insurance/providers";
import { pages } from "@/content/pages";
import { servicePath, services } from "@/content/services";
import { articlePath } from "@/lib/blog/seo";
import { localeInfo, localizedPath, type Locale } from "./locales";

/** English paths of the pages translated into Spanish, articles aside. */
const SPANISH_PAGES: readonly string[] = [
  pages.home.path,
  pages.services.path,
  ...services.map((service) => servicePath(service.id)),
  pages.serviceLimits.path,
  pages.insurance.path,
  providerPath("medicare"),
  providerPath("medicaid"),
  pages.insuranceVerify.path,
  pages.contact.path,
  pages.serviceAreas.path,
  pages.careers.path,
  pages.nondiscrimination.path,
  pages.privacyPolicy.path,
  pages.accessibility.path,
];

/**
 * Pages built in Spanish that are not indexed and so have no alternates: where the contact
 * form and the verification land without JavaScript, and the private status page (issue 31).
 */
const SPANISH_HELPER_PAGES: readonly string[] = [
  "/contact/send",
  "/insurance/needs-javascript",
  "/status",
];

/** Ids of the articles with a Spanish translation (`src/content/blog/articles/es/{id}.md`). */
export const spanishArticleIds: readonly string[] = Object.keys(
  import.meta.glob("/src/content/blog/articles/es/*.md"),
)
  .map((file) => /\/(\d+)\.md$/.exec(file)?.[1])
  .filter((id): id is string => Boolean(id))
  .sort((a, b) => Number(a) - Number(b));

/**
 * Every English path with a Spanish twin that is indexed: the pages, and once there is a
 * translated article, the blog list and each translated article.
 * @internal Exported for tests.
 */
export function pairedPaths(articleIds: readonly string[] = spanishArticleIds): string[] {
  const blog = articleIds.length ? [pages.blog.path, ...articleIds.map(articlePath)] : [];
  return [...SPANISH_PAGES, ...blog];
}

/** Whether the English page at `path` has a Spanish version. */
export function hasSpanish(path: string, articleIds: readonly string[] = spanishArticleIds) {
  return pairedPaths(articleIds).includes(path) || SPANISH_HELPER_PAGES.includes(path);
}

export type Alternate = { hreflang: string; path: string };

/**
 * The `hreflang` alternates of a paired page (both languages and `x-default`, the English
 * page), or none when the page has no Spanish twin or is not indexed.
 */
export function alternatesOf(
  path: string,
  articleIds: readonly string[] = spanishArticleIds,
): Alternate[] {
  if (!pairedPaths(articleIds).includes(path)) return [];
  const each = (locale: Locale) => ({
    hreflang: localeInfo[locale].lang,
    path: localizedPath(path, locale),
  });
  return [each("en"), each("es"), { hreflang: "x-default", path }];
}
