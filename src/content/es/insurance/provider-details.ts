/**
 * Spanish of `../../insurance/provider-details.ts`: the plan-specific text of the Medicare,
 * Medicaid and Blue Cross Blue Shield pages. Medicare's terms are those of its own Spanish
 * publications ("Medicare Original", "confinado en el hogar", "coseguro", "deducible", "plan
 * de cuidado"). Phones and links are the English module's; every figure is the English one.
 */
import * as en from "../../insurance/provider-details";
import { homeboundMeaning, medicaidNotHomebound } from "../homebound";
import { withWords, type Translation } from "../translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const callUsToCheck = "O llámenos. Podemos revisar sus beneficios por usted, sin costo.";

export const medicareHomeHealthBenefits = [
  "Enfermería especializada de medio tiempo o intermitente, dada por una enfermera registrada o una enfermera práctica con licencia",
  "Terapia física para recuperar la fuerza, el equilibrio y la capacidad de caminar",
  "Terapia ocupacional para ayudarle con tareas diarias como bañarse y vestirse",
  "Patología del habla y el lenguaje para el habla, el pensamiento y la deglución",
  "Ayuda de un asistente de salud en el hogar con el cuidado personal, mientras también recibe cuidado especializado",
  "Servicios sociales médicos para ayudarle con los aspectos sociales y emocionales de la enfermedad",
  "Los suministros médicos que necesite su cuidado, como vendajes para heridas",
] as const satisfies Translation<typeof en.medicareHomeHealthBenefits>;

const medicare = en.medicareDetails;

export const medicareDetails = {
  description:
    "Medicare Original (Parte A y Parte B) cubre la atención médica en el hogar cuando usted está confinado en el hogar y necesita cuidado especializado de medio tiempo que ordene su médico. Las visitas de atención médica en el hogar cubiertas no le cuestan nada.",
  eligibility: [
    "Usted tiene la Parte A de Medicare (seguro de hospital), la Parte B (seguro médico) o ambas.",
    "Usted está bajo el cuidado de un médico o de otro profesional autorizado, como una enfermera practicante o un asistente médico.",
    `Su médico certifica que usted está ${homeboundMeaning}.`,
    "Usted necesita enfermería especializada de medio tiempo o intermitente, terapia física, patología del habla y el lenguaje o terapia ocupacional continua.",
    "Usted tuvo una visita en persona con su médico o profesional autorizado sobre el motivo por el que necesita cuidado en el hogar.",
  ],
  coverage: [
    "Cuidado de enfermería especializada de medio tiempo o intermitente",
    "Terapia física, terapia ocupacional y patología del habla y el lenguaje",
    "Cuidado de medio tiempo de un asistente de salud en el hogar, mientras también recibe cuidado especializado",
    "Servicios sociales médicos",
    "Suministros médicos para usar en el hogar",
    "Equipo médico duradero, como un andador, una silla de ruedas o una cama de hospital (bajo la Parte B)",
  ],
  homeHealthBenefits: medicareHomeHealthBenefits,
  requirements: [
    "Una orden de su médico o profesional autorizado, y un plan de cuidado que ellos revisan con regularidad",
    "La certificación de que usted está confinado en el hogar",
    "La necesidad de enfermería especializada o terapia intermitente",
    "Una visita en persona relacionada con su cuidado en el hogar, normalmente dentro de los 90 días antes o los 30 días después de que empiece el cuidado",
    "Cuidado de una agencia de atención médica en el hogar certificada por Medicare, como la nuestra",
    "Si tiene un plan Medicare Advantage, también se aplican las reglas de su plan, como la aprobación previa y las agencias de la red",
  ],
  copay:
    "Usted paga $0 por las visitas de atención médica en el hogar cubiertas. No hay deducible ni coseguro para los servicios de atención médica en el hogar. Por el equipo médico duradero, normalmente paga el 20% de la cantidad aprobada por Medicare (el coseguro de la Parte B) después del deducible de la Parte B. Antes de que empiece el cuidado, le informamos por escrito sobre cualquier artículo o servicio que Medicare quizás no pague.",
  phone: medicare.phone,
  phoneLabel: "Línea de ayuda de Medicare (1-800-MEDICARE)",
  tty: medicare.tty,
  howToConfirm: [
    "Mire su tarjeta roja, blanca y azul de Medicare: indica si tiene la Parte A, la Parte B o ambas.",
    "Llame a la línea de ayuda de Medicare, o entre a medicare.gov, para verificar su cobertura.",
    "Si tiene un plan Medicare Advantage, llame en cambio al número de servicios para miembros que aparece en la tarjeta de su plan.",
    callUsToCheck,
  ],
} as const satisfies Translation<typeof en.medicareDetails>;

const medicaid = en.medicaidDetails;

