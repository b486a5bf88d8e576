/**
 * Spanish of `../site.ts`'s visible strings. Every fact (name, phones, addresses, e-mail,
 * profiles, URL) is the English module's: only the words and the language change.
 */
import * as en from "../site";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

/**
 * Written out key by key (no spread of the English object), so an island that reads one fact
 * (the phone) ships that fact, not the whole English and Spanish objects.
 */
const config = en.siteConfig;

export const siteConfig = {
  name: config.name,
  shortName: config.shortName,
  /** The brand's motto: kept in English, as a name is (a translator may propose otherwise). */
  tagline: config.tagline,
  description:
    "Atención médica en el hogar certificada por Medicare en el área metropolitana de Chicago: enfermería especializada, terapias, asistentes de salud en el hogar y más, en la comodidad de su hogar.",
  url: config.url,
  language: "es",
  locale: "es_US",
  phone: config.phone,
  relay: config.relay,
  email: config.email,
  civilRights: {
    coordinator: "Coordinador de la Sección 1557",
    phone: config.civilRights.phone,
    email: config.civilRights.email,
  },
  address: config.address,
  medicare: config.medicare,
  social: config.social,
  copyrightYear: config.copyrightYear,
} as const satisfies Translation<en.SiteConfig>;
