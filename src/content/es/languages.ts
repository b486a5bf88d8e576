/** Spanish of `../languages.ts` (the language frame's words; written by the frame's engineer). */
import type * as en from "../languages";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const languageCopy = {
  switchTo: { label: "English", lang: "en", title: "This page in English" },
  region: "Idioma",
  reviewNotice: {
    label: "Sobre esta traducción",
    text: "Un traductor calificado está revisando esta traducción. Un intérprete puede ayudarle gratis en su idioma: llame al",
  },
  translate: "Otros idiomas",
  translateNote:
    "Traducción automática de Google, para idiomas que no sean inglés ni español: se carga desde Google solo si usted la elige.",
  untranslatedArticles: {
    text: "Estos artículos están traducidos. Nuestros demás artículos están en inglés.",
    link: "Todos los artículos, en inglés",
  },
  untranslatedOpenings:
    "Los anuncios de los puestos y sus páginas están en inglés. Si quiere que le expliquemos uno en español, llámenos.",
} as const satisfies Translation<typeof en.languageCopy>;
