/**
 * Spanish of the words among `../agency.ts`'s facts: the office hours and what to do after
 * hours, still placeholders with the English ids (`translatedFact`). Every other fact of the
 * registry (figures, dates, credentials) is the English module's.
 */
import * as en from "../agency";
import { translatedFact, type Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const officeHours = {
  hours: translatedFact(en.officeHours.hours, "Lunes a viernes, de 8:00 a. m. a 5:00 p. m."),
  afterHours: translatedFact(
    en.officeHours.afterHours,
    "Fuera del horario de oficina y los fines de semana, llame al mismo número: una enfermera de guardia atiende a los pacientes actuales.",
  ),
} satisfies Translation<typeof en.officeHours>;
