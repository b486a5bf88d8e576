/** Spanish of `../needs-javascript.ts` (the path and the back link's target are the English's). */
import * as en from "../needs-javascript";
import type { NeedsJavaScriptCopy } from "../types";

export const review = { state: "pending", translator: null, date: null } as const;

export const needsJavaScriptPage = {
  path: en.needsJavaScriptPage.path,
  metaTitle: "Este formulario necesita JavaScript",
  metaDescription:
    "Nuestros formularios de seguro funcionan en su navegador con JavaScript. Sus respuestas no se revisaron ni se guardaron. Llámenos y le ayudaremos por teléfono.",
  title: "Este formulario necesita JavaScript",
  text: "Nuestra verificación de cobertura y nuestra calculadora de costos funcionan en su navegador con JavaScript, que está desactivado o no había terminado de cargar. Por eso sus respuestas no se revisaron y no las guardamos. También puede regresar e intentar de nuevo cuando la página haya cargado.",
  call: "Llámenos y revisaremos con usted su cobertura o sus costos:",
  back: { label: "Volver a Seguros", href: en.needsJavaScriptPage.back.href },
} as const satisfies NeedsJavaScriptCopy;

/** Where the insurance forms post when they are sent without their script. */
export const noScriptFormAction = en.noScriptFormAction;
