/** Spanish of `../not-found.ts`. */
import * as en from "../not-found";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const notFoundCopy = {
  code: en.notFoundCopy.code,
  title: "¡Uy! No encontramos la página",
  text: "Es posible que la página que busca se haya movido o ya no exista.",
  homeLink: "Volver al inicio",
  helpText: "¿Necesita ayuda ahora? Llámenos al",
  metaTitle: "Página no encontrada",
  /** For the developer's console, like the English: kept in English. */
  consoleMessage: en.notFoundCopy.consoleMessage,
} as const satisfies Translation<typeof en.notFoundCopy>;
