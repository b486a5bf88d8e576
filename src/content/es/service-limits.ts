/**
 * Spanish of `../service-limits.ts`: the services-and-limits page (42 CFR 484.105(i)). The
 * Medicare rules say what the English says, figure for figure; the agency's own answers stay
 * placeholders with the English ids (`translatedFact`).
 */
import * as en from "../service-limits";
import { translatedFact, withWords, type Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const lastReviewed = en.lastReviewed;

const copy = en.serviceLimitsCopy;

export const serviceLimitsCopy = {
  crumb: "Servicios y límites",
  eyebrow: "Servicios y límites",
  title: "Lo que ofrecemos y sus límites",
  description:
    "Antes de que usted, o un paciente que usted refiere, empiece a recibir cuidado, conozca lo que incluye cada servicio, lo que no incluye, adónde vamos y quién paga. Medicare pide a toda agencia de atención médica en el hogar que publique esta información y la revise al menos una vez al año.",
  reviewedLabel: "Última revisión:",
  askLead:
    "¿Tiene preguntas sobre lo que podemos hacer por usted o por un paciente que refiere? Llámenos al",
  rules: {
    title: "Reglas para toda la atención médica en el hogar",
    description:
      "Estas son las reglas de Medicare para la atención médica en el hogar. Medicaid y los planes privados tienen sus propias reglas, muchas veces parecidas a estas.",
    items: [
      "Su médico, o una enfermera practicante o un asistente médico, ordena su cuidado y firma su plan de cuidado, después de verle en persona o por video en los 90 días antes de que empiece el cuidado o en los 30 días después.",
      "Para Medicare, usted debe estar confinado en el hogar. Las dos cosas deben ser ciertas: para salir de casa necesita la ayuda de otra persona, de un aparato como un andador o una silla de ruedas, o de un transporte especial, o su médico le aconseja no salir; y salir de casa le exige un esfuerzo considerable y agotador.",
      "El cuidado es de medio tiempo o intermitente: la enfermería y el cuidado del asistente, juntos, menos de 8 horas al día y 28 horas o menos a la semana. En algunos casos Medicare permite hasta 35 horas a la semana, según cada caso.",
      "Medicare no paga el cuidado en casa las 24 horas del día, las comidas entregadas a domicilio, ni las compras, la limpieza y el lavado de ropa que no forman parte de su plan de cuidado.",
      "Medicare no paga la ayuda para bañarse, vestirse o usar el baño cuando es el único cuidado que usted necesita.",
    ],
  },
  services: {
    title: "Lo que incluye cada servicio y lo que no incluye",
    includes: "Incluye",
    excludes: "No incluye",
    pays: "Quién paga",
    more: (title: string) => `Más sobre ${title}`,
  },
  areas: {
    title: "Adónde vamos y qué tan pronto",
    description:
      "Damos cuidado solo en estos condados. La primera visita puede ser dentro del tiempo que se indica para cada uno.",
    countyHeader: "Condado",
    timeHeader: "Primera visita",
    outside:
      "Si vive fuera de estos condados, no podemos ir a su casa. Care Compare de Medicare tiene la lista de las agencias de atención médica en el hogar que dan servicio en su código postal.",
    careCompare: {
      label: "Busque una agencia de atención médica en el hogar en Care Compare de Medicare",
      href: copy.areas.careCompare.href,
    },
    map: { label: "Vea en un mapa las áreas donde damos servicio", href: copy.areas.map.href },
  },
  payers: {
    title: "Quién paga",
    items: withWords(copy.payers.items, [
      {
        name: "Medicare Original",
        text: "Usted no paga nada por las visitas de atención médica en el hogar cubiertas. Por el equipo médico, como un andador o una cama de hospital, paga el 20% de la cantidad aprobada por Medicare después del deducible de la Parte B.",
      },
      {
        name: "Medicare Advantage",
        text: "Su plan cubre al menos lo que cubre Medicare Original, pero puede pedir una aprobación primero, usar su propia red de agencias y cobrar un copago. Los documentos de su plan le dicen cuáles de estas reglas aplica.",
      },
      {
        name: "Medicaid de Illinois",
        text: "Medicaid cubre la atención médica en el hogar que ordene su médico. Es posible que su plan de salud de Medicaid tenga que aprobarla primero.",
      },
      {
        name: "Seguro privado",
        text: "Los planes varían en lo que cubren, en cuántas visitas y en lo que usted paga. Consultamos con su plan antes de que empiece el cuidado.",
      },
      {
        name: "Pago por cuenta propia",
        text: "La ayuda doméstica y de compañía no es cuidado médico, así que la mayoría de las familias la pagan por su cuenta. Un seguro de cuidado a largo plazo, los beneficios para veteranos o los programas de Illinois para adultos mayores pueden ayudar.",
      },
    ]),
    plans: { label: "Vea los planes de seguro que aceptamos", href: copy.payers.plans.href },
  },
  referral: {
    title: "Si no podemos aceptar un referido",
    refer: { label: "Cómo referir a un paciente", href: copy.referral.refer.href },
    text: translatedFact(
      copy.referral.text,
      "Si no podemos empezar el cuidado cuando usted lo necesita, o si un paciente necesita más de lo que podemos dar, se lo decimos el mismo día hábil, para que pueda encontrar otra agencia a tiempo.",
    ),
  },
  languages: translatedFact(
    copy.languages,
    "Nuestro personal habla inglés y español. Para cualquier otro idioma, un intérprete gratuito se une a sus visitas por teléfono.",
  ),
} as const satisfies Translation<typeof en.serviceLimitsCopy>;
