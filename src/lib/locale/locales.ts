/**
 * The site's languages. English is the default, at today's URLs; Spanish lives under `/es`
 * (`/es`, `/es/services`), built by a second pass of the same pages with the Spanish content
 * modules (docs/LANGUAGES.md). Pure: no module here reads the build's environment.
 */
/** English is the default: its pages keep their URLs, without a prefix. */
export type Locale = "en" | "es";

/** BCP 47 tags for `lang`/`hreflang`, Open Graph locales and schema.org `inLanguage`. */
export const localeInfo = {
  en: { lang: "en", ogLocale: "en_US", name: "English", prefix: "" },
  es: { lang: "es", ogLocale: "es_US", name: "Español", prefix: "/es" },
} as const satisfies Record<
  Locale,
  { lang: string; ogLocale: string; name: string; prefix: "" | `/${string}` }
>;

/** The locale a build renders: "es" only when told so, anything else is English. */
export const toLocale = (value: unknown): Locale => (value === "es" ? "es" : "en");

/** The path of an English page in `locale`: "/" -> "/es", "/services" -> "/es/services". */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localeInfo[locale].prefix;
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The English page of a path in any locale, with the locale: "/es/services" -> "/services". */
/** @internal Exported for tests. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  if (path === "/es") return { locale: "es", path: "/" };
  if (path.startsWith("/es/")) return { locale: "es", path: path.slice(3) };
  return { locale: "en", path };
}
