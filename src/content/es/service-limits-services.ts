/**
 * Spanish of `../service-limits-services.ts`: what each service includes, what it does not and
 * who pays. Medicare's rules say what the English says; the agency's own answers stay
 * placeholders with the English ids (`translatedFact`), each taken from the English entry at
 * the same place.
 */
import * as en from "../service-limits-services";
import { translatedFact as t, type Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

const L = en.serviceLimits;

const medicareInFull =
  "Medicare paga por completo las visitas cubiertas. Medicaid y los planes privados las cubren con sus propias reglas y costos.";

const therapyDays = t(
  L["physical-therapy"].includes[3],
  "Visitas de lunes a sábado. No hay visitas de terapia los domingos ni los días feriados.",
);

export const serviceLimits = {
  "skilled-nursing": {
    includes: [
      "Visitas de una enfermera registrada (RN) o una enfermera práctica con licencia (LPN), según un plan que firma su médico",
      "Chequeos de salud, cuidado de heridas, catéteres y ostomías, ayuda con los medicamentos y educación para usted y su familia",
      t(
        L["skilled-nursing"].includes[2],
        "Visitas de enfermería los 7 días de la semana cuando su plan de cuidado las indica",
      ),
    ],
    excludes: [
      "Turnos de enfermería de 8 horas o más, o una enfermera que se quede toda la noche (enfermería privada)",
      "Visitas solo para sacar sangre: Medicare no inicia la atención médica en el hogar solo por una extracción de sangre",
      t(
        L["skilled-nursing"].excludes[2],
        "Cuidado de personas que viven con un respirador artificial",
      ),
    ],
    pays: medicareInFull,
  },
  "health-aide": {
    includes: [
      "Ayuda para bañarse, vestirse, usar el baño y moverse con seguridad, según un plan que fija su enfermera o su terapeuta",
      "Una comida ligera, lavar la ropa u ordenar durante la visita, como parte de ese plan",
      t(L["health-aide"].includes[2], "Visitas de 1 a 2 horas, algunas veces por semana"),
    ],
    excludes: [
      "Visitas del asistente por sí solas: Medicare las cubre solo mientras usted también recibe enfermería o terapia",
      "Cuidado durante muchas horas al día o durante la noche",
      "Tareas de la casa, compras o comidas que no forman parte de su plan de cuidado (vea Servicios de ayuda doméstica)",
    ],
    pays: "Medicare paga por completo mientras usted también recibe cuidado especializado. Medicaid y los planes privados cubren las visitas del asistente con sus propias reglas.",
  },
  "social-worker": {
    includes: [
      "Consejería para el estrés, la preocupación y el duelo que trae una enfermedad",
      "Ayuda para encontrar recursos de la comunidad y llenar formularios de programas que pagan el cuidado",
      "Planificación del cuidado a largo plazo",
    ],
    excludes: [
      "Visitas de trabajo social por sí solas: Medicare las cubre solo junto con otra atención médica en el hogar",
      t(
        L["social-worker"].excludes[1],
        "Consejería o terapia de largo plazo para enfermedades mentales (le ayudamos a encontrar un consejero)",
      ),
    ],
    pays: medicareInFull,
  },
  "physical-therapy": {
    includes: [
      "Una evaluación, y luego ejercicios de fuerza, equilibrio y marcha",
      "Formas seguras de entrar y salir de la cama, una silla, la tina o el auto, y ayuda para usar un andador o un bastón",
      "Terapia para evitar que usted empeore, cuando necesita la habilidad de un terapeuta: Medicare no exige que usted mejore",
      therapyDays,
    ],
    excludes: [
      "Terapia en una clínica, un gimnasio o una piscina: le atendemos solo en casa",
      "Terapia cuando usted ya puede salir de casa con seguridad para recibir cuidado ambulatorio (Medicare)",
    ],
    pays: medicareInFull,
  },
  "speech-therapy": {
    includes: [
      "Ayuda con el habla, el lenguaje, la voz y la memoria de las palabras",
      "Formas más seguras de tragar, comer y beber",
      "Aprender a usar audífonos y otras herramientas (rehabilitación auditiva)",
      therapyDays,
    ],
    excludes: ["Audífonos, o exámenes de audición para adaptarlos: Medicare Original no los paga"],
    pays: medicareInFull,
  },
  "occupational-therapy": {
    includes: [
      "Práctica para vestirse, bañarse, arreglarse y cocinar",
      "Fuerza y coordinación de las manos, y férulas para sostener una mano o una muñeca débil",
      "Consejos sobre equipo adaptado y un hogar más seguro",
      therapyDays,
    ],
    excludes: [
      "Empezar el cuidado solo con terapia ocupacional: la atención médica en el hogar de Medicare debe empezar con enfermería, terapia física o terapia del habla; la terapia ocupacional puede continuar después de que terminen",
      "El equipo en sí: Medicare no paga barras de apoyo, sillas para la ducha ni la mayoría de las ayudas para el baño",
    ],
    pays: medicareInFull,
  },
  "specialized-care": {
    includes: [
      "Cuidado de la memoria: rutinas tranquilas, un hogar más seguro y apoyo para los familiares que cuidan",
      "Cuidado del corazón y de enfermedades crónicas: chequeos, medicamentos y señales de alerta",
      "Cuidado de heridas difíciles de sanar",
      t(
        L["specialized-care"].includes[3],
        "Cuidado de los pies con un podólogo con quien trabajamos, que le factura a usted o a su plan por separado",
      ),
    ],
    excludes: [
      "Alguien que se quede todo el día o toda la noche con una persona con pérdida de memoria",
      "El cuidado rutinario de los pies, como cortar las uñas o tratar callos y durezas: Medicare paga solo en algunas condiciones, como la diabetes con daño en los nervios de los pies",
    ],
    pays: medicareInFull,
  },
  "palliative-care": {
    includes: [
      "Alivio del dolor, la falta de aire y otros síntomas",
      "Consejería y apoyo para usted y su familia",
      "Ayuda para planear el cuidado futuro y poner sus deseos por escrito",
    ],
    excludes: [
      t(
        L["palliative-care"].excludes[0],
        "Cuidados de hospicio: no los damos, y le ayudamos a encontrar un hospicio si usted lo elige",
      ),
      "Cuidado las 24 horas",
    ],
    pays: "Medicare no tiene un beneficio aparte para los cuidados paliativos: las visitas de enfermería y de trabajo social están cubiertas como atención médica en el hogar cuando usted califica. Otros planes varían.",
  },
  "infusion-therapy": {
    includes: [
      t(
        L["infusion-therapy"].includes[0],
        "Líquidos, antibióticos, medicamentos para el dolor, nutrición (TPN), vitaminas y electrolitos, y medicamentos biológicos o inmunológicos que su médico ordene para uso en el hogar",
      ),
      "Cuidado de su vía intravenosa, y enseñarles a usted y a su familia a qué estar atentos",
    ],
    excludes: [
      t(
        L["infusion-therapy"].excludes[0],
        "Transfusiones de sangre, la primera dosis de un medicamento intravenoso nuevo y la quimioterapia que se debe dar en una clínica",
      ),
      "Preparar o suministrar el medicamento: eso lo hace una farmacia",
    ],
    pays: "La atención médica en el hogar de Medicare paga las visitas de la enfermera. El medicamento, la bomba y los suministros se pagan de otra forma: algunos por la Parte B, otros por su plan de medicamentos de la Parte D, y es posible que usted deba pagar una parte.",
  },
  homemaker: {
    includes: [
      "Comidas, lavado de ropa, limpieza ligera, compras y mandados",
      "Transporte a citas, compañía amable y recordatorios de medicamentos",
      "Ayuda por hora, por día, durante la noche o de tiempo completo en casa",
    ],
    excludes: [
      t(
        L.homemaker.excludes[0],
        "Cuidado médico: el personal de ayuda doméstica no da medicamentos, no cambia vendajes ni hace tareas de enfermería",
      ),
      t(L.homemaker.excludes[1], "Visitas de menos de 4 horas"),
    ],
    pays: "Medicare no paga la ayuda doméstica ni de compañía. La mayoría de las familias la pagan por su cuenta; un seguro de cuidado a largo plazo, los beneficios para veteranos o los programas de Illinois para adultos mayores pueden ayudar.",
  },
} as const satisfies Translation<typeof en.serviceLimits>;
