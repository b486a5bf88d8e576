/**
 * Spanish of `../contact.ts`: the contact page. Phones, e-mail, limits, paths and autocomplete
 * tokens are the English module's.
 */
import { countyCount } from "../counties";
import { answerWithinHours } from "../response-time";
import * as en from "../contact";
import { serviceAreaLabel } from "./counties";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

/**
 * The Service of Interest options' labels, in the English order. The value a form sends
 * should stay the English option at the same place (the intake staff read English).
 */
export const contactServices = [
  "Enfermería especializada",
  "Cuidados paliativos",
  "Cuidado de heridas",
  "Terapia de infusión",
  "Podología",
  "Terapia física",
  "Terapia ocupacional",
  "Terapia del habla",
  "Asistente de salud en el hogar",
  "Ayuda con equipo médico duradero (DME)",
  "Trabajador social médico",
  "Cuidado en el hogar",
  "Dietista",
] as const satisfies Translation<typeof en.contactServices>;

export const contactLimits = en.contactLimits;

const f = en.contactCopy.form;
const d = en.contactCopy.details;

export const contactCopy = {
  title: "Comuníquese con nosotros",
  intro:
    "¿Tiene preguntas sobre la atención médica en el hogar para usted o para un ser querido? Llámenos o escríbanos, y un coordinador de cuidado le ayudará a dar el siguiente paso.",
  form: {
    title: "Pida información sobre el cuidado",
    notice: {
      title: "Su solicitud se cifra antes de salir de esta página",
      text: `Solo nuestro personal de admisión puede leerla. Un coordinador de cuidado le devolverá la llamada en un plazo de ${answerWithinHours} horas de oficina.`,
      call: "Si es urgente, llame al",
      or: "o escriba a",
      end: ".",
    },
    fields: {
      name: { label: "Nombre completo", autoComplete: f.fields.name.autoComplete },
      email: { label: "Correo electrónico", autoComplete: f.fields.email.autoComplete },
      phone: { label: "Número de teléfono", autoComplete: f.fields.phone.autoComplete },
      service: {
        label: "Servicio que le interesa",
        placeholder: "Elija un servicio...",
        hint: "Opcional",
      },
      message: {
        label: "Cuéntenos lo que necesita",
        hint: "Opcional",
        rows: f.fields.message.rows,
      },
    },
    areaNote: (area: string) =>
      /^\d{5}$/.test(area) ? `Mi código postal es ${area}.` : `Vivo en ${area}.`,
    consent: {
      before: "Acepto la ",
      link: "política de privacidad",
      href: f.consent.href,
      after: " y doy mi consentimiento para que me contacten sobre servicios de atención médica.",
    },
    submit: "Enviar solicitud",
    honeypot: "Deje este campo vacío",
    limits: {
      lead: "¿Va a referir a un paciente, o no está seguro de que podamos ayudar?",
      link: "Vea lo que ofrecemos y sus límites",
      href: f.limits.href,
    },
    languageHelp: {
      lead: "Hay asistencia con idiomas y ayudas disponibles sin costo.",
      link: "Ayuda con idiomas y accesibilidad",
      href: f.languageHelp.href,
    },
  },
  noScript: {
    path: en.contactCopy.noScript.path,
    metaTitle: "Pida cuidado por teléfono",
    metaDescription:
      "Para enviar el formulario de contacto, su navegador necesita JavaScript. Llame o escriba a Beyond Care Home Health y un coordinador de cuidado le ayudará.",
    title: "Por favor, llámenos para pedir cuidado",
    text: "Sus respuestas no se enviaron: el formulario de contacto necesita JavaScript, que está desactivado o no se cargó en su navegador. No se guardó nada de lo que escribió.",
    call: "Llame a nuestros coordinadores de cuidado al",
    back: {
      label: "Volver a la página de contacto",
      href: en.contactCopy.noScript.back.href,
    },
  },
  confirmation: {
    title: "Recibimos su solicitud",
    sent: "Lo que envió",
    call: "Si es urgente, llame al",
    end: ". En una emergencia, llame al 911.",
  },
  details: {
    title: "Información de contacto",
    phone: { label: "Línea directa de atención", text: d.phone.text },
    hours: { label: "Horario de oficina" },
    afterHours: { label: "Fuera de horario" },
    emergency: {
      label: "Emergencias",
      text: "En una emergencia, llame al",
      phone: d.emergency.phone,
    },
    email: { label: "Correo electrónico", text: d.email.text },
    area: { label: "Área de servicio", text: serviceAreaLabel },
    response: {
      label: "Le llamamos",
      text: `Le devolvemos la llamada en un plazo de ${answerWithinHours} horas de oficina. Fuera de horario, los fines de semana y los días festivos, use el formulario de esta página o deje un mensaje: le devolvemos la llamada el siguiente día de oficina.`,
    },
  },
  counties: {
    title: "Condados donde damos servicio",
    link: "Vea el mapa de nuestra área de servicio",
    href: en.contactCopy.counties.href,
  },
  trust: {
    title: "Por qué nos eligen las familias",
    items: [
      {
        title: "Certificados por Medicare",
        text: "Cumplimos con las normas de Medicare para la atención médica especializada en el hogar.",
      },
      {
        title: "Fáciles de contactar",
        text: `Llámenos o escríbanos con cualquier pregunta; le devolvemos la llamada en un plazo de ${answerWithinHours} horas de oficina.`,
      },
      {
        title: "Conocimiento local",
        text: `Nuestras enfermeras y terapeutas trabajan en los ${countyCount} condados donde damos servicio y conocen sus hospitales, médicos y servicios de la comunidad.`,
      },
    ],
  },
} as const satisfies Translation<typeof en.contactCopy>;
