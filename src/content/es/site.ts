/**
 * Spanish of `../site.ts`'s visible strings. Every fact (name, phones, addresses, e-mail,
 * profiles, URL) is the English module's: only the words and the language change.
 */
import * as en from "../site";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const siteConfig = {
  ...en.siteConfig,
  /** The brand's motto: kept in English, as a name is (a translator may propose otherwise). */
  tagline: en.siteConfig.tagline,
  description:
    "Atención médica en el hogar certificada por Medicare en el área metropolitana de Chicago: enfermería especializada, terapias, asistentes de salud en el hogar y más, en la comodidad de su hogar.",
  language: "es",
  locale: "es_US",
  civilRights: { ...en.siteConfig.civilRights, coordinator: "Coordinador de la Sección 1557" },
} as const satisfies Translation<en.SiteConfig>;
