/** Spanish of `../ui.ts`: small labels several components share. */
import type * as en from "../ui";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const uiCopy = {
  step: (n: number) => `Paso ${n}`,
  credentials: "Nuestras credenciales",
  planDetails: "Detalles del plan",
  about: (name: string) => ` sobre ${name}`,
  call: "Llamar",
  close: "Cerrar",
  newTab: (label: string) => `${label} (se abre en una pestaña nueva)`,
  breadcrumb: "Ruta de navegación",
  carousel: "carrusel",
  slide: "diapositiva",
  slidePosition: (n: number, count: number) => `${n} de ${count}`,
  slideStatus: (kind: "Slide" | "Picture", n: number, count: number, name: string) =>
    `${kind === "Slide" ? "Diapositiva" : "Imagen"} ${n} de ${count}: ${name}`,
  goToSlide: (n: number) => `Ir a la diapositiva ${n}`,
  starRating: (stars: number) => `Calificación: ${stars} de 5`,
  quoted: (text: string) => `\u201C${text}\u201D`,
  attribution: (role: string, place: string) => `${role}, ${place}`,
  quickContact: "Contacto rápido",
  followUs: "Síganos",
  emailUs: (email: string) => `Escríbanos a ${email}`,
  callUs: (phone: string) => `Llámenos al ${phone}`,
  legalDates: {
    effective: "Fecha de vigencia",
    revised: "Revisado",
    updated: "Última actualización",
  },
  legalContents: "En esta página",
  form: { errorSummaryTitle: "Hay un problema", errorPrefix: "Error: " },
} as const satisfies Translation<typeof en.uiCopy>;
