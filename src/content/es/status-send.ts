/** Spanish of `../status-send.ts`: "send more" on the `/es/status` page. */
import type * as en from "../status-send";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const statusSendCopy = {
  title: "Enviar más para esta solicitud",
  intro:
    "Agregue un mensaje o documentos a esta solicitud: la orden firmada, la nota de la visita presencial. Se cifran en este navegador para que solo nuestra oficina pueda leerlos, como su solicitud.",
  introNoFiles:
    "Agregue un mensaje a esta solicitud. Se cifra en este navegador para que solo nuestra oficina pueda leerlo, como su solicitud.",
  messageLabel: "Mensaje (opcional)",
  messageHint: "Hasta 2,000 caracteres. Para algo urgente, llámenos.",
  messageTooLong: (length: number) =>
    `El mensaje tiene ${length.toLocaleString("en-US")} caracteres: acórtelo a 2,000 o menos`,
  filesLabel: "Adjuntar archivos (opcional)",
  filesHint: {
    referral:
      "PDF o fotos (PNG, JPEG, HEIC): hasta 8 archivos, de 10 MB cada uno y 25 MB en total.",
    application: "Un PDF o un documento de Word: un archivo, de hasta 5 MB.",
  },
  nothing: "Escriba un mensaje o elija un archivo para enviar",
  send: "Enviar a nuestra oficina",
  sending: "Cifrando y enviando…",
  sentTitle: "Enviado",
  sent: (time: string) => `Recibido el ${time}. El personal lo ve en su solicitud.`,
  sendAnother: "Enviar otra cosa",
  refusals: {
    too_many_additions:
      "Esta solicitud ya recibió todos los agregados que se pueden enviar desde esta página. Llámenos, por favor, para enviar más.",
    closed:
      "Esta solicitud está cerrada, así que ya no se le puede agregar nada aquí. Llámenos, por favor.",
    withdrawn: "Nuestra oficina retiró este enlace, así que no se envió nada. Llámenos, por favor.",
    expired: "Este enlace venció, así que no se envió nada. Llámenos, por favor.",
    unknown: "No encontramos esta solicitud, así que no se envió nada. Llámenos, por favor.",
  },
  notSentTitle: "No se envió",
  call: "Llámenos:",
} as const satisfies Translation<typeof en.statusSendCopy>;
