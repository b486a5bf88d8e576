/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** "es" in the Spanish build (scripts/build-spanish.mjs); unset in the English one. */
  readonly PUBLIC_SITE_LOCALE?: string;
}
