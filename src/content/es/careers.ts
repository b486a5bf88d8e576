/**
 * Spanish of `../careers.ts`: the careers page's copy. Figures, icons, tones, ids and the
 * apply links are the English module's (the e-mail subject stays English, for the office).
 * Job openings, where the site lists them, stay in English.
 */
import * as en from "../careers";
import { siteConfig } from "../site";
import { withWords, type Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const careersIntro = {
  eyebrow: "Empleos",
  title: "Haga carrera en la atención médica en el hogar",
  description:
    "Únase a enfermeras, terapeutas, asistentes y trabajadores sociales que cuidan a los pacientes hogar por hogar. En Beyond Care, usted tiene el tiempo para hacer bien su trabajo y un equipo que le respalda.",
  applyLink: { label: "Cómo presentar su solicitud", href: en.careersIntro.applyLink.href },
} as const satisfies Translation<typeof en.careersIntro>;

export const careersStats = withWords(en.careersStats, [
  { label: "Profesionales de la salud" },
  { label: "Satisfacción de los empleados" },
  { label: "Años de servicio" },
  { label: "Aseguradoras asociadas" },
]);

export const cultureCopy = {
  eyebrow: "Por qué trabajar con nosotros",
  title: "Nuestra cultura",
  description:
    "Cuatro cosas que, según nuestro equipo, hacen de Beyond Care un buen lugar para trabajar.",
} as const satisfies Translation<typeof en.cultureCopy>;

export const cultureValues = withWords(en.cultureValues, [
  {
    title: "Los pacientes primero",
    description:
      "Programamos las visitas para que tenga tiempo de escuchar, enseñar y hacer bien el trabajo, sin correr a la siguiente puerta.",
  },
  {
    title: "Trabajo en equipo",
    description:
      "Las enfermeras, los terapeutas, los asistentes y el personal de oficina hablan todos los días. Nunca está solo con un caso difícil.",
  },
  {
    title: "Crecimiento",
    description:
      "Le ayudamos a aprender nuevas habilidades, obtener certificaciones y pasar al puesto que quiere después.",
  },
  {
    title: "Respeto",
    description: "Valoramos cada puesto y cada origen, y los líderes escuchan cuando usted habla.",
  },
]);

export const benefitsCopy = {
  eyebrow: "Beneficios",
  title: "Beneficios que le apoyan",
  description:
    "Los miembros del equipo de tiempo completo reciben los beneficios que siguen; los puestos de medio tiempo y según necesidad incluyen muchos de ellos.",
} as const satisfies Translation<typeof en.benefitsCopy>;

export const benefitCategories = withWords(en.benefitCategories, [
  {
    title: "Salud y bienestar",
    items: [
      "Seguro médico, dental y de la vista",
      "Seguro de vida y de discapacidad",
      "Programa de asistencia al empleado gratuito y confidencial",
      "Días de enfermedad pagados",
    ],
  },
  {
    title: "Desarrollo profesional",
    items: [
      "Orientación pagada y un mentor durante sus primeras semanas",
      "Educación continua y apoyo para créditos de educación continua (CEU)",
      "Ayuda para pagar nuevas certificaciones",
      "Oportunidades para pasar a la administración de casos y al liderazgo",
    ],
  },
  {
    title: "Compensación",
    items: [
      "Pago competitivo por visita o por hora",
      "Reembolso de millaje por los traslados entre visitas",
      "Plan de jubilación 401(k)",
      "Bonos por recomendar a nuevos miembros del equipo",
    ],
  },
  {
    title: "Equilibrio entre el trabajo y la vida personal",
    items: [
      "Horarios de tiempo completo, de medio tiempo y según necesidad",
      "Visitas planeadas cerca de donde usted vive",
      "Tiempo libre pagado y días feriados pagados",
      "Turnos de fin de semana y de guardia repartidos de forma justa",
    ],
  },
]);

export const rolesCopy = {
  eyebrow: "Puestos",
  title: "A quién contratamos",
  description:
    "Contratamos durante todo el año para estos puestos. Se requiere licencia o certificación de Illinois cuando el puesto lo exige.",
} as const satisfies Translation<typeof en.rolesCopy>;

export const roles = withWords(en.roles, [
  {
    title: "Enfermera registrada (RN)",
    description: "Evaluaciones, planes de cuidado y visitas de enfermería especializada.",
  },
  {
    title: "Enfermera práctica con licencia (LPN)",
    description: "Visitas de enfermería especializada según el plan de cuidado de una RN.",
  },
  {
    title: "Terapeuta físico y asistente (PT/PTA)",
    description: "Fuerza, equilibrio y marcha en el hogar.",
  },
  {
    title: "Terapeuta ocupacional y asistente (OT/COTA)",
    description: "Tareas diarias como vestirse, bañarse y cocinar.",
  },
  {
    title: "Patólogo del habla y el lenguaje (SLP)",
    description: "Habla, lenguaje, memoria y deglución.",
  },
  {
    title: "Trabajador social médico (MSW)",
    description: "Consejería, planificación y recursos de la comunidad.",
  },
  {
    title: "Asistente de salud en el hogar (HHA)",
    description: "Cuidado personal, baño y movimientos seguros.",
  },
  {
    title: "Ayudante doméstico",
    description: "Comidas, limpieza ligera y compañía.",
  },
]);

const apply = en.applyCopy;

export const applyCopy = {
  title: "Cómo presentar su solicitud",
  text: "Envíenos su currículum por correo electrónico y díganos qué puesto le interesa, o llámenos para hablarlo. Leemos cada solicitud y nos comunicaremos con usted sobre los siguientes pasos.",
  email: { ...apply.email, label: "Envíe su currículum" },
  phone: { ...apply.phone, label: "Llámenos" },
  equalOpportunity: `${siteConfig.name} es un empleador que ofrece igualdad de oportunidades. Damos la bienvenida a solicitantes de toda raza, color, religión, sexo, orientación sexual, identidad de género, nacionalidad, edad, discapacidad y condición de veterano.`,
} as const satisfies Translation<typeof en.applyCopy>;
