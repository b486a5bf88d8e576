/**
 * The words of the language frame (src/components/locale/): the switch to the other language
 * and the notice Spanish pages carry while their translation awaits review. The Spanish is
 * `es/languages.ts`. The switch is written in the language it leads to, so a reader who does
 * not read this page's language still recognizes it.
 */
export const languageCopy = {
  /** The link to this page in the other language, in that language, with its `lang`. */
  switchTo: { label: "Español", lang: "es", title: "Esta página en español" },
  /** Shown on Spanish pages only; the English is its source text. */
  /** The landmark around the switch where it has a bar of its own (under 1024 px). */
  region: "Language",
  reviewNotice: {
    label: "About this translation",
    text: "This translation is being reviewed by a qualified translator. A free interpreter can help you in your language: call",
  },
  /** The Google widget is for languages other than English and Spanish. */
  translate: "Other languages",
  translateNote:
    "Machine translation by Google, for languages other than English and Spanish: it loads from Google only when you choose it.",
  /** The Spanish blog list: the articles not translated. */
  untranslatedArticles: {
    text: "These articles are translated. Our other articles are in English.",
    link: "All articles, in English",
  },
  /** The Spanish careers page: the openings' own postings are in English. */
  untranslatedOpenings:
    "The job postings and their pages are in English. If you would like one read to you in Spanish, call us.",
} as const;
