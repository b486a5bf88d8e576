/**
 * Spanish of `../language-assistance.ts`'s own words: the section's title, intro and source,
 * and the languages' names in Spanish (keyed by their `lang`). The taglines themselves are the
 * English module's: each is already in its own language, and the Spanish one is HHS OCR's 2024
 * Spanish notice of availability, so no Spanish entry differs.
 */
import * as en from "../language-assistance";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const languageAssistanceCopy = {
  id: en.languageAssistanceCopy.id,
  title: "Asistencia con idiomas",
  intro:
    "La ayuda en su idioma, y ayudas como la letra grande o un intérprete de lenguaje de señas, son gratuitas. Busque su idioma más abajo y llámenos: le conseguiremos un intérprete calificado sin costo para usted.",
  source:
    "Idiomas: los 15 idiomas más hablados en Illinois por las personas con dominio limitado del inglés, según la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU. (2016).",
} as const satisfies Translation<typeof en.languageAssistanceCopy>;

/** The small label of each tagline (the English shows the language's English name). */
export const languageNames = {
  en: "Inglés",
  es: "Español",
  pl: "Polaco",
  "zh-Hans": "Chino",
  ko: "Coreano",
  tl: "Tagalo",
  ar: "Árabe",
  ru: "Ruso",
  gu: "Guyaratí",
  ur: "Urdu",
  vi: "Vietnamita",
  it: "Italiano",
  hi: "Hindi",
  fr: "Francés",
  el: "Griego",
  de: "Alemán",
} as const satisfies Record<(typeof en.taglines)[number]["lang"], string>;
