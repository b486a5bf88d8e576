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
    "Fuera de horario, los pacientes hablan aquí con la enfermera de guardia; las familias nuevas pueden dejar un mensaje.",
  ),
} satisfies Translation<typeof en.officeHours>;
