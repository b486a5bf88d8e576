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
      server: "El servidor de nuestra oficina tuvo un problema y no guardó la solicitud.",
    },
    retry: "Intentar de nuevo",
    call: "O llámenos ahora:",
  },
  privacy:
    "Lo que envía se cifra en su navegador, así que solo nuestro personal de admisión puede leerlo.",
  reference: "Su número de referencia",
  sendAnother: "Enviar otra solicitud",
} as const satisfies Translation<typeof en.intakeCopy>;
