/** Spanish of `../status.ts`: the status link on every confirmation and the `/es/status` page. */
import type * as en from "../status";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const statusLinkCopy = {
  title: "Consulte en qué etapa está su solicitud",
  warning:
    "Cualquier persona con este enlace puede ver la etapa de su solicitud, nunca lo que usted escribió. Guárdelo como un recibo.",
  label: "Su enlace privado de estado",
  copy: "Copiar enlace",
  copied: "Copiado",
  copyFailed: "El enlace está seleccionado: cópielo con el teclado o con el menú de su navegador.",
  print: "Imprimir",
  email: "Enviármelo por correo",
  mailSubject: (reference: string) => `Solicitud ${reference} a Beyond Care: mi enlace de estado`,
  mailBody: (reference: string, url: string) =>
    `El enlace privado para ver en qué etapa está mi solicitud ${reference}:\n\n${url}\n\nCualquier persona con este enlace puede ver la etapa de la solicitud, nunca lo que se escribió. Guárdelo como un recibo.`,
} as const satisfies Translation<typeof en.statusLinkCopy>;

export const statusCopy = {
  metaTitle: "En qué etapa está su solicitud",
  metaDescription:
    "La etapa de una solicitud enviada a Beyond Care Home Health, desde su enlace privado.",
  title: "En qué etapa está su solicitud",
  loading: "Buscando su solicitud…",
  reference: "Número de referencia",
  kind: "Solicitud",
  kinds: {
    contact: "Solicitud de cuidado",
    verification: "Verificación de cobertura",
    referral: "Remisión",
    application: "Solicitud de empleo",
    other: "Solicitud",
  },
  stage: {
    new: "Recibimos su solicitud.",
    newReferral: "Recibimos su remisión.",
    newApplication: "Recibimos su solicitud de empleo.",
    contacted: "Le llamamos por su solicitud.",
    contactedReferral: "Estamos revisando su remisión.",
    contactedApplication: "Estamos revisando su solicitud de empleo.",
    closed: "Su solicitud está cerrada.",
    closedApplication: "Su solicitud de empleo está cerrada.",
    other: "Recibimos su solicitud. Llámenos para saber más.",
  },
  timelineTitle: "Cronología",
  timeline: {
    received: "Recibida",
    called: "Le llamamos",
    reviewing: "La estamos revisando",
    reviewingApplication: "Estamos revisando su solicitud de empleo",
    closed: "Cerrada",
    notYet: "Todavía no",
  },
  outcomes: {
    admitted: "El cuidado ha comenzado.",
    referred_elsewhere: "Le remitimos a otra agencia.",
    not_reachable: "No pudimos comunicarnos con usted: llámenos, por favor.",
    not_eligible: "Esta vez no pudimos ofrecer el cuidado. Llámenos si tiene preguntas.",
    duplicate: "Esta solicitud se unió a otra que usted envió.",
    hired: "Le contratamos. ¡Bienvenido al equipo!",
    not_hired: "Esta vez elegimos a otra persona. Gracias por su solicitud.",
    withdrawn: "La solicitud de empleo se retiró.",
    other: "Llámenos si tiene preguntas.",
  },
  decision: {
    accepted: "Remisión aceptada",
    declined: "Remisión no aceptada",
  },
  declineReasons: {
    outside_area: "El paciente vive fuera del área que atendemos.",
    not_homebound:
      "El paciente no parece estar confinado en casa, como lo exige el cuidado en el hogar de Medicare.",
    needs_unmet: "No podemos ofrecer el cuidado que el paciente necesita.",
    no_capacity: "En este momento no podemos recibir a un paciente nuevo.",
    insurance_not_accepted: "No aceptamos el seguro del paciente.",
    other: "Llámenos para saber el motivo.",
  },
  milestones: {
    firstVisitScheduled: (date: string | null) =>
      date ? `Primera visita programada para el ${date}` : "Primera visita programada",
    firstVisitCompleted: "Primera visita realizada",
    interview: (date: string | null) => (date ? `Entrevista el ${date}` : "Entrevista programada"),
    other: "Una novedad de la oficina",
  },
  notes: {
    trying_to_reach_you: "Estamos tratando de comunicarnos con usted: llámenos, por favor.",
    waiting_for_doctor_order: "Estamos esperando la orden del médico.",
    waiting_for_insurance: "Estamos esperando la respuesta de la compañía de seguros.",
    documents_received: "Recibimos los documentos que nos envió.",
    scheduling_first_visit: "Estamos programando la primera visita.",
    call_us: "Llámenos, por favor.",
    other: "Tenemos una nota para usted: llámenos, por favor.",
  },
  noteTitle: "Nota de la oficina",
  addedMore: "Usted envió más",
  nextTitle: "Qué sigue",
  next: {
    overdue: "Todavía no le hemos llamado, y ya pasó la hora que le dijimos. Llámenos, por favor.",
    application:
      "Leemos todas las solicitudes. Si su experiencia corresponde a un puesto, le llamaremos para programar una entrevista.",
    contacted: "Si tiene una pregunta, llámenos con su número de referencia.",
    referralAccepted: "Ahora programamos la primera visita con el paciente.",
    referralDeclined: "Llámenos si desea hablar de ello.",
    visitScheduled: "Veremos al paciente el día indicado arriba.",
    closed: "Esta solicitud está cerrada.",
    expires: (date: string) => `Este enlace deja de funcionar el ${date}.`,
  },
  call: "¿Preguntas? Llámenos:",
  updated: (time: string) => `Hora de la consulta: ${time}`,
  problems: {
    missing: {
      title: "Abra el enlace de su confirmación",
      text: "Esta página muestra la etapa de una solicitud desde su enlace privado: el de la página que vio después de enviarla, que quizá copió, imprimió o se envió por correo.",
    },
    unknown: {
      title: "No reconocemos este enlace",
      text: "Revise que abrió el enlace completo, o llámenos con su número de referencia.",
    },
    withdrawn: {
      title: "La oficina retiró este enlace",
      text: "Llámenos con su número de referencia y le diremos en qué etapa está su solicitud.",
    },
    expired: {
      title: "Este enlace venció (30 días después de cerrarse la solicitud)",
      text: "Llámenos con su número de referencia si tiene una pregunta.",
    },
    rateLimited: {
      title: "Demasiadas consultas desde esta conexión",
      text: "Espere unos minutos y vuelva a cargar esta página, por favor.",
    },
    offline: {
      title: "No pudimos comunicarnos con el servidor de nuestra oficina",
      text: "Revise su conexión y vuelva a cargar esta página.",
    },
    notConnected: {
      title: "La consulta del estado no está conectada en esta copia del sitio",
      text: "Llámenos con su número de referencia, por favor.",
    },
  },
  retry: "Intentar de nuevo",
  noScript:
    "Esta página necesita JavaScript para mostrar en qué etapa está su solicitud. Llámenos, por favor:",
} as const satisfies Translation<typeof en.statusCopy>;
