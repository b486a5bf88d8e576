/**
 * Spanish of `../services-page.ts`: the services overview and the service pages' shared copy.
 * Contact facts, icons, ids and links are the English module's.
 */
import * as en from "../services-page";
import { countyList, serviceAreaLabel } from "./counties";
import { type Translation, withWords } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

const page = en.servicesPageCopy;

export const servicesPageCopy = {
  crumb: "Servicios",
  eyebrow: "Nuestros servicios",
  title: "Servicios de atención médica en el hogar",
  description:
    "Enfermeras, terapeutas, asistentes y trabajadores sociales que van a su hogar y trabajan con su médico. Elija un servicio para saber lo que incluye.",
  limitsLink: {
    label: "Lo que incluye cada servicio y sus límites",
    href: page.limitsLink.href,
  },
  referLink: {
    label: "Médicos y administradores de casos: refieran a un paciente",
    href: page.referLink.href,
  },
  carePlanCta: { label: "Obtenga su plan de cuidado", href: page.carePlanCta.href },
  carePlanText:
    "¿No sabe qué servicios necesita? Cuéntenos su situación y le ayudaremos, a usted y a su médico, a armar el plan adecuado.",
  contactTitle: "Hable con una persona sobre su cuidado",
  contactDescription:
    "Llámenos o escríbanos. Un coordinador de cuidado responderá sus preguntas y le ayudará a empezar.",
  contactCards: withWords(page.contactCards, [
    { title: "Llámenos" },
    { title: "Escríbanos" },
    {
      title: "Área de servicio",
      text: serviceAreaLabel,
      linkLabel: "Vea las áreas donde damos servicio",
    },
    {
      title: "Horario flexible",
      text: "Visitas de cuidado los 7 días de la semana. Oficina abierta de lunes a viernes, de 8 a. m. a 5 p. m.",
    },
  ]),
  coverageTitle: "Dónde damos cuidado",
  coverageText: `Con orgullo atendemos a pacientes y familias de toda el área metropolitana de Chicago, en los condados de ${countyList}.`,
} as const satisfies Translation<typeof en.servicesPageCopy>;

export const servicePageCopy = {
  subServicesHeading: (topic: string) => `Nuestros servicios de ${topic}`,
  ctaTitle: "Hablemos de su cuidado",
  ctaText:
    "Cuéntenos lo que usted o su ser querido necesita. Revisaremos su seguro, hablaremos con su médico y le ayudaremos a empezar.",
  ctaLabel: "Obtenga cuidado ahora",
  ctaHref: en.servicePageCopy.ctaHref,
  cardMore: "Más información",
} as const satisfies Translation<typeof en.servicePageCopy>;
