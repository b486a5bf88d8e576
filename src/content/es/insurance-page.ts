/**
 * Spanish of `../insurance-page.ts`: the insurance page and the provider pages' shared copy.
 * Tab and filter ids, links, icons and the phone are the English module's.
 */
import { figures } from "../agency";
import * as en from "../insurance-page";
import { siteConfig } from "../site";
import { withWords, type Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

const page = en.insurancePageCopy;

export const insurancePageCopy = {
  crumb: { label: "Seguros", href: page.crumb.href },
  sectionLabel: "Aseguradoras, beneficios y proceso",
  hero: {
    eyebrow: "Seguros y cobertura",
    title: "Ayuda con su seguro, de principio a fin",
    description:
      "Trabajamos con Medicare, Medicaid y muchos planes privados. Revisamos sus beneficios, pedimos la aprobación de su plan cuando hace falta y le explicamos sus costos antes de que empiece el cuidado.",
    badges: [`${figures.insurancePartners} planes de seguro`, "Ayuda con la autorización previa"],
    cta: { label: "Verifique si califica", href: page.hero.cta.href },
  },
  actionCards: withWords(page.actionCards, [
    {
      title: "Verifique su cobertura",
      text: "Conteste las preguntas que hacemos sobre su seguro. Sus respuestas se cifran y se envían a nuestra oficina, y revisamos sus beneficios con su aseguradora.",
      linkLabel: "Verifique su cobertura",
    },
    {
      title: "Calculadora de costos",
      text: "Obtenga una idea aproximada de lo que podría pagar por las visitas de atención médica en el hogar con su plan.",
      linkLabel: "Calcule sus costos",
    },
    {
      title: "Obtenga ayuda",
      text: "¿Tiene preguntas sobre su plan? Llámenos y hable con una persona que puede ayudarle.",
      linkLabel: "Llame al",
    },
  ]),
  tabsLabel: "Información sobre seguros",
  tabs: withWords(page.tabs, [
    { label: "Aseguradoras" },
    { label: "Beneficios de la cobertura" },
    { label: "Proceso de autorización" },
  ]),
  search: {
    label: "Buscar aseguradoras",
    placeholder: "Buscar aseguradoras...",
  },
  filtersLabel: "Mostrar",
  filters: withWords(page.filters, [
    { label: "Todas" },
    { label: "Populares" },
    { label: "Aceptan pacientes nuevos" },
  ]),
  empty: "No encontramos aseguradoras que coincidan con su búsqueda.",
  clearFilters: "Borrar filtros",
  learnMore: "Más información",
  resultCount: (count: number) =>
    count === 1 ? "Se encontró 1 aseguradora" : `Se encontraron ${count} aseguradoras`,
  cardBadges: {
    popular: "Popular",
    accepting: "Acepta pacientes nuevos",
    notAccepting: "No acepta pacientes nuevos",
  },
  benefits: {
    title: "Lo que suele incluir la cobertura de atención médica en el hogar",
    description:
      "La mayoría de los planes que cubren la atención médica en el hogar incluyen estos servicios cuando su médico los ordena. Su propio plan decide los detalles, y podemos revisarlos por usted.",
    clinical: {
      icon: page.benefits.clinical.icon,
      title: "Servicios clínicos",
      items: [
        "Cuidado de enfermería especializada",
        "Terapia física",
        "Terapia ocupacional",
        "Patología del habla y el lenguaje",
        "Servicios sociales médicos",
        "Manejo del cuidado de heridas",
      ],
    },
    support: {
      icon: page.benefits.support.icon,
      title: "Servicios de apoyo",
      items: [
        "Servicios de asistente de salud en el hogar",
        "Equipo médico duradero",
        "Suministros médicos",
        "Educación del paciente",
        "Coordinación del cuidado",
        "Manejo de enfermedades",
      ],
    },
  },
  process: {
    title: "Cómo conseguimos la aprobación de su cuidado",
    description:
      "Muchos planes deben aprobar la atención médica en el hogar antes de que empiece. Nosotros nos encargamos de los trámites con su plan y su médico, paso a paso.",
    steps: withWords(page.process.steps, [
      {
        title: "Verificación inicial",
        description:
          "Revisamos su seguro, sus beneficios de atención médica en el hogar y lo que podría pagar antes de que empiece el cuidado.",
      },
      {
        title: "Autorización previa",
        description:
          "Si su plan debe aprobar el cuidado primero, enviamos la solicitud y le damos seguimiento con el plan por usted.",
      },
      {
        title: "Aprobación del plan de cuidado",
        description:
          "Su médico revisa y firma su plan de cuidado, que indica sus servicios y con qué frecuencia le visitamos.",
      },
      {
        title: "Prestación del servicio",
        description:
          "Nuestras enfermeras, terapeutas y asistentes visitan su hogar y dan el cuidado que indica su plan aprobado.",
      },
      {
        title: "Seguimiento continuo",
        description:
          "Llevamos el control de sus visitas y beneficios, y pedimos a su plan que renueve la aprobación cuando su médico extiende el cuidado.",
      },
    ]),
  },
} as const satisfies Translation<typeof en.insurancePageCopy>;

const provider = en.providerPageCopy;

export const providerPageCopy = {
  back: "Volver a Seguros",
  backHref: provider.backHref,
  tabsLabel: "Información de la aseguradora",
  tabs: withWords(provider.tabs, [
    { label: "Resumen" },
    { label: "Cobertura" },
    { label: "Verificación" },
    { label: "Calculadora" },
    { label: "Contacto" },
  ]),
  headings: {
    eligibility: "Requisitos para calificar",
    coverage: "Cobertura general",
    homeHealthBenefits: "Beneficios de atención médica en el hogar cubiertos",
    requirements: "Requisitos de la cobertura",
    copay: "Información sobre costos",
    howToConfirm: "Cómo verificar su cobertura",
  },
  generalNotice:
    "Esta página describe lo que suele aplicarse a este tipo de plan. Sus propios beneficios dependen de su plan, así que consulte con su aseguradora o permítanos verificarlo por usted.",
  verification: {
    title: "Verifique su cobertura",
    description:
      "Conteste las preguntas que hacemos para revisar sus beneficios de atención médica en el hogar. Sus respuestas se cifran en su navegador y se envían a nuestra oficina, y le llamamos cuando hayamos revisado sus beneficios.",
  },
  calculator: {
    title: "Calcule sus costos",
    description:
      "Obtenga un cálculo aproximado de lo que podría pagar. Es solo un cálculo: su aseguradora decide lo que cubre.",
  },
  contact: {
    title: "Contacto",
    phoneLabel: "Teléfono",
    ttyLabel: "TTY",
    websiteLabel: "Sitio web oficial",
    newTab: "(se abre en una pestaña nueva)",
    requestInfo: { label: "Pida información", href: provider.contact.requestInfo.href },
    callUs: `Llame a ${siteConfig.shortName}`,
    callUsText: "¿Tiene una pregunta sobre su cobertura? Llámenos y le ayudaremos a aclararla.",
  },
  notFound: {
    title: "No encontramos la aseguradora",
    text: "La aseguradora que busca no existe.",
    back: "Volver a Seguros",
    backHref: provider.notFound.backHref,
  },
} as const satisfies Translation<typeof en.providerPageCopy>;
