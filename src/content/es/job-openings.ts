/**
 * Spanish of `../job-openings.ts`: the words around the job openings on /es/careers (the list's
 * chrome, the filters, the disciplines and employment types). The openings themselves
 * (src/content/openings/*.md) and their own pages stay in English; /es/careers says so
 * (`languageCopy.untranslatedOpenings`, ./languages.ts).
 */
import * as en from "../job-openings";
import { withWords, type Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const disciplines = withWords(en.disciplines, [
  { label: "Enfermería" },
  { label: "Terapia" },
  { label: "Asistentes de salud en el hogar" },
  { label: "Oficina y admisión" },
]);

export const employmentTypes = withWords(en.employmentTypes, [
  { label: "Tiempo completo" },
  { label: "Medio tiempo" },
  { label: "Según necesidad (per diem)" },
]);

export const openingsCopy = {
  eyebrow: "Estamos contratando",
  title: "Puestos disponibles",
  description:
    "Cada anuncio indica su rango de pago, sus beneficios y los condados donde se hacen sus visitas. Un anuncio sale de esta lista el último día en que acepta solicitudes.",
  filtersLegend: "Filtrar los puestos",
  disciplineLabel: "Área",
  countyLabel: "Condado",
  any: "Todos",
  count: (shown: number, total: number) =>
    shown === total ? `${total} puestos disponibles` : `${shown} de ${total} puestos disponibles`,
  none: "Ningún puesto coincide con estos filtros. Elija Todos para ver todos los puestos, o llámenos: contratamos para otros puestos durante todo el año.",
  empty:
    "No hay puestos anunciados en este momento. Contratamos durante todo el año: envíenos su currículum.",
  view: "Ver el puesto",
  closesLabel: "Solicite antes del",
  sample: "Puesto de ejemplo",
} as const satisfies Translation<typeof en.openingsCopy>;

export const openingPageCopy = {
  crumbLabel: "Empleos",
  payTitle: "Pago",
  hourlyEstimate: (low: string, high: string, hours: string) =>
    `Unos ${low} a ${high} por hora, estimado: el pago por visita dividido entre ${hours} horas, el tiempo promedio de una visita con el trayecto y las notas.`,
  benefitsTitle: "Beneficios",
  mileageTitle: "Millaje",
  datesTitle: "Fechas",
  posted: "Publicado",
  closes: "Solicite antes del",
  scheduleTitle: "Horario",
  countiesTitle: "Condados",
  requirementsTitle: "Requisitos",
  descriptionTitle: "Sobre el puesto",
  applyTitle: "Cómo presentar su solicitud",
  applyText:
    "Envíenos su currículum por correo electrónico con el título del puesto en el asunto, o llámenos para hablarlo. Leemos cada solicitud y le contactamos sobre los siguientes pasos.",
  sampleNote:
    "Este es un anuncio de ejemplo: muestra cómo se verán nuestros puestos. Llámenos para saber qué puestos están disponibles hoy.",
  allOpenings: "Todos los puestos disponibles",
  notFound: {
    title: "Este puesto ya no está disponible",
    text: "El puesto que busca se cerró o se retiró. Vea los puestos para los que contratamos ahora.",
    back: "Ver los puestos disponibles",
    backHref: en.openingPageCopy.notFound.backHref,
  },
  footerCta: {
    title: "Vea los puestos disponibles",
    text: "Enfermeras, terapeutas, asistentes y personal de oficina: vea los puestos para los que contratamos ahora, con su pago, sus beneficios y sus condados.",
    link: { label: "Ver los puestos disponibles", href: en.openingPageCopy.footerCta.link.href },
  },
} as const satisfies Translation<typeof en.openingPageCopy>;