export const medicaidDetails = {
  description:
    "Medicaid de Illinois está a cargo del Departamento de Servicios de Salud y Familia de Illinois (HFS). Cubre la atención médica en el hogar que ordene su médico cuando es médicamente necesaria. La mayoría de los miembros reciben sus beneficios por medio de un plan de atención administrada de HealthChoice Illinois.",
  eligibility: [
    "Usted vive en Illinois y cumple con las reglas de ciudadanía o inmigración del programa.",
    "El ingreso de su hogar está dentro de los límites del programa. Para la mayoría de los adultos de 19 a 64 años, el límite es el 138% del nivel federal de pobreza.",
    "Los niños, las personas embarazadas, los adultos de 65 años o más y las personas con discapacidades tienen sus propios límites de ingresos, y algunos programas también cuentan los ahorros y otros bienes.",
    "Usted hace su solicitud por medio de ABE (Application for Benefits Eligibility) en abe.illinois.gov, por teléfono o en una oficina local del Departamento de Servicios Humanos de Illinois (IDHS).",
    "Usted renueva su cobertura cada año cuando el estado le envía un aviso de renovación.",
  ],
  coverage: [
    "Visitas al médico y cuidado en el hospital",
    "Atención médica en el hogar cuando es médicamente necesaria",
    "Terapia física, ocupacional y del habla",
    "Medicamentos recetados",
    "Suministros y equipo médico, con aprobación",
    "Servicios de salud mental y de uso de sustancias",
  ],
  homeHealthBenefits: [
    "Visitas de enfermería especializada, dadas por una enfermera registrada o una enfermera práctica con licencia",
    "Terapia física, ocupacional y del habla en el hogar",
    "Visitas de un asistente de salud en el hogar como parte de su plan de cuidado",
    "Los suministros médicos que necesite su cuidado",
    "Equipo médico, como un andador o una cama de hospital, cuando se aprueba",
  ],
  requirements: [
    "Una orden de su médico o profesional autorizado, y un plan de cuidado",
    "El cuidado debe ser médicamente necesario",
    medicaidNotHomebound,
    "Una visita en persona con su médico o profesional autorizado relacionada con su cuidado en el hogar",
    "Normalmente se necesita la aprobación previa (aprobación antes de que empiece el cuidado) de su plan de HealthChoice Illinois",
    "Una agencia inscrita en Medicaid de Illinois y que pertenezca a la red de su plan",
    "Su cobertura de Medicaid debe estar activa el día de cada visita",
  ],
  copay:
    "Normalmente no hay copago por la atención médica en el hogar con Medicaid de Illinois; pídale a su plan que lo confirme.",
  phone: medicaid.phone,
  phoneLabel: "Línea de ayuda del Departamento de Servicios Humanos de Illinois",
  phoneNote:
    "Si está en un plan de HealthChoice Illinois, llame al número de servicios para miembros que aparece en la tarjeta de su plan.",
  links: withWords(medicaid.links, [{ label: "Solicite Medicaid en ABE" }]),
  howToConfirm: [
    "Revise su tarjeta médica de HFS y, si la tiene, la tarjeta de su plan de HealthChoice Illinois.",
    "Llame al número de servicios para miembros de su plan y pregunte por los beneficios de atención médica en el hogar y la aprobación previa.",
    "¿Todavía no tiene cobertura? Haga su solicitud en línea por medio de ABE en abe.illinois.gov.",
    callUsToCheck,
  ],
} as const satisfies Translation<typeof en.medicaidDetails>;

export const bcbsDetails = {
  description:
    "Blue Cross and Blue Shield of Illinois ofrece planes por medio del empleador, planes individuales, planes Medicare Advantage y planes de Medicaid. La mayoría de los planes cubren la atención médica en el hogar que ordene su médico, pero los detalles dependen de su plan.",
  eligibility: [
    "Usted es miembro de un plan de Blue Cross and Blue Shield of Illinois, o de un plan Blue de otro estado que funciona aquí por medio de la red de Blue Cross.",
    "Su plan incluye beneficios de atención médica en el hogar. La mayoría los incluye, pero los límites varían.",
    "Su médico ordena la atención médica en el hogar e indica que es médicamente necesaria.",
    "Algunos planes, sobre todo los planes Medicare Advantage, también exigen que usted esté confinado en el hogar.",
  ],
  coverage: [
    "Visitas al médico y cuidado en el hospital",
    "Cuidado preventivo",
    "Atención médica en el hogar cuando es médicamente necesaria",
    "Terapia física, ocupacional y del habla",
    "Equipo médico duradero y suministros, según el plan",
    "Medicamentos recetados, en la mayoría de los planes",
  ],
  homeHealthBenefits: [
    "Visitas de enfermería especializada",
    "Terapia física, ocupacional y del habla en el hogar",
    "Cuidado de un asistente de salud en el hogar como parte de un plan de cuidado especializado, en muchos planes",
    "Cuidado de heridas y educación sobre su condición y sus medicamentos",
    "Terapia de infusión en el hogar, en muchos planes",
    "Servicios sociales médicos, en algunos planes",
  ],
  requirements: [
    "Una orden de su médico y un plan de cuidado por escrito",
    "Con frecuencia se requiere una autorización previa (aprobación del plan antes de que empiece el cuidado)",
    "Una agencia de atención médica en el hogar de la red; el cuidado fuera de la red puede costar más o no estar cubierto",
    "El cuidado debe ser médicamente necesario",
    "Algunos planes limitan el número de visitas de atención médica en el hogar cada año",
  ],
  copay:
    "Depende de su plan. Es posible que pague un deducible, un copago por cada visita o una parte del costo (coseguro) hasta llegar a su máximo de gastos de su bolsillo. Podemos revisar sus beneficios y explicarle sus costos antes de que empiece el cuidado.",
  phone: en.bcbsDetails.phone,
  phoneLabel: "Servicios para miembros de Blue Cross and Blue Shield of Illinois",
  phoneNote:
    "Llame al número de servicios para miembros que aparece en el reverso de su tarjeta de identificación de miembro.",
  howToConfirm: [
    "Llame al número de servicios para miembros que aparece en el reverso de su tarjeta de identificación de miembro.",
    "Pregunte si su plan cubre la atención médica en el hogar, si necesita autorización previa y si nuestra agencia está en la red.",
    "También puede entrar a su cuenta de Blue Access for Members en bcbsil.com.",
    callUsToCheck,
  ],
} as const satisfies Translation<typeof en.bcbsDetails>;
