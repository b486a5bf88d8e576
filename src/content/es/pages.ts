/**
 * Spanish of `../pages.ts`: each page's title and description (paths, priorities and change
 * frequencies are the English entries'). Descriptions stay within 50 to 160 characters.
 */
import * as en from "../pages";
import type { PageEntry } from "../pages";
import { answerWithinHours } from "../response-time";
import { siteConfig } from "../site";
import { countyCountWord } from "./counties";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

type Words = Pick<PageEntry, "title" | "description" | "keywords">;

const words = {
  home: {
    title: "Beyond Care Home Health | Atención médica en el hogar en Chicago",
    description:
      "Atención médica en el hogar certificada por Medicare en el área de Chicago: enfermería especializada, terapias, asistentes de salud y más, en casa.",
  },
  services: {
    title: "Servicios de atención médica en el hogar",
    description:
      "Enfermería especializada, terapia física, ocupacional y del habla, asistentes, cuidados paliativos e infusiones, en su hogar en el área de Chicago.",
  },
  serviceLimits: {
    title: "Lo que ofrecemos y sus límites",
    description:
      "Lo que incluye cada servicio y lo que no, cuántas horas permite Medicare, los condados donde damos servicio con sus tiempos de respuesta y quién paga.",
  },
  insurance: {
    title: "Planes de seguro que aceptamos",
    description:
      "Medicare, Medicaid, Blue Cross Blue Shield y más: vea los planes con los que trabajamos y obtenga ayuda para verificar su cobertura.",
  },
  insuranceVerify: {
    title: "Verifique la cobertura de su seguro",
    description:
      "Conteste nuestras preguntas sobre sus beneficios y envíelas cifradas: verificamos su cobertura con su aseguradora y le llamamos.",
  },
  insuranceCalculator: {
    title: "Calculadora de costos de atención médica en el hogar",
    description:
      "Calcule lo que podría pagar por las visitas de atención médica en el hogar con Medicare, Medicaid o un seguro privado. Su plan decide el costo final.",
  },
  about: {
    title: "Quiénes somos",
    description: `Quiénes somos: una agencia certificada por Medicare que da servicio en ${countyCountWord} condados del área de Chicago, nuestra misión, valores y mapa.`,
  },
  contact: {
    title: "Contáctenos",
    description: `Llame al ${siteConfig.phone.display} o escríbanos: le llamamos en ${answerWithinHours} horas de oficina. Damos servicio en ${countyCountWord} condados del área de Chicago.`,
    keywords: [
      "atención médica en el hogar Chicago",
      "contactar agencia de atención médica en el hogar",
      "Medicare atención médica en el hogar",
      "enfermería especializada en casa",
      "cuidado en el hogar condado de Cook",
      "pedir información sobre el cuidado",
    ],
  },
  serviceAreas: {
    title: "Áreas de servicio",
    description: `Llevamos atención médica en el hogar a ${countyCountWord} condados alrededor de Chicago. Elija su condado en el mapa para ver sus ciudades y tiempos de respuesta.`,
  },
  careers: {
    title: "Empleos",
    description:
      "Únase a nuestro equipo de enfermeras, terapeutas y asistentes que cuidan a pacientes en casa en el área de Chicago: cultura, beneficios y cómo aplicar.",
  },
  awards: {
    title: "Premios y reconocimientos",
    description:
      "Premios y reconocimientos de nuestro equipo por la calidad del cuidado, la satisfacción de los pacientes y el servicio a las familias del área de Chicago.",
  },
  certificates: {
    title: "Certificados y licencias",
    description:
      "Vea nuestra certificación actual y los certificados que tenemos desde 2006: la prueba de las normas detrás de cada visita que hacemos.",
  },
  blog: {
    title: "Blog de atención médica en el hogar",
    description:
      "Artículos sencillos para pacientes y familias sobre la atención médica en el hogar, Medicare, la seguridad en casa, la nutrición, las terapias y más.",
  },
  nondiscrimination: {
    title: "Aviso de no discriminación y asistencia con idiomas",
    description:
      "No discriminamos en el cuidado. Hay ayuda gratuita con idiomas, intérpretes de lenguaje de señas y otras ayudas: cómo pedirlas y cómo presentar una queja.",
  },
  accessibility: {
    title: "Declaración de accesibilidad",
    description:
      "Nuestro sitio busca cumplir con WCAG 2.2 AA. Cómo lo probamos, los límites que conocemos y cómo reportar una barrera u obtener el contenido de otra forma.",
  },
  refer: {
    title: "Referir a un paciente",
    description:
      "Para médicos, profesionales autorizados y administradores de casos: cómo referir a un paciente para atención en el hogar, qué sigue y nuestro teléfono y fax.",
  },
  hipaaNotice: {
    title: "Aviso de Prácticas de Privacidad de HIPAA",
    description:
      "Cómo podemos usar y compartir su información de salud, sus derechos según HIPAA y cómo comunicarse con nuestro oficial de privacidad o presentar una queja.",
  },
  privacyPolicy: {
    title: "Política de privacidad",
    description:
      "Qué información recopila nuestro sitio web, cómo la usamos y protegemos, sus opciones y cómo comunicarse con nosotros sobre la privacidad.",
  },
} as const satisfies Record<keyof typeof en.pages, Words>;

export const pages = {
  home: { ...en.pages.home, ...words.home },
  services: { ...en.pages.services, ...words.services },
  serviceLimits: { ...en.pages.serviceLimits, ...words.serviceLimits },
  insurance: { ...en.pages.insurance, ...words.insurance },
  insuranceVerify: { ...en.pages.insuranceVerify, ...words.insuranceVerify },
  insuranceCalculator: { ...en.pages.insuranceCalculator, ...words.insuranceCalculator },
  about: { ...en.pages.about, ...words.about },
  contact: { ...en.pages.contact, ...words.contact },
  refer: { ...en.pages.refer, ...words.refer },
  serviceAreas: { ...en.pages.serviceAreas, ...words.serviceAreas },
  careers: { ...en.pages.careers, ...words.careers },
  awards: { ...en.pages.awards, ...words.awards },
  certificates: { ...en.pages.certificates, ...words.certificates },
  blog: { ...en.pages.blog, ...words.blog },
  nondiscrimination: { ...en.pages.nondiscrimination, ...words.nondiscrimination },
  accessibility: { ...en.pages.accessibility, ...words.accessibility },
  hipaaNotice: { ...en.pages.hipaaNotice, ...words.hipaaNotice },
  privacyPolicy: { ...en.pages.privacyPolicy, ...words.privacyPolicy },
} as const satisfies Translation<typeof en.pages>;
