/**
 * The language this build renders: "en" for the main build, "es" for the Spanish pass
 * (scripts/build-spanish.mjs sets `PUBLIC_SITE_LOCALE`, astro.config.mjs defines it for the
 * pages and the islands alike, so an island ships one language only).
 */
import { toLocale } from "./locales";

export const siteLocale = toLocale(import.meta.env.PUBLIC_SITE_LOCALE);
