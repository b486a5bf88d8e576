/** Spanish of `../layout.ts`: the words of the site shell. */
import * as en from "../layout";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const layoutCopy = {
  skipLink: "Saltar al contenido principal",
  mainNav: "Principal",
  homeLinkSuffix: ": página de inicio",
  mobileMenu: { open: "Menú", title: "Menú" },
  translate: "Traducir",
  translateSelect: "Elija un idioma",
  translateUnavailable: {
    title: "No se pudo cargar la herramienta de traducción.",
    text: "La ayuda en su idioma es gratuita: llámenos y le conseguiremos un intérprete calificado sin costo para usted.",
    taglines: "Lea este aviso en su idioma",
    taglinesHref: en.layoutCopy.translateUnavailable.taglinesHref,
  },
  backToTop: "Volver arriba",
  officeHours: "Horario de oficina: ",
} as const satisfies Translation<typeof en.layoutCopy>;
