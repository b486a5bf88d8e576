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
      "Lo que incluye cada servicio y lo que no, cuántas horas permite Medicare, los condados y cuándo puede ser la primera visita, y quién paga.",
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
    description: `Atención médica en el hogar en ${countyCountWord} condados alrededor de Chicago. Elija su condado en el mapa: sus ciudades y cuándo puede ser la primera visita.`,
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

/**
 * Each entry written out property by property (no spread of the English entry), so that an
 * island reading one path ships neither language's titles and descriptions.
 */
export const pages = {
  home: {
    path: en.pages.home.path,
    absoluteTitle: en.pages.home.absoluteTitle,
    title: words.home.title,
    description: words.home.description,
    changeFrequency: en.pages.home.changeFrequency,
    priority: en.pages.home.priority,
  },
  services: {
    path: en.pages.services.path,
    title: words.services.title,
    description: words.services.description,
    changeFrequency: en.pages.services.changeFrequency,
    priority: en.pages.services.priority,
  },
  serviceLimits: {
    path: en.pages.serviceLimits.path,
    title: words.serviceLimits.title,
    description: words.serviceLimits.description,
    changeFrequency: en.pages.serviceLimits.changeFrequency,
    priority: en.pages.serviceLimits.priority,
  },
  insurance: {
    path: en.pages.insurance.path,
    title: words.insurance.title,
    description: words.insurance.description,
    changeFrequency: en.pages.insurance.changeFrequency,
    priority: en.pages.insurance.priority,
  },
  insuranceVerify: {
    path: en.pages.insuranceVerify.path,
    title: words.insuranceVerify.title,
    description: words.insuranceVerify.description,
    changeFrequency: en.pages.insuranceVerify.changeFrequency,
    priority: en.pages.insuranceVerify.priority,
  },
  insuranceCalculator: {
    path: en.pages.insuranceCalculator.path,
    title: words.insuranceCalculator.title,
    description: words.insuranceCalculator.description,
    changeFrequency: en.pages.insuranceCalculator.changeFrequency,
    priority: en.pages.insuranceCalculator.priority,
  },
  about: {
    path: en.pages.about.path,
    title: words.about.title,
    description: words.about.description,
    changeFrequency: en.pages.about.changeFrequency,
    priority: en.pages.about.priority,
  },
  contact: {
    path: en.pages.contact.path,
    title: words.contact.title,
    description: words.contact.description,
    keywords: words.contact.keywords,
    changeFrequency: en.pages.contact.changeFrequency,
    priority: en.pages.contact.priority,
  },
  refer: {
    path: en.pages.refer.path,
    title: words.refer.title,
    description: words.refer.description,
    changeFrequency: en.pages.refer.changeFrequency,
    priority: en.pages.refer.priority,
  },
  serviceAreas: {
    path: en.pages.serviceAreas.path,
    title: words.serviceAreas.title,
    description: words.serviceAreas.description,
    changeFrequency: en.pages.serviceAreas.changeFrequency,
    priority: en.pages.serviceAreas.priority,
  },
  careers: {
    path: en.pages.careers.path,
    title: words.careers.title,
    description: words.careers.description,
    changeFrequency: en.pages.careers.changeFrequency,
    priority: en.pages.careers.priority,
  },
  awards: {
    path: en.pages.awards.path,
    title: words.awards.title,
    description: words.awards.description,
    changeFrequency: en.pages.awards.changeFrequency,
    priority: en.pages.awards.priority,
  },
  certificates: {
    path: en.pages.certificates.path,
    title: words.certificates.title,
    description: words.certificates.description,
    changeFrequency: en.pages.certificates.changeFrequency,
    priority: en.pages.certificates.priority,
  },
  blog: {
    path: en.pages.blog.path,
    title: words.blog.title,
    description: words.blog.description,
    changeFrequency: en.pages.blog.changeFrequency,
    priority: en.pages.blog.priority,
  },
  nondiscrimination: {
    path: en.pages.nondiscrimination.path,
    title: words.nondiscrimination.title,
    description: words.nondiscrimination.description,
    changeFrequency: en.pages.nondiscrimination.changeFrequency,
    priority: en.pages.nondiscrimination.priority,
  },
  accessibility: {
    path: en.pages.accessibility.path,
    title: words.accessibility.title,
    description: words.accessibility.description,
    changeFrequency: en.pages.accessibility.changeFrequency,
    priority: en.pages.accessibility.priority,
  },
  hipaaNotice: {
    path: en.pages.hipaaNotice.path,
    title: words.hipaaNotice.title,
    description: words.hipaaNotice.description,
    changeFrequency: en.pages.hipaaNotice.changeFrequency,
    priority: en.pages.hipaaNotice.priority,
  },
  privacyPolicy: {
    path: en.pages.privacyPolicy.path,
    title: words.privacyPolicy.title,
    description: words.privacyPolicy.description,
    changeFrequency: en.pages.privacyPolicy.changeFrequency,
    priority: en.pages.privacyPolicy.priority,
  },
} as const satisfies Translation<typeof en.pages>;
