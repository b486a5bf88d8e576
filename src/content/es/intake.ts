/** Spanish of `../intake.ts`: what the forms say while sending and when a request failed. */
import type * as en from "../intake";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const intakeCopy = {
  sending: "Enviando de forma segura…",
  failure: {
    title: "Su solicitud no se envió",
    kept: "Todo lo que escribió sigue en el formulario.",
    reasons: {
      "not-connected":
        "Las solicitudes en línea no están conectadas en esta copia del sitio, así que no se envió nada.",
      encryption:
        "Su navegador no pudo cifrar la solicitud, así que no la enviamos (nunca enviamos una solicitud sin cifrar).",
      offline:
        "No pudimos comunicarnos con el servidor de nuestra oficina. Revise su conexión e intente de nuevo.",
      timeout:
        "El servidor de nuestra oficina no respondió a tiempo. Es posible que no haya llegado.",
      refused: "El servidor de nuestra oficina no aceptó la solicitud.",
      "rate-limited":
        "Se enviaron demasiadas solicitudes desde esta conexión. Espere unos minutos, por favor.",
      busy: "El servidor de nuestra oficina tiene ahora todos los archivos que puede recibir, así que no aceptó los suyos. Espere unos minutos e intente de nuevo, por favor.",
      server: "El servidor de nuestra oficina tuvo un problema y no guardó la solicitud.",
      upload: "No se pudo subir un archivo, así que no se envió nada.",
    },
    rateLimitedFor: (minutes: number) =>
      `Se enviaron demasiadas solicitudes desde esta conexión en poco tiempo, así que el servidor de nuestra oficina no aceptó esta. Intente de nuevo en ${minutes === 1 ? "1 minuto" : `${minutes} minutos`}, por favor.`,
    busyFor: (minutes: number) =>
      `El servidor de nuestra oficina tiene ahora todos los archivos que puede recibir, así que no aceptó los suyos. Intente de nuevo en ${minutes === 1 ? "1 minuto" : `${minutes} minutos`}, por favor.`,
    retry: "Intentar de nuevo",
    call: "O llámenos ahora:",
  },
  sampleKeys:
    "Este sitio todavía no está configurado: las solicitudes enviadas ahora se pueden leer con las claves de muestra. Llámenos, por favor.",
  privacy:
    "Lo que envía se cifra en su navegador, así que solo nuestro personal de admisión puede leerlo.",
  reference: "Su número de referencia",
  honeypot: "Deje este campo vacío",
  noScript: {
    title: "Este formulario todavía no puede enviar",
    text: "Necesita JavaScript, que está desactivado o todavía se está cargando en su navegador, así que nada de lo que escriba aquí nos llegaría. Llámenos, por favor:",
    end: ".",
  },
  sendAnother: "Enviar otra solicitud",
} as const satisfies Translation<typeof en.intakeCopy>;

/** Spanish of `callbackCopy`: when we will call, and that an interpreter is free. */
export const callbackCopy = {
  when: (day: "today" | "tomorrow" | "weekday", weekday: number, morning: boolean) => {
    const names = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
    const part = morning ? " por la mañana" : "";
    const when =
      day === "today"
        ? "hoy"
        : day === "tomorrow"
          ? `mañana${part}`
          : `el ${names[weekday] ?? ""}${part}`;
    return `Un coordinador de cuidado le llamará ${when}. Si desea un intérprete, es gratis.`;
  },
  emergency: "En una emergencia, llame al 911.",
} as const satisfies Translation<typeof en.callbackCopy>;
