/** Spanish of `../verification.ts`: the 4-step insurance verification form. */
import * as en from "../verification";
import { intakeCopy } from "./intake";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

const phoneHint = "10 dígitos, por ejemplo 312-555-0100 o 312-555-0100 x214";
const stepOf = (step: number, total: number) => `Paso ${step} de ${total}`;
const percent = (value: number) => `${value}%`;

export const verificationCopy = {
  intro: (providerName?: string) =>
    providerName
      ? `Verifique su cobertura de ${providerName} para la atención médica en el hogar en 4 pasos cortos.`
      : "Verifique la cobertura de su seguro para la atención médica en el hogar en 4 pasos cortos.",
  privacy: {
    title: "Se envía de forma segura a nuestra oficina",
    text: `${intakeCopy.privacy} Para hablarlo con una persona, llámenos al`,
    end: ".",
  },
  notConnected: {
    title: "Las solicitudes en línea no están conectadas",
    text: "Esta copia del sitio no puede enviar sus respuestas a nuestra oficina. Para que revisemos su cobertura, llámenos al",
    end: ".",
  },
  languageHelp: {
    lead: "¿Necesita un intérprete u otro formato?",
    link: "Hay asistencia con idiomas y ayudas disponibles sin costo.",
    href: en.verificationCopy.languageHelp.href,
  },
  formLabel: "Verificación del seguro",
  progressLabel: "Progreso del formulario",
  stepOf,
  stepHeadingPrefix: (step: number, total: number) => `${stepOf(step, total)}: `,
  percent,
  progressText: (step: number, total: number, value: number) =>
    `${stepOf(step, total)}, ${percent(value)}`,
  completed: "(completado)",
  steps: {
    1: { name: "Sobre usted" },
    2: { name: "Seguro" },
    3: { name: "Cuidado y médico" },
    4: { name: "Detalles médicos" },
  },
  fields: {
    firstName: { label: "Nombre" },
    lastName: { label: "Apellido" },
    dateOfBirth: {
      label: "Fecha de nacimiento",
      hint: "Mes, día y año, por ejemplo 03/27/1948. También puede escribirla como 1948-03-27.",
    },
    phoneNumber: { label: "Número de teléfono", hint: phoneHint },
    email: { label: "Correo electrónico", hint: "Por ejemplo, nombre@ejemplo.com" },
    insuranceCompany: {
      label: "Su compañía de seguros o programa",
      hint: 'Elija "Otro" si el suyo no está en la lista.',
    },
    insuranceId: {
      label: "Número de identificación de miembro del seguro",
      hint: "Está en el frente de su tarjeta del seguro.",
    },
    groupNumber: {
      label: "Número de grupo (opcional)",
      hint: "Solo si aparece en su tarjeta.",
    },
    serviceType: {
      label: "Tipo de cuidado que necesita",
      hint: 'Elija "Más de un servicio" si necesita más de un tipo de cuidado.',
    },
    physicianName: {
      label: "Nombre del médico",
      hint: "El médico que ordenará su atención médica en el hogar.",
    },
    physicianPhone: { label: "Número de teléfono del médico", hint: phoneHint },
    medicalCondition: {
      label: "Condición médica",
      hint: "¿Por qué necesita cuidado en casa? Por ejemplo, recuperación de una cirugía de cadera. Al menos 10 caracteres.",
    },
    additionalNotes: {
      label: "¿Algo más que debamos saber? (opcional)",
      hint: "Por ejemplo, la mejor hora para llamarle.",
    },
  },
  serviceTypePlaceholder: "Elija un tipo de cuidado",
  insuranceCompanyPlaceholder: "Elija su seguro",
  buttons: {
    previous: "Anterior",
    next: "Siguiente",
    submit: "Enviar",
    submitting: "Enviando...",
    again: "Enviar otra verificación",
  },
  result: {
    heading: "Verificación pendiente",
    more: "Nuestro equipo revisa su cobertura con su compañía de seguros y le llama al número de teléfono que nos dio.",
    reference: intakeCopy.reference,
    referenceHint: "Téngalo a la mano cuando nos llame.",
    summaryTitle: "Lo que envió",
    summary: {
      name: "Nombre",
      dateOfBirth: "Fecha de nacimiento",
      insuranceCompany: "Seguro",
      insuranceId: "Número de miembro",
      serviceType: "Tipo de cuidado",
    },
    memberIdEnding: (last4: string) => `que termina en ${last4}`,
    urgent: "Si es urgente, llámenos ahora.",
  },
  honeypotLabel: "Deje este campo vacío",
  toast: {
    success: "Verificación enviada",
  },
} as const satisfies Translation<typeof en.verificationCopy>;
