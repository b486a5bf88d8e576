/**
 * Which self-hosted font renders each language tagline. The site font (Atkinson Hyperlegible
 * Next, latin subset only) has no Cyrillic, Greek, Vietnamese, Arabic or Indic glyphs, and
 * none of Polish's ą ę ł ś ź ż: each tagline gets a family that has every letter it uses.
 * `language-taglines.tsx` imports the matching @fontsource CSS, so only that page carries it;
 * each file is split by `unicode-range`, so a browser downloads only the chunks it needs.
 */

/**
 * A @fontsource family used by the taglines (the package that declares it, whose CSS
 * `language-taglines.tsx` imports, is named beside it).
 */
type TaglineFontFamily =
  | "Atkinson Hyperlegible Next Variable" // @fontsource-variable/atkinson-hyperlegible-next
  | "Noto Sans Variable" // @fontsource-variable/noto-sans
  | "Noto Sans SC Variable" // @fontsource-variable/noto-sans-sc
  | "Noto Sans KR Variable" // @fontsource-variable/noto-sans-kr
  | "Noto Naskh Arabic Variable" // @fontsource-variable/noto-naskh-arabic
  | "Noto Nastaliq Urdu" // @fontsource/noto-nastaliq-urdu
  | "Noto Sans Devanagari Variable" // @fontsource-variable/noto-sans-devanagari
  | "Noto Sans Gujarati Variable"; // @fontsource-variable/noto-sans-gujarati

const ATKINSON = "Atkinson Hyperlegible Next Variable" satisfies TaglineFontFamily;

/**
 * Atkinson (the site's typeface, here with its latin-ext subset) for the Latin-script
 * languages, and first in the other stacks too, so digits, "TTY" and Latin punctuation match
 * the rest of the site and each script font's own Latin file is never fetched. Noto Sans for
 * the whole of Vietnamese (Atkinson has no Vietnamese letters), Russian and Greek; a script
 * font for the others. Urdu is set in Nastaliq, the style Urdu readers expect, with Naskh
 * behind it.
 */
const familiesByLang = {
  en: [ATKINSON],
  es: [ATKINSON],
  pl: [ATKINSON],
  tl: [ATKINSON],
  it: [ATKINSON],
  fr: [ATKINSON],
  de: [ATKINSON],
  vi: ["Noto Sans Variable"],
  ru: ["Noto Sans Variable"],
  el: ["Noto Sans Variable"],
  "zh-Hans": [ATKINSON, "Noto Sans SC Variable"],
  ko: [ATKINSON, "Noto Sans KR Variable"],
  ar: [ATKINSON, "Noto Naskh Arabic Variable"],
  ur: [ATKINSON, "Noto Nastaliq Urdu", "Noto Naskh Arabic Variable"],
  hi: [ATKINSON, "Noto Sans Devanagari Variable"],
  gu: [ATKINSON, "Noto Sans Gujarati Variable"],
} as const satisfies Record<string, readonly TaglineFontFamily[]>;

/** The site's own stack, last in every list. */
const SITE_STACK = "var(--font-sans)";

function hasOwnFamilies(lang: string): lang is keyof typeof familiesByLang {
  return Object.hasOwn(familiesByLang, lang);
}

/**
 * A CSS `font-family` value for a language's tagline: its families in order, then the site's
 * stack (alone when the language has no entry).
 */
export function taglineFontFamily(lang: string): string {
  const families: readonly TaglineFontFamily[] = hasOwnFamilies(lang) ? familiesByLang[lang] : [];
  return [...families.map((family) => `"${family}"`), SITE_STACK].join(", ");
}
