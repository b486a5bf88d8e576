/**
 * Spanish of `../promises.ts`: the call back ("en un plazo de 2 horas de oficina") and the first
 * visit ("primera visita en un plazo de 24 horas"), kept apart as in English.
 */
import type { ResponseTime } from "../counties";
import * as en from "../promises";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

const hours = (time: ResponseTime) => en.firstVisitHours[time];

export const promiseCopy = {
  callBackWithin: (count: number) =>
    `en un plazo de ${count} hora${count === 1 ? "" : "s"} de oficina`,
  firstVisitWithin: (time: ResponseTime) => `primera visita en un plazo de ${hours(time)} horas`,
  firstVisitTitle: (time: ResponseTime) => `Primera visita en un plazo de ${hours(time)} horas`,
  firstVisitLabel: "Primera visita",
  firstVisitValue: (time: ResponseTime) => `En un plazo de ${hours(time)} horas`,
} as const satisfies Translation<typeof en.promiseCopy>;
