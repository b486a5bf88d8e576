/**
 * Spanish of `../zip-check.ts`: the ZIP or town check. County names and their first-visit
 * figures come from `../counties.ts`, worded by `./promises.ts`.
 */
import { countyCount, type ResponseTime } from "../counties";
import { firstVisitHours } from "../promises";
import * as en from "../zip-check";
import { formatList } from "./format";
import { promiseCopy } from "./promises";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

type NamedCounty = { name: string; responseTime: ResponseTime };

/*
 * The county phrases only the ZIP check's answers use: here, as in the English module, so that
 * they ship with the ZIP check alone and not with every script that lists a county.
 */
/** "el condado de Cook" or "los condados de Cook, Lake y Kane", inside a sentence. */
const countiesText = (names: readonly string[]) =>
  names.length === 1 ? `el condado de ${names[0] ?? ""}` : `los condados de ${formatList(names)}`;

/**
 * The neighbouring counties the ZIP table names in English ("Kendall County", "Lake County,
 * Indiana"), as a Spanish list: "el condado de Kendall y el condado de Lake (Indiana)".
 */
function otherCountiesText(others: readonly string[]): string {
  return formatList(
    others.map((other) => {
      const match = /^(.+) County(?:, (.+))?$/.exec(other);
      if (!match) return other;
      const [, name, state] = match;
      return `el condado de ${name}${state ? ` (${state})` : ""}`;
    }),
  );
}

/**
 * "Primera visita en un plazo de 24 horas." or "Primera visita en un plazo de 24 horas en Cook;
 * de 48 horas en Kane." (the first visit, never "respondemos").
 */
function responseText(counties: readonly NamedCounty[]): string {
  const times = [...new Set(counties.map((county) => county.responseTime))];
  const [first] = times;
  if (!first) return "";
  if (times.length === 1) return `${promiseCopy.firstVisitTitle(first)}.`;
  const parts = times.map(
    (time, index) =>
      `${index === 0 ? "en un plazo " : ""}de ${firstVisitHours[time]} horas en ${formatList(counties.filter((c) => c.responseTime === time).map((c) => c.name))}`,
  );
  return `Primera visita ${parts.join("; ")}.`;
}

export const zipCheckCopy = {
  title: "¿Damos servicio en su área?",
  label: "Código postal o ciudad",
  hint: "Por ejemplo 60090 o Wheeling",
  button: "Verificar",
  regionLabel: "Verifique su código postal o ciudad",
  errors: {
    empty: "Escriba un código postal, como 60090, o una ciudad, como Wheeling",
    "zip-digits": "Un código postal tiene 5 dígitos, como 60090",
    characters:
      "Escriba un código postal con números, como 60090, o el nombre de una ciudad con letras",
    "unknown-town":
      "No encontramos esa ciudad cerca de nuestra área. Revise cómo está escrita o escriba su código postal",
  },
  answers: {
    served: (place: string, counties: readonly NamedCounty[], ranked: boolean) => {
      const names = counties.map((county) => county.name);
      const first = names[0] ?? "";
      if (names.length === 1)
        return `Sí, damos servicio en ${place}, en ${countiesText([first])}. ${responseText(counties)}`;
      const where = ranked
        ? `principalmente en ${countiesText([first])} y en parte en ${countiesText(names.slice(1))}`
        : `en ${countiesText(names)}`;
      return `Sí, damos servicio en ${place}. Está ${where}, y damos servicio en todos ellos. ${responseText(counties)}`;
    },
    partly: (place: string, counties: readonly NamedCounty[], others: readonly string[]) =>
      `${place} está en parte en ${countiesText(counties.map((c) => c.name))}, donde damos servicio, y en parte en ${otherCountiesText(others)}, donde no. Llámenos para verificar su dirección.`,
    "not-served": (place: string, others: readonly string[]) =>
      `${place} está en ${otherCountiesText(others)}, fuera de los ${countyCount} condados donde damos servicio. Llámenos para preguntar de todos modos.`,
    unlisted: (place: string) =>
      `${place} no está en nuestra lista de códigos postales: puede ser un código de apartado postal o de una empresa. Llámenos y verificaremos su dirección.`,
    outside: (place: string) =>
      `${place} está fuera de los ${countyCount} condados donde damos servicio. Llámenos para preguntar de todos modos.`,
  },
  requestCare: { label: "Pedir cuidado", href: en.zipCheckCopy.requestCare.href },
  call: "Llamar",
  countiesSummary: `Vea los ${countyCount} condados donde damos servicio`,
  responseLabel: (time: ResponseTime) => promiseCopy.firstVisitWithin(time),
  mapLink: { label: "Áreas de servicio y mapa", href: en.zipCheckCopy.mapLink.href },
  noScript:
    "Esta verificación necesita JavaScript. Vea los condados donde damos servicio, o llámenos:",
  unavailable:
    "No pudimos cargar nuestra lista de códigos postales en este momento. Llámenos y verificaremos su dirección:",
  credit: {
    label: "Datos de códigos postales: SimpleMaps (CC BY 4.0)",
    href: en.zipCheckCopy.credit.href,
  },
} as const satisfies Translation<typeof en.zipCheckCopy>;
