/**
 * Spanish of `../ratings.ts`: the words around Medicare's star ratings on the Spanish home page.
 * The snapshot itself (stars, Medicare's footnotes, the date, the link) is the English module's;
 * Care Compare is Medicare's own name for its site and stays as it is.
 */
import type * as en from "../ratings";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const ratingsCopy = {
  eyebrow: "Care Compare de Medicare",
  title: "Nuestras calificaciones, tal como Medicare las publica",
  text: "Medicare califica a cada agencia de atención médica en el hogar certificada y publica las calificaciones en Care Compare. Allí puede compararnos con otras agencias.",
  quality: {
    label: "Calidad de la atención al paciente",
    about:
      "De los registros de atención que Medicare recopila: con qué frecuencia los pacientes mejoraron y estuvieron seguros.",
  },
  survey: {
    label: "Calificación de la encuesta a pacientes",
    about: "De la encuesta HHCAHPS: lo que los pacientes dijeron sobre su atención.",
  },
  noStars: "Sin calificación de estrellas",
  stars: (value: number) => `${value} de 5 estrellas`,
  footnoteLabel: "Nota de Medicare",
  released: (date: string) => `Datos de Medicare publicados el ${date}.`,
  link: "Vea todas nuestras calificaciones en Medicare Care Compare (en inglés)",
  sampleNote:
    "Calificaciones de muestra: se muestran hasta que se agreguen las calificaciones de Medicare para nuestra agencia.",
} as const satisfies Translation<typeof en.ratingsCopy>;
