/** Spanish of `../home-services.ts`: the home page's "Which care do you need?" section. */
import * as en from "../home-services";
import type { ServiceId } from "../services";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const servicesSectionCopy = {
  eyebrow: "Encuentre el cuidado adecuado",
  title: "¿Qué cuidado necesita?",
  description:
    "No necesita saber cómo se llama cada servicio. Empiece por lo que se parece a su situación, o llámenos y le ayudaremos a aclararlo.",
  allServices: {
    label: "Compare todos nuestros servicios",
    href: en.servicesSectionCopy.allServices.href,
  },
  call: "¿No sabe cuál le conviene? Llámenos al",
} as const satisfies Translation<typeof en.servicesSectionCopy>;

export const serviceNeeds = {
  "skilled-nursing":
    "Acaba de salir del hospital, con una herida que cuidar o medicamentos nuevos que manejar",
  "health-aide": "Bañarse, vestirse o moverse por la casa con seguridad se ha vuelto difícil",
  "social-worker": "Una enfermedad está afectando a su familia, su dinero o sus planes",
  "physical-therapy":
    "Se siente débil o inestable después de una caída, una cirugía o un derrame cerebral",
  "speech-therapy": "Hablar, entender o tragar se ha vuelto difícil",
  "occupational-therapy":
    "Vestirse, bañarse o cocinar por su cuenta requiere nuevas formas de hacerlo",
  "specialized-care":
    "Vive con pérdida de memoria, una enfermedad del corazón u otra condición de largo plazo",
  "palliative-care": "Una enfermedad grave, y usted quiere alivio del dolor y de otros síntomas",
  "infusion-therapy": "Su médico le ha ordenado medicamentos o líquidos por vía intravenosa",
  homemaker: "Ayuda con las comidas, la limpieza o compañía, por hora, por día o durante la noche",
} as const satisfies Record<ServiceId, string>;
